package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.spring.survey.SurveyApplication;
import io.github.bsonrecords.spring.survey.Ticket;
import java.util.List;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * {@code bson-records.survey.*}: a repository's collection, written before the record by other code,
 * surveyed at startup against the embedded server; the report logged, or the context refused.
 */
@ExtendWith(OutputCaptureExtension.class)
class StartupSurveyTest {
    private MongoServer server;
    private String uri;

    @BeforeEach
    void storeDocumentsOtherCodeWrote() {
        server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        uri = "mongodb://127.0.0.1:" + server.getLocalAddress().getPort();
        try (MongoClient client = MongoClients.create(uri)) {
            // the database the tests' application.properties names (default properties cannot override it)
            client.getDatabase("spring-test").getCollection("tickets").insertMany(List.of(
                    new Document("_id", "t1").append("title", "Printer").append("priority", 2),
                    new Document("_id", "t2").append("title", "Laptop").append("priority", "high"),
                    new Document("_id", "t3").append("title", "VPN").append("priority", 1).append("assignee", "ana")));
        }
    }

    @AfterEach
    void stopServer() {
        server.shutdownNow();
    }

    private SpringApplicationBuilder application(String... properties) {
        return new SpringApplicationBuilder(SurveyApplication.class)
                .properties("spring.data.mongodb.uri=" + uri, "spring.mongodb.uri=" + uri)
                .properties(properties);
    }

    @Test
    void theReportIsLoggedAtStartup(CapturedOutput output) {
        try (ConfigurableApplicationContext context = application("bson-records.survey.enabled=true").run()) {
            assertTrue(context.isActive());
            String log = output.getAll();
            assertTrue(log.contains("bson-records survey of collection 'tickets'"), log);
            assertTrue(log.contains("Survey of " + Ticket.class.getName() + ": 3 documents, 2 readable, 1 failing to decode"), log);
            assertTrue(log.contains("priority  WRONG_TYPE"), log);
            assertTrue(log.contains("assignee  1 value (string 1)"), log);
        }
    }

    @Test
    void aSampleSizeLimitsTheDocumentsRead(CapturedOutput output) {
        try (ConfigurableApplicationContext context = application("bson-records.survey.enabled=true",
                "bson-records.survey.sample-size=1").run()) {
            assertTrue(context.isActive());
            assertTrue(output.getAll().contains(": 1 document, 1 readable, 0 failing to decode"), output.getAll());
        }
    }

    @Test
    void failuresRefuseTheContextWhenAskedTo() {
        RuntimeException failure = assertThrows(RuntimeException.class, () -> application(
                "bson-records.survey.enabled=true", "bson-records.survey.fail-on-failures=true").run().close());
        Throwable cause = failure;
        while (!(cause instanceof IllegalStateException) && cause.getCause() != null) {
            cause = cause.getCause();
        }
        assertTrue(cause.getMessage().contains("bson-records.survey.fail-on-failures=true"), cause.getMessage());
        assertTrue(cause.getMessage().contains("priority  WRONG_TYPE"), cause.getMessage());
    }

    @Test
    void withoutThePropertyNothingIsSurveyed(CapturedOutput output) {
        try (ConfigurableApplicationContext context = application().run()) {
            assertTrue(context.isActive());
            assertTrue(!output.getAll().contains("bson-records survey"), output.getAll());
        }
    }
}
