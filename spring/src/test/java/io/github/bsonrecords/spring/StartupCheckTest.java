package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.spring.mismatch.FieldClash;
import io.github.bsonrecords.spring.mismatch.Traced;
import io.github.bsonrecords.spring.mismatch.MismatchApplication;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** The auto-configured startup check fails the context, naming the record and the component. */
class StartupCheckTest {
    @Test
    void anApplicationWhoseMappingDisagreesWithTheCodecDoesNotStart() {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        try {
            String uri = "mongodb://127.0.0.1:" + server.getLocalAddress().getPort() + "/mismatch";
            RuntimeException failure = assertThrows(RuntimeException.class,
                    () -> new SpringApplicationBuilder(MismatchApplication.class)
                            .properties("spring.data.mongodb.uri=" + uri, "spring.mongodb.uri=" + uri).run().close());
            Throwable cause = failure;
            while (!(cause instanceof IllegalStateException) && cause.getCause() != null) {
                cause = cause.getCause();
            }
            assertTrue(cause.getMessage().contains(FieldClash.class.getName() + ".name: Spring maps it to field 'b'"),
                    String.valueOf(cause.getMessage()));
            // Boot 3's client writes UUIDs as Java legacy (subtype 3), Boot 4's has no representation
            assertTrue(cause.getMessage().contains(Traced.class.getName() + ".trace: Spring's conversions "),
                    String.valueOf(cause.getMessage()));
        } finally {
            server.shutdownNow();
        }
    }
}
