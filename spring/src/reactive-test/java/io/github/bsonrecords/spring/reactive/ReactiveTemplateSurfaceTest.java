package io.github.bsonrecords.spring.reactive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import io.github.bsonrecords.spring.BsonRecordsReactiveMongoTemplate;
import io.github.bsonrecords.spring.parity.Address;
import io.github.bsonrecords.spring.parity.Geo;
import io.github.bsonrecords.spring.parity.Person;
import io.github.bsonrecords.spring.parity.Revision;
import io.github.bsonrecords.spring.parity.StringKeyed;
import io.github.bsonrecords.spring.parity.Tag;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.dao.OptimisticLockingFailureException;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.FindAndModifyOptions;
import org.springframework.data.mongodb.core.aggregation.Aggregation;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.Update;

/**
 * {@code ReactiveMongoTemplate}'s reads (criteria on nested renamed paths, sort, skip, limit, the fluent
 * API, projections that fall back to Spring's path), writes, aggregations, ids, versions and exceptions,
 * through the module and through plain reactive Spring Data.
 */
class ReactiveTemplateSurfaceTest extends ReactiveSideBySide {
    static final ObjectId FIRST = new ObjectId("65a1b2c3d4e5f60718293a01");
    static final ObjectId NEW = new ObjectId("65a1b2c3d4e5f60718293aff");
    final List<Person> people = new ArrayList<>();

    @Override
    List<String> collections() {
        return List.of(ReactiveRepositorySurfaceTest.PEOPLE, "revisions", "string_keyed");
    }

    @BeforeEach
    void people() {
        people.clear();
        String[] cities = {"Oslo", "Bergen", "Oslo", "Lyon", "Oslo", "Paris"};
        for (int i = 0; i < cities.length; i++) {
            people.add(new Person(i == 0 ? FIRST : new ObjectId(), "p" + i, i % 2 == 0 ? "GOLD" : "SILVER", 20 + i,
                    new Address(cities[i], 1000 + 100 * i, new Geo(i % 3 == 0 ? "FR" : "NO", i)),
                    List.of(new Tag("t" + (i % 3), i), new Tag("all", 10 + i))));
        }
        same("insertAll", operations -> operations.insertAll(people));
        sameStored(ReactiveRepositorySurfaceTest.PEOPLE);
    }

    @Test
    void findsOnNestedRenamedPaths() {
        for (Query query : List.of(query(where("address.city").is("Oslo")),
                query(where("address.geo.country").is("FR")),
                query(where("address.geo.floor").gte(2).and("address.zip").lt(1500)),
                query(where("tags.label").is("t1")),
                query(where("tags").elemMatch(where("label").is("all").and("weight").gt(12))),
                new Query().with(Sort.by("address.geo.country").descending().and(Sort.by("name"))).skip(1).limit(3))) {
            List<Person> found = same(query.toString(), operations -> operations.find(query, Person.class));
            assertFalse(found.isEmpty(), query.toString());
            same("findOne " + query, operations -> operations.findOne(query, Person.class));
            same("count " + query, operations -> operations.count(query, Person.class));
            same("exists " + query, operations -> operations.exists(query, Person.class));
        }
        same("findById", operations -> operations.findById(FIRST, Person.class));
        same("findById missing", operations -> operations.findById(NEW, Person.class));
        same("findById of another type", operations -> operations.findById("not-an-id", Person.class));
        same("findAll", operations -> operations.findAll(Person.class));
        same("distinct", operations -> operations.findDistinct(new Query(), "address.city", Person.class, String.class));
    }

    @Test
    void theFluentApi() {
        Query oslo = query(where("address.city").is("Oslo"));
        same("all", operations -> operations.query(Person.class).matching(oslo).all());
        same("first", operations -> operations.query(Person.class).matching(oslo.with(Sort.by("age"))).first());
        same("one", operations -> operations.query(Person.class).matching(where("name").is("p3")).one());
        assertEquals(IncorrectResultSizeDataAccessException.class,
                sameOutcome("one of many", operations -> operations.query(Person.class).matching(oslo).one()).thrown());
        same("inCollection", operations -> operations.query(Person.class).inCollection("people").matching(oslo).all());
        same("as another type", operations -> operations.query(Person.class).as(Document.class).matching(oslo).all()
                .map(document -> document.get("name")));
        same("count", operations -> operations.query(Person.class).matching(oslo).count());
    }

    /** Reads that need Spring's mapping take Spring's path on the module's side and answer the same. */
    @Test
    void fieldProjectionsAndResultTypesFallBackToSpringsPath() {
        BsonRecordsReactiveMongoTemplate codecTemplate = (BsonRecordsReactiveMongoTemplate) module;
        Query names = query(where("tier").is("GOLD"));
        names.fields().include("name", "age");
        assertFalse(codecTemplate.readsThroughCodec(names, Person.class));
        assertTrue(codecTemplate.readsThroughCodec(query(where("tier").is("GOLD")), Person.class));
        same("fields", operations -> operations.find(names, Person.class));
        same("as a DTO", operations -> operations.query(Person.class).as(NameAndAge.class)
                .matching(query(where("tier").is("GOLD"))).all());
    }

    record NameAndAge(String name, int age) {
    }

    @Test
    void writesAndAggregations() {
        same("upsert new", operations -> operations.upsert(query(where("id").is(NEW)),
                Update.update("address.geo.country", "SE").set("name", "up"), Person.class).map(r -> r.getMatchedCount()));
        same("updateMulti", operations -> operations.updateMulti(query(where("address.city").is("Oslo")),
                Update.update("address.geo.floor", 9), Person.class).map(r -> r.getModifiedCount()));
        same("findAndModify", operations -> operations.findAndModify(query(where("name").is("p1")),
                new Update().push("tags", new Tag("pushed", 7)), FindAndModifyOptions.options().returnNew(true), Person.class));
        same("save", operations -> operations.save(new Person(FIRST, "saved", "BRONZE", 1, null, List.of())));
        same("remove", operations -> operations.remove(query(where("tier").is("SILVER")), Person.class)
                .map(r -> r.getDeletedCount()));
        sameStored(ReactiveRepositorySurfaceTest.PEOPLE);
        same("aggregate", operations -> operations.aggregate(Aggregation.newAggregation(Person.class,
                Aggregation.match(where("address.geo.country").is("NO")), Aggregation.sort(Sort.by("name"))),
                Person.class));
    }

    @Test
    void idsVersionsAndExceptions() {
        assertEquals(DuplicateKeyException.class,
                sameOutcome("duplicate key", operations -> operations.insert(people.get(0))).thrown());
        // reactive Spring Data saves no record with a null String id (it fails there); the module fails alike
        sameOutcome("a String id to generate", operations -> operations.save(new StringKeyed(null, "x")));
        String hex = new ObjectId().toHexString();
        same("a hex String id given", operations -> operations.save(new StringKeyed(hex, "x")));
        same("a String id given", operations -> operations.save(new StringKeyed("not-hex", "y")));
        same("found by its hex id", operations -> operations.findById(hex, StringKeyed.class).map(StringKeyed::name));
        same("all String ids", operations -> operations.findAll(StringKeyed.class).map(StringKeyed::name));
        same("insert versioned", operations -> operations.insert(new Revision(FIRST, null, "a")));
        same("save versioned", operations -> operations.save(new Revision(FIRST, 0L, "b")));
        assertEquals(OptimisticLockingFailureException.class,
                sameOutcome("stale save", operations -> operations.save(new Revision(FIRST, 0L, "c"))).thrown());
        sameStored("revisions");
        same("versioned read", operations -> operations.findById(FIRST, Revision.class));
    }
}
