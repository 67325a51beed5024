package io.github.bsonrecords.spring.bootclient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.client.MongoClient;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.spring.BsonRecordsMongoTemplate;
import io.github.bsonrecords.spring.app.Reading;
import java.time.Instant;
import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ApplicationContext;
import org.springframework.data.mongodb.MongoDatabaseFactory;
import org.springframework.data.mongodb.ReactiveMongoDatabaseFactory;
import org.springframework.data.mongodb.core.ReactiveMongoOperations;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The client Spring Boot builds (Boot 3 or Boot 4, whose customizer interfaces live in different
 * packages) gets the generated codecs from the auto-configuration alone; a blocking application (this
 * test run has neither the reactive driver nor Reactor) gets nothing of the reactive stack.
 */
@SpringBootTest(classes = BootClientApplication.class)
class BootClientTest {
    private static final MongoServer SERVER = new MongoServer(new MemoryBackend());
    private static final String URI;

    static {
        SERVER.bind("127.0.0.1", 0);
        URI = "mongodb://127.0.0.1:" + SERVER.getLocalAddress().getPort() + "/boot-client";
    }

    @DynamicPropertySource
    static void mongo(DynamicPropertyRegistry properties) {
        properties.add("spring.data.mongodb.uri", () -> URI); // Boot 3
        properties.add("spring.mongodb.uri", () -> URI); // Boot 4
    }

    @AfterAll
    static void stop() {
        SERVER.shutdownNow();
    }

    @Autowired
    MongoClient client;
    @Autowired
    MongoTemplate template;

    @Autowired
    ApplicationContext context;

    @Test
    void aBlockingApplicationGetsNoReactiveClientFactoryOrTemplate() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.mongodb.reactivestreams.client.MongoClient"));
        assertEquals(List.of(), List.of(context.getBeanNamesForType(ReactiveMongoOperations.class)), "reactive templates");
        assertEquals(List.of(), List.of(context.getBeanNamesForType(ReactiveMongoDatabaseFactory.class)),
                "reactive database factories");
        assertInstanceOf(SimpleMongoClientDatabaseFactory.class, context.getBean(MongoDatabaseFactory.class));
    }

    @Test
    void bootsClientServesRecordsWithTheGeneratedCodecsAndTheTemplateReadsThroughThem() {
        assertInstanceOf(BinaryCodec.class, client.getDatabase("boot-client").getCodecRegistry().get(Reading.class));
        assertInstanceOf(BsonRecordsMongoTemplate.class, template);
        Reading reading = new Reading(new ObjectId(), "s-1", Instant.ofEpochMilli(1_700_000_000_000L), 20.5,
                Reading.Status.OK, List.of("x"));
        template.insert(reading);
        assertEquals(List.of(reading), template.find(Query.query(Criteria.where("sensorId").is("s-1")), Reading.class));
        assertEquals(reading, template.getCollection("readings").withDocumentClass(Reading.class).find().first());
    }
}
