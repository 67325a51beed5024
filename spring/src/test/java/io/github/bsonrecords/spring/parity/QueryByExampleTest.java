package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Example;
import org.springframework.data.domain.ExampleMatcher;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.UntypedExampleMatcher;

/**
 * Query by example, typed (Spring restricts the query to the probe's type through {@code _class}, which
 * the module does not store) and untyped, with flat and nested probes, through the repository and the
 * template; and {@code Query.restrict}, the same restriction.
 */
class QueryByExampleTest extends SideBySide {
    @Override
    List<String> collections() {
        return List.of(NestedPathsTest.PEOPLE);
    }

    @BeforeEach
    void people() {
        List<Person> people = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            people.add(new Person(new ObjectId(), "p" + i, i % 3 == 0 ? "SILVER" : "GOLD", 20 + i,
                    new Address(i % 2 == 0 ? "Oslo" : "Lyon", 1000 + i, new Geo(i % 2 == 0 ? "NO" : "FR", i % 4)),
                    List.of(new Tag("t" + i, i))));
        }
        same("insertAll", operations -> operations.insertAll(people).size());
    }

    private static List<Example<Person>> examples() {
        Person gold = new Person(null, null, "GOLD", 0, null, null);
        Person inOslo = new Person(null, null, null, 0, new Address("Oslo", 0, null), null);
        Person onFloorTwo = new Person(null, null, null, 0, new Address(null, 0, new Geo("NO", 2)), null);
        ExampleMatcher primitivesIgnored = ExampleMatcher.matching().withIgnorePaths("age", "address.zip", "address.geo.floor");
        return List.of(Example.of(gold, primitivesIgnored),
                Example.of(gold, UntypedExampleMatcher.matching().withIgnorePaths("age")),
                Example.of(inOslo, primitivesIgnored),
                Example.of(inOslo, UntypedExampleMatcher.matching().withIgnorePaths("age", "address.zip", "address.geo.floor")),
                Example.of(onFloorTwo, ExampleMatcher.matching().withIgnorePaths("age", "address.zip")),
                Example.of(new Person(null, "P3", null, 0, null, null),
                        ExampleMatcher.matching().withIgnorePaths("age").withIgnoreCase()));
    }

    @Test
    void repositoriesFindByExample() {
        for (Example<Person> example : examples()) {
            String what = example.getProbe() + " " + example.getMatcher().getClass().getSimpleName();
            List<Person> found = sameThrough(PersonRepository.class, "findAll " + what,
                    repository -> repository.findAll(example, Sort.by("name")));
            assertEquals(false, found.isEmpty(), "the data has people like " + what);
            sameThrough(PersonRepository.class, "count " + what, repository -> repository.count(example));
            sameThrough(PersonRepository.class, "exists " + what, repository -> repository.exists(example));
            sameThrough(PersonRepository.class, "findOne " + what,
                    repository -> repository.findBy(example, query -> query.sortBy(Sort.by("name")).firstValue()));
        }
    }

    @Test
    void templatesFindByExample() {
        for (Example<Person> example : examples()) {
            Query query = new Query(Criteria.byExample(example)).with(Sort.by("name"));
            same("find " + query, operations -> operations.find(query, Person.class));
            same("count " + query, operations -> operations.count(query, Person.class));
        }
    }

    /** {@code Query.restrict} writes the same type restriction as a typed example. */
    @Test
    void restrictedQueries() {
        Query query = new Query(Criteria.where("tier").is("GOLD")).restrict(Person.class).with(Sort.by("name"));
        List<Person> found = same("find " + query, operations -> operations.find(query, Person.class));
        assertEquals(5, found.size());
        same("count " + query, operations -> operations.count(query, Person.class));
    }
}
