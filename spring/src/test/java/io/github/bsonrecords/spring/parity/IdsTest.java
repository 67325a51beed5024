package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.MongoOperations;
import org.springframework.data.mongodb.repository.MongoRepository;

/**
 * Ids of type ObjectId, String (generated on save, given as hex and not, kept a string with
 * {@code @MongoId(FieldType.STRING)}, stored as an ObjectId by {@code @BsonRepresentation(OBJECT_ID)}),
 * UUID and Long: saved, found, counted, saved again and deleted
 * through the repository and the template, stored alike.
 */
class IdsTest extends SideBySide {
    static final String HEX = "65a1b2c3d4e5f60718293a4b";

    @Override
    List<String> collections() {
        return List.of("object_id_keyed", "string_keyed", "string_kept_keyed", "object_id_string_keyed", "uuid_keyed",
                "long_keyed");
    }

    /** The operations on one given id; every value is the same on both sides, the stored documents too. */
    private <T, ID, R extends MongoRepository<T, ID>> void givenId(Class<R> repository, Class<T> type, String collection,
            ID id, ID other, BiFunction<ID, String, T> record) {
        String what = type.getSimpleName() + " " + id;
        sameThrough(repository, what + " deleteAll", r -> {
            r.deleteAll();
            return r.count();
        });
        sameThrough(repository, what + " save", r -> r.save(record.apply(id, "a")));
        sameThrough(repository, what + " save other", r -> r.save(record.apply(other, "o")));
        sameStored(collection);
        sameThrough(repository, what + " findById", r -> r.findById(id));
        sameThrough(repository, what + " existsById", r -> r.existsById(id));
        sameThrough(repository, what + " findAllById", r -> r.findAllById(List.of(id, other)));
        sameThrough(repository, what + " save again", r -> r.save(record.apply(id, "b")));
        assertEquals(2L, (long) sameThrough(repository, what + " count", MongoRepository::count));
        sameStored(collection);
        sameThrough(repository, what + " findAll", MongoRepository::findAll);
        same(what + " template where id is", operations -> operations.find(query(where("id").is(id)), type));
        same(what + " template where id in", operations -> operations.find(query(where("id").in(id, other)), type));
        same(what + " template findById", operations -> operations.findById(id, type));
        sameThrough(repository, what + " deleteById", r -> {
            r.deleteById(id);
            return r.count();
        });
        sameStored(collection);
    }

    /**
     * A save with no id: Spring generates one where it can. The two sides' generated ids differ, so
     * what is compared is what each side does with its own: its type, finding it, saving the returned
     * record again, reading all back, and the type of the stored {@code _id}.
     */
    private <T, ID, R extends MongoRepository<T, ID>> void generatedId(Class<R> repository, Class<T> type,
            String collection, BiFunction<ID, String, T> record, Function<T, ID> idOf) {
        String what = type.getSimpleName() + " generated";
        sameThrough(repository, what + " deleteAll", r -> {
            r.deleteAll();
            return r.count();
        });
        sameWith(repository, what, (R r, MongoOperations operations) -> {
            List<Object> seen = new ArrayList<>();
            T saved = r.save(record.apply(null, "a"));
            ID id = idOf.apply(saved);
            seen.add(id == null ? null : id.getClass());
            seen.add(id instanceof String hex && ObjectId.isValid(hex));
            seen.add(r.findById(id).map(found -> idOf.apply(found).equals(id)));
            seen.add(r.existsById(id));
            r.save(record.apply(id, "b"));
            seen.add(r.count());
            seen.add(r.findAll().size());
            seen.add(operations.findById(id, type) != null);
            seen.add(operations.find(query(where("id").is(id)), type).size());
            seen.add(operations.getCollection(collection).find().first().get("_id").getClass());
            return seen;
        });
    }

    @Test
    void objectIds() {
        givenId(ObjectIdKeyedRepository.class, ObjectIdKeyed.class, "object_id_keyed", new ObjectId(HEX), new ObjectId(),
                ObjectIdKeyed::new);
        generatedId(ObjectIdKeyedRepository.class, ObjectIdKeyed.class, "object_id_keyed", ObjectIdKeyed::new,
                ObjectIdKeyed::id);
    }

    @Test
    void stringIdsGivenAsHexAndNot() {
        givenId(StringKeyedRepository.class, StringKeyed.class, "string_keyed", HEX, "not-hex", StringKeyed::new);
        givenId(StringKeyedRepository.class, StringKeyed.class, "string_keyed", "sku-1", new ObjectId().toHexString(),
                StringKeyed::new);
    }

    @Test
    void stringIdsGenerated() {
        generatedId(StringKeyedRepository.class, StringKeyed.class, "string_keyed", StringKeyed::new, StringKeyed::id);
    }

    /** Hex strings only: a value that is not hex is stored as a string by Spring and refused by this codec. */
    @Test
    void stringIdsTheCodecStoresAsObjectIds() {
        givenId(ObjectIdStringKeyedRepository.class, ObjectIdStringKeyed.class, "object_id_string_keyed", HEX,
                new ObjectId().toHexString(), ObjectIdStringKeyed::new);
        generatedId(ObjectIdStringKeyedRepository.class, ObjectIdStringKeyed.class, "object_id_string_keyed",
                ObjectIdStringKeyed::new, ObjectIdStringKeyed::id);
    }

    @Test
    void stringIdsKeptStrings() {
        givenId(StringKeptKeyedRepository.class, StringKeptKeyed.class, "string_kept_keyed", HEX, "not-hex",
                StringKeptKeyed::new);
        generatedId(StringKeptKeyedRepository.class, StringKeptKeyed.class, "string_kept_keyed", StringKeptKeyed::new,
                StringKeptKeyed::id);
    }

    @Test
    void uuids() {
        givenId(UuidKeyedRepository.class, UuidKeyed.class, "uuid_keyed", UUID.fromString("7f1c0b7e-3c3a-4b8e-9a51-0c9d8e7f6a5b"),
                UUID.randomUUID(), UuidKeyed::new);
        generatedId(UuidKeyedRepository.class, UuidKeyed.class, "uuid_keyed", UuidKeyed::new, UuidKeyed::id);
    }

    @Test
    void longs() {
        givenId(LongKeyedRepository.class, LongKeyed.class, "long_keyed", 42L, Long.MAX_VALUE, LongKeyed::new);
        generatedId(LongKeyedRepository.class, LongKeyed.class, "long_keyed", LongKeyed::new, LongKeyed::id);
    }
}
