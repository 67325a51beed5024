package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.time.Instant;
import java.util.List;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The application against an embedded MongoDB-wire server, with the client Spring Boot builds. */
@SpringBootTest
class SpringExampleTest {
    private static final MongoServer SERVER = new MongoServer(new MemoryBackend());
    private static final String URI;

    static {
        SERVER.bind("127.0.0.1", 0);
        URI = "mongodb://127.0.0.1:" + SERVER.getLocalAddress().getPort() + "/example";
    }

    @DynamicPropertySource
    static void mongo(DynamicPropertyRegistry properties) {
        properties.add("spring.data.mongodb.uri", () -> URI);
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
    ReadingStore store;

    @Test
    void theClientSpringBootBuiltHandsRecordsToTheGeneratedCodec() {
        assertEquals("io.github.bsonrecords.spring.ReadingBsonCodec",
                client.getDatabase("example").getCodecRegistry().get(Reading.class).getClass().getName());
        assertEquals("io.github.bsonrecords.spring.BsonRecordsMongoTemplate", template.getClass().getName());
    }

    @Test
    void recordsRoundTripThroughSpringData() {
        Reading first = new Reading(new ObjectId(), "s-1", Instant.ofEpochMilli(1_700_000_000_000L), 21.5, List.of("roof"));
        Reading second = new Reading(new ObjectId(), "s-1", Instant.ofEpochMilli(1_700_000_060_000L), 21.75, List.of());
        Reading other = new Reading(new ObjectId(), "s-2", Instant.ofEpochMilli(1_700_000_000_000L), 3.0, List.of("cellar"));
        store.save(List.of(second, other, first));

        assertEquals(List.of(first, second), store.bySensor("s-1"));
        assertEquals(List.of(first, second), store.warmerThan(20.0));
        // as the generated codec writes it: _id first, the sensor under "sid", no _class
        Document stored = template.getCollection("readings").find(new Document("_id", second.id())).first();
        assertEquals(List.of("_id", "sid", "at", "celsius", "tags"), List.copyOf(stored.keySet()));
        assertTrue(stored.get("at") instanceof java.util.Date, String.valueOf(stored.get("at")));
    }
}
