package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import io.github.bsonrecords.spring.BsonRecordsMongoTemplate;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.aggregation.Aggregation;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.Update;

/**
 * Paths through nested records, two levels deep and inside a list, renamed at each level
 * ({@code address.geo.country} is stored as {@code addr.g.cc}, {@code tags.label} as {@code tags.l}):
 * criteria, sorts, updates, distinct, aggregations and derived queries give what plain Spring Data gives.
 */
class NestedPathsTest extends SideBySide {
    static final String PEOPLE = "people";
    final List<Person> people = new ArrayList<>();

    @Override
    List<String> collections() {
        return List.of(PEOPLE);
    }

    @BeforeEach
    void people() {
        people.clear();
        String[] cities = {"Oslo", "Bergen", "Oslo", "Lyon", "Oslo", "Paris"};
        String[] countries = {"NO", "NO", "NO", "FR", "NO", "FR"};
        for (int i = 0; i < cities.length; i++) {
            people.add(new Person(new ObjectId(), "p" + i, i % 2 == 0 ? "GOLD" : "SILVER", 20 + i,
                    new Address(cities[i], 1000 + 100 * i, new Geo(countries[i], i)),
                    List.of(new Tag("t" + (i % 3), i), new Tag("all", 10 + i))));
        }
        // the module's side runs its own paths here: the codec's inserts and reads, not Spring's
        BsonRecordsMongoTemplate codecTemplate = (BsonRecordsMongoTemplate) module;
        assertTrue(codecTemplate.insertsThroughCodec(people.get(0)));
        assertTrue(codecTemplate.readsThroughCodec(query(where("address.city").is("Oslo")), Person.class));
        same("insertAll", operations -> operations.insertAll(people).size());
        sameStored(PEOPLE);
    }

    @Test
    void criteriaOnNestedRenamedPaths() {
        for (Query query : List.of(query(where("address.city").is("Oslo")),
                query(where("address.geo.country").is("FR")),
                query(where("address.geo.floor").gte(2).and("address.zip").lt(1500)),
                query(where("tags.label").is("t1")),
                query(where("tags").elemMatch(where("label").is("all").and("weight").gt(12))),
                query(where("address").is(new Address("Lyon", 1300, new Geo("FR", 3)))))) {
            List<Person> found = same(query.toString(), operations -> operations.find(query, Person.class));
            same("count " + query, operations -> operations.count(query, Person.class));
            assertEquals(false, found.isEmpty(), "the data has people for " + query);
        }
    }

    @Test
    void sortsOnNestedRenamedPaths() {
        for (Sort sort : List.of(Sort.by("address.city", "name"), Sort.by(Sort.Direction.DESC, "address.geo.country", "age"),
                Sort.by("address.zip").descending())) {
            same(sort.toString(), operations -> operations.find(new Query().with(sort), Person.class));
        }
    }

    @Test
    void updatesOnNestedRenamedPaths() {
        same("updateMulti", operations -> operations.updateMulti(query(where("address.city").is("Oslo")),
                Update.update("address.city", "Kristiania").inc("address.geo.floor", 10), Person.class)
                .getModifiedCount());
        sameStored(PEOPLE);
        same("updateFirst in a list", operations -> operations.updateFirst(query(where("tags.label").is("t2")),
                new Update().set("tags.$.weight", 99), Person.class).getModifiedCount());
        sameStored(PEOPLE);
        same("findAndModify", operations -> operations.findAndModify(query(where("address.geo.country").is("FR")),
                Update.update("address.geo.country", "BE"), Person.class));
        sameStored(PEOPLE);
    }

    @Test
    void distinctOnNestedRenamedPaths() {
        same("distinct city", operations -> operations.findDistinct(new Query(), "address.city", Person.class, String.class));
        same("distinct country", operations -> operations.findDistinct(query(where("age").gt(21)), "address.geo.country",
                Person.class, String.class));
        same("distinct label", operations -> operations.findDistinct(new Query(), "tags.label", Person.class, String.class));
    }

    @Test
    void aggregationsOnNestedRenamedPaths() {
        Aggregation grouped = Aggregation.newAggregation(Person.class,
                Aggregation.match(where("address.geo.floor").gte(0)),
                Aggregation.group("address.city").count().as("people"),
                Aggregation.sort(Sort.by("_id")));
        same("group", operations -> operations.aggregate(grouped, PEOPLE, Document.class).getMappedResults());
        Aggregation matched = Aggregation.newAggregation(Person.class,
                Aggregation.match(where("address.geo.country").is("NO")), Aggregation.sort(Sort.by("address.zip")));
        same("match into records", operations -> operations.aggregate(matched, PEOPLE, Person.class).getMappedResults());
    }

    @Test
    void derivedQueriesThroughNestedRecords() {
        assertEquals(3, this.<PersonRepository, List<Person>>sameThrough(PersonRepository.class, "findByAddressCity",
                repository -> repository.findByAddressCity("Oslo")).size());
        sameThrough(PersonRepository.class, "findByAddressCityAndAddressZipGreaterThan",
                repository -> repository.findByAddressCityAndAddressZipGreaterThan("Oslo", 1100));
        sameThrough(PersonRepository.class, "findByAddressGeoCountry",
                repository -> repository.findByAddressGeoCountry("NO", Sort.by("address.zip").descending()));
        assertEquals(2, this.<PersonRepository, List<Person>>sameThrough(PersonRepository.class, "findByTagsLabel",
                repository -> repository.findByTagsLabel("t1")).size());
        sameThrough(PersonRepository.class, "countByAddressGeoFloorGreaterThan",
                repository -> repository.countByAddressGeoFloorGreaterThan(2));
        sameThrough(PersonRepository.class, "existsByTagsWeight", repository -> repository.existsByTagsWeight(13));
        sameThrough(PersonRepository.class, "findByTierOrderByAddressGeoCountryDescNameAsc",
                repository -> repository.findByTierOrderByAddressGeoCountryDescNameAsc("GOLD"));
        sameThrough(PersonRepository.class, "deleteByAddressCity", repository -> repository.deleteByAddressCity("Oslo"));
        sameStored(PEOPLE);
    }
}
