package io.github.bsonrecords.quarkus;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * An in-memory mongo-java-server on a free port of 127.0.0.1 for the application's client (Dev
 * Services are off: no container).
 */
public class EmbeddedMongoResource implements QuarkusTestResourceLifecycleManager {
    private MongoServer server;

    @Override
    public Map<String, String> start() {
        server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        return Map.of("quarkus.mongodb.connection-string",
                "mongodb://127.0.0.1:" + server.getLocalAddress().getPort());
    }

    @Override
    public void stop() {
        if (server != null) {
            server.shutdownNow();
        }
    }
}
