package io.github.bsonrecords.spring.reactiveclient;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.reactivestreams.client.MongoClient;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.spring.BsonRecordsReactiveMongoTemplate;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.mongodb.MongoDatabaseFactory;
import org.springframework.data.mongodb.core.MongoOperations;
import org.springframework.data.mongodb.core.ReactiveMongoOperations;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * A reactive application as users build it (Boot's reactive starter and the module, the sync driver not
 * on the classpath: the {@code reactive} test run leaves it out) gets the reactive template and client
 * with the generated codecs, and nothing of the synchronous stack: no client, database factory or template.
 */
@SpringBootTest(classes = ReactiveBootClientApplication.class)
class ReactiveOnlyApplicationTest {
    private static final MongoServer SERVER = new MongoServer(new MemoryBackend());
    private static final String URI;

    static {
        SERVER.bind("127.0.0.1", 0);
        URI = "mongodb://127.0.0.1:" + SERVER.getLocalAddress().getPort() + "/reactive-client";
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
    ConfigurableApplicationContext context;
    @Autowired
    MongoClient client;
    @Autowired
    GaugeRepository gauges;

    @Test
    void theClasspathHasNoSyncDriver() {
        assertThrows(ClassNotFoundException.class, () -> Class.forName("com.mongodb.client.MongoClient"));
    }

    @Test
    void theReactiveStackIsTheModulesAndNothingSynchronousIsBuilt() {
        assertInstanceOf(BsonRecordsReactiveMongoTemplate.class, context.getBean(ReactiveMongoOperations.class));
        assertEquals(List.of(), List.of(context.getBeanNamesForType(MongoDatabaseFactory.class)), "database factories");
        assertEquals(List.of(), List.of(context.getBeanNamesForType(MongoOperations.class)), "blocking templates");
        List<String> synchronous = new ArrayList<>();
        for (String name : context.getBeanDefinitionNames()) {
            Class<?> type = context.getType(name);
            if (type != null && (type.getName().startsWith("com.mongodb.client.")
                    || type.getName().equals("org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory"))) {
                synchronous.add(name + ": " + type.getName());
            }
        }
        assertEquals(List.of(), synchronous, "beans of the synchronous stack");
    }

    @Test
    void bootsReactiveClientHasTheGeneratedCodecsAndTheRepositoryReadsThroughThem() {
        assertInstanceOf(BinaryCodec.class, client.getDatabase("reactive-client").getCodecRegistry().get(Gauge.class));
        BsonRecordsReactiveMongoTemplate template = context.getBean(BsonRecordsReactiveMongoTemplate.class);
        assertTrue(template.readsThroughCodec(new Query(), Gauge.class));
        Gauge gauge = new Gauge(new ObjectId(), "boiler", 71.5);
        gauges.save(gauge).block(Duration.ofSeconds(30));
        assertEquals(List.of(gauge), gauges.findByName("boiler").collectList().block(Duration.ofSeconds(30)));
        assertEquals(List.of(gauge), gauges.findAll().collectList().block(Duration.ofSeconds(30)));
    }
}
