package io.github.bsonrecords.spring.reactive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.reactivestreams.client.MongoClient;
import io.github.bsonrecords.spring.BsonRecordsReactiveMongoTemplate;
import io.github.bsonrecords.spring.parity.Outcome;
import io.github.bsonrecords.spring.parity.StoredDocuments;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;
import org.bson.Document;
import org.junit.jupiter.api.BeforeEach;
import org.reactivestreams.Publisher;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.data.mongodb.core.ReactiveMongoOperations;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import reactor.core.publisher.Flux;

/**
 * The differential harness of the blocking suite ({@code parity.SideBySide}) for reactive applications:
 * each operation runs through the reactive application with bson-records-spring and through plain
 * reactive Spring Data ({@link PlainReactiveSpringData}), on the same server in two databases, and must
 * emit the same values (collected into a list) or fail with the same type of exception ({@link Outcome});
 * {@link #sameStored} compares what the two stored ({@link StoredDocuments}).
 */
@SpringBootTest(classes = ReactiveParityApplication.class,
        properties = {"spring.data.mongodb.database=" + ReactiveParityApplication.MODULE_DATABASE,
                "spring.mongodb.database=" + ReactiveParityApplication.MODULE_DATABASE})
abstract class ReactiveSideBySide {
    private static final Duration TIMEOUT = Duration.ofSeconds(30);

    @Autowired
    ReactiveMongoTemplate module;
    @Autowired
    MongoClient client;
    @Autowired
    ApplicationContext context;

    PlainReactiveSpringData plain;

    @BeforeEach
    void bothSides() {
        assertEquals(BsonRecordsReactiveMongoTemplate.class, module.getClass(), "the module's template is the application's");
        plain = new PlainReactiveSpringData(client);
        for (String collection : collections()) {
            module.dropCollection(collection).block(TIMEOUT);
            plain.template.dropCollection(collection).block(TIMEOUT);
        }
    }

    /** The collections each test starts without. */
    abstract List<String> collections();

    /** What {@code publisher} emits, collected, or what it fails with. */
    static List<?> collect(Publisher<?> publisher) {
        return Flux.from(publisher).collectList().block(TIMEOUT);
    }

    /** Runs {@code operation} on both templates; asserts the same outcome and returns the module's values. */
    @SuppressWarnings("unchecked")
    <T> List<T> same(String what, Function<ReactiveMongoOperations, Publisher<T>> operation) {
        return (List<T>) sameOutcome(what, operation).value();
    }

    /** {@link #same}, returning the outcome: for operations that fail. */
    Outcome sameOutcome(String what, Function<ReactiveMongoOperations, ? extends Publisher<?>> operation) {
        Outcome moduleOutcome = Outcome.of(() -> collect(operation.apply(module)));
        Outcome plainOutcome = Outcome.of(() -> collect(operation.apply(plain.template)));
        assertEquals(plainOutcome, moduleOutcome, what + ": plain Spring Data (expected) against the module (actual)");
        return moduleOutcome;
    }

    /** Runs {@code operation} on both sides' repositories of {@code type} (the module's from the context). */
    @SuppressWarnings("unchecked")
    <R, T> List<T> sameThrough(Class<R> type, String what, Function<R, ? extends Publisher<T>> operation) {
        return (List<T>) sameOutcomeThrough(type, what, operation).value();
    }

    /** {@link #sameThrough}, returning the outcome: for methods that fail. */
    <R> Outcome sameOutcomeThrough(Class<R> type, String what, Function<R, ? extends Publisher<?>> operation) {
        R moduleRepository = context.getBean(type);
        R plainRepository = plain.repository(type);
        Outcome moduleOutcome = Outcome.of(() -> collect(operation.apply(moduleRepository)));
        Outcome plainOutcome = Outcome.of(() -> collect(operation.apply(plainRepository)));
        assertEquals(plainOutcome, moduleOutcome, what + ": plain Spring Data (expected) against the module (actual)");
        return moduleOutcome;
    }

    /**
     * The documents of {@code collection} on both sides in the order of their ids (a reactive {@code saveAll}
     * stores concurrently, in no fixed order), without plain Spring Data's {@code _class}.
     */
    void sameStored(String collection) {
        assertEquals(stored(plain.template, collection), stored(module, collection),
                collection + ": stored by plain Spring Data (expected) against the module (actual)");
    }

    static List<Document> stored(ReactiveMongoOperations operations, String collection) {
        List<Document> documents = operations.getCollection(collection).flatMapMany(c -> c.find())
                .sort(Comparator.comparing(document -> String.valueOf(document.get("_id")))).collectList().block(TIMEOUT);
        return StoredDocuments.withoutClass(documents);
    }
}
