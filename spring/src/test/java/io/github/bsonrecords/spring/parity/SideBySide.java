package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.client.MongoClient;
import io.github.bsonrecords.spring.BsonRecordsMongoTemplate;
import java.util.List;
import java.util.function.Function;
import org.bson.Document;
import org.junit.jupiter.api.BeforeEach;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.data.mongodb.core.MongoOperations;
import org.springframework.data.mongodb.core.MongoTemplate;

/**
 * The differential harness: each operation runs through the application with bson-records-spring and
 * through plain Spring Data ({@link PlainSpringData}), on the same server in two databases, and must
 * give the same value or throw the same type of exception ({@link Outcome}); {@link #sameStored} compares
 * what the two stored ({@link StoredDocuments}).
 */
@SpringBootTest(classes = ParityApplication.class,
        properties = {"spring.data.mongodb.database=" + ParityApplication.MODULE_DATABASE,
                "spring.mongodb.database=" + ParityApplication.MODULE_DATABASE})
abstract class SideBySide {
    @Autowired
    MongoTemplate module;
    @Autowired
    MongoClient client;
    @Autowired
    ApplicationContext context;

    PlainSpringData plain;

    @BeforeEach
    void bothSides() {
        assertEquals(BsonRecordsMongoTemplate.class, module.getClass(), "the module's template is the application's");
        plain = new PlainSpringData(client);
        for (String collection : collections()) {
            module.dropCollection(collection);
            plain.template.dropCollection(collection);
        }
    }

    /** The collections each test starts without. */
    abstract List<String> collections();

    /** Runs {@code operation} on both templates; asserts the same outcome and returns the module's value. */
    @SuppressWarnings("unchecked")
    <T> T same(String what, Function<MongoOperations, T> operation) {
        return (T) sameOutcome(what, operation).value();
    }

    /** {@link #same}, returning the outcome: for operations that throw. */
    Outcome sameOutcome(String what, Function<MongoOperations, ?> operation) {
        Outcome moduleOutcome = Outcome.of(() -> operation.apply(module));
        Outcome plainOutcome = Outcome.of(() -> operation.apply(plain.template));
        assertEquals(plainOutcome, moduleOutcome, what + ": plain Spring Data (expected) against the module (actual)");
        return moduleOutcome;
    }

    /** Runs {@code operation} on both sides' repositories of {@code type} (the module's from the context). */
    @SuppressWarnings("unchecked")
    <R, T> T sameThrough(Class<R> type, String what, Function<R, T> operation) {
        R moduleRepository = context.getBean(type);
        R plainRepository = plain.repository(type);
        Outcome moduleOutcome = Outcome.of(() -> operation.apply(moduleRepository));
        Outcome plainOutcome = Outcome.of(() -> operation.apply(plainRepository));
        assertEquals(plainOutcome, moduleOutcome, what + ": plain Spring Data (expected) against the module (actual)");
        return (T) moduleOutcome.value();
    }

    /** Runs {@code operation} on each side's repository of {@code type} and template together. */
    @SuppressWarnings("unchecked")
    <R, T> T sameWith(Class<R> type, String what, java.util.function.BiFunction<R, MongoOperations, T> operation) {
        R moduleRepository = context.getBean(type);
        R plainRepository = plain.repository(type);
        Outcome moduleOutcome = Outcome.of(() -> operation.apply(moduleRepository, module));
        Outcome plainOutcome = Outcome.of(() -> operation.apply(plainRepository, plain.template));
        assertEquals(plainOutcome, moduleOutcome, what + ": plain Spring Data (expected) against the module (actual)");
        return (T) moduleOutcome.value();
    }

    /** The documents of {@code collection} on both sides, in their stored order, without plain Spring Data's {@code _class}. */
    void sameStored(String collection) {
        assertEquals(stored(plain.template, collection), stored(module, collection),
                collection + ": stored by plain Spring Data (expected) against the module (actual)");
    }

    static List<Document> stored(MongoOperations operations, String collection) {
        return StoredDocuments.withoutClass(operations.getCollection(collection).find());
    }
}
