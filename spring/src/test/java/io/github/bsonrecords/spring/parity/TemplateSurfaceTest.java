package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import java.util.ArrayList;
import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.data.mongodb.core.BulkOperations;
import org.springframework.data.mongodb.core.FindAndReplaceOptions;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.Update;

/**
 * Template operations beyond finds: upserts, replacements, removals, bulk operations, duplicate keys and
 * optimistic locking, their results, exceptions and what they leave stored.
 */
class TemplateSurfaceTest extends SideBySide {
    static final ObjectId FIRST = new ObjectId("65a1b2c3d4e5f60718293a01");
    static final ObjectId NEW = new ObjectId("65a1b2c3d4e5f60718293aff");

    final List<Person> people = new ArrayList<>();

    @Override
    List<String> collections() {
        return List.of(NestedPathsTest.PEOPLE, "revisions");
    }

    @BeforeEach
    void people() {
        people.clear();
        for (int i = 0; i < 4; i++) {
            people.add(new Person(i == 0 ? FIRST : new ObjectId(), "n" + i, i % 2 == 0 ? "GOLD" : "SILVER", 50 + i,
                    new Address("Oslo", i, new Geo("NO", i)), List.of(new Tag("x", i))));
        }
        same("insert", operations -> operations.insert(people, Person.class).size());
    }

    @Test
    void upsertsAndReplacements() {
        same("upsert new", operations -> operations.upsert(query(where("id").is(NEW)),
                Update.update("address.geo.country", "SE").set("name", "up"), Person.class).getUpsertedId());
        same("upsert existing", operations -> operations.upsert(query(where("address.geo.floor").is(2)),
                new Update().push("tags", new Tag("pushed", 7)), Person.class).getModifiedCount());
        sameStored(NestedPathsTest.PEOPLE);
        Person replacement = new Person(FIRST, "replaced", "BRONZE", 1, null, List.of());
        same("findAndReplace", operations -> operations.findAndReplace(query(where("name").is("n0")), replacement,
                FindAndReplaceOptions.options().returnNew()));
        same("replace", operations -> operations.replace(query(where("name").is("n1")),
                new Person(people.get(1).id(), "n1r", "GOLD", 2, new Address("Bergen", 5, new Geo("NO", 0)), List.of()))
                .getModifiedCount());
        sameStored(NestedPathsTest.PEOPLE);
    }

    @Test
    void removalsAndCounts() {
        same("exists", operations -> operations.exists(query(where("tags.label").is("x")), Person.class));
        same("findAllAndRemove", operations -> operations.findAllAndRemove(query(where("address.geo.floor").gt(1)),
                Person.class));
        same("remove", operations -> operations.remove(query(where("tier").is("GOLD")), Person.class).getDeletedCount());
        same("count", operations -> operations.count(new Query(), Person.class));
        sameStored(NestedPathsTest.PEOPLE);
    }

    @Test
    void bulkOperations() {
        same("bulk", operations -> {
            var result = operations.bulkOps(BulkOperations.BulkMode.ORDERED, Person.class)
                    .insert(new Person(NEW, "bulk", "GOLD", 3, new Address("Rome", 1, new Geo("IT", 1)), List.of()))
                    .updateMulti(query(where("address.city").is("Oslo")), Update.update("address.geo.floor", 9))
                    .remove(query(where("name").is("n3")))
                    .execute();
            return List.of(result.getInsertedCount(), result.getModifiedCount(), result.getDeletedCount());
        });
        sameStored(NestedPathsTest.PEOPLE);
    }

    @Test
    void exceptions() {
        assertEquals(DuplicateKeyException.class,
                sameOutcome("duplicate key", operations -> operations.insert(people.get(0))).thrown());
        assertNull(this.<Person>same("an id of another type", operations -> operations.findById("not-an-id", Person.class)));
    }

    @Test
    void optimisticLocking() {
        Revision first = same("insert versioned", operations -> operations.insert(new Revision(FIRST, null, "a")));
        assertEquals(0L, first.version());
        same("save versioned", operations -> operations.save(new Revision(FIRST, 0L, "b")));
        assertEquals(OptimisticLockingFailureException.class,
                sameOutcome("stale save", operations -> operations.save(new Revision(FIRST, 0L, "c"))).thrown());
        sameStored("revisions");
    }
}
