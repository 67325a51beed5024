package io.github.bsonrecords.spring.reactive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import io.github.bsonrecords.spring.app.DocumentDecodes;
import io.github.bsonrecords.spring.parity.Address;
import io.github.bsonrecords.spring.parity.Geo;
import io.github.bsonrecords.spring.parity.Person;
import io.github.bsonrecords.spring.parity.Tag;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.query.Query;

/**
 * Which path the module's reactive reads take: the template's and the repository's reads of a record
 * decode no {@code org.bson.Document} (the driver hands the bytes to the generated codec), and a read
 * that needs Spring's mapping decodes one per document, as plain Spring Data does.
 */
class ReactiveCodecPathTest extends ReactiveSideBySide {
    final List<Person> people = new ArrayList<>();

    @Override
    List<String> collections() {
        return List.of(ReactiveRepositorySurfaceTest.PEOPLE);
    }

    @BeforeEach
    void people() {
        people.clear();
        for (int i = 0; i < 5; i++) {
            people.add(new Person(new ObjectId(), "n" + i, i % 2 == 0 ? "GOLD" : "SILVER", 40 + i,
                    new Address("Oslo", i, new Geo("NO", i)), List.of(new Tag("x", i))));
        }
        collect(module.insertAll(people));
    }

    /** How many documents the client decoded into {@code org.bson.Document} while {@code read} ran. */
    private static int documentsDecoded(Supplier<List<?>> read) {
        DocumentDecodes.COUNT.set(0);
        assertTrue(!read.get().isEmpty(), "read something");
        return DocumentDecodes.COUNT.get();
    }

    @Test
    void templateAndRepositoryReadsRunThroughTheCodec() {
        ReactivePersonRepository repository = context.getBean(ReactivePersonRepository.class);
        Query gold = query(where("tier").is("GOLD")).with(Sort.by("age"));
        assertEquals(0, documentsDecoded(() -> collect(module.findAll(Person.class))), "findAll");
        assertEquals(0, documentsDecoded(() -> collect(module.find(gold, Person.class))), "find");
        assertEquals(0, documentsDecoded(() -> collect(module.findOne(gold, Person.class))), "findOne");
        assertEquals(0, documentsDecoded(() -> collect(module.findById(people.get(1).id(), Person.class))), "findById");
        assertEquals(0, documentsDecoded(() -> collect(module.query(Person.class).matching(gold).all())), "fluent all");
        assertEquals(0, documentsDecoded(() -> collect(repository.findAll())), "repository findAll");
        assertEquals(0, documentsDecoded(() -> collect(repository.findById(people.get(2).id()))), "repository findById");
        assertEquals(0, documentsDecoded(() -> collect(repository.findByAddressCity("Oslo"))), "derived query");
        // the annotated query's own JSON is parsed into a Document: as many as for one result, whatever the results
        assertEquals(documentsDecoded(() -> collect(repository.storedNames("Oslo", 43))),
                documentsDecoded(() -> collect(repository.storedNames("Oslo", 39))), "@Query");
    }

    @Test
    void readsThatNeedSpringsMappingDecodeDocuments() {
        ReactivePersonRepository repository = context.getBean(ReactivePersonRepository.class);
        Query names = query(where("tier").is("GOLD"));
        names.fields().include("name", "age");
        assertEquals(3, documentsDecoded(() -> collect(module.find(names, Person.class))), "fields()");
        assertEquals(3, documentsDecoded(() -> collect(repository.namesAndAges("GOLD"))), "@Query(fields)");
        assertEquals(3, documentsDecoded(() -> collect(repository.findNameAndAgeByTier("GOLD"))), "DTO projection");
    }
}
