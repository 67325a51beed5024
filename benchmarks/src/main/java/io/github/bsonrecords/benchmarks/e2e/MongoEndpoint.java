package io.github.bsonrecords.benchmarks.e2e;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;

/**
 * The server the end-to-end suite talks to: {@code MONGODB_URI} when set, otherwise an in-memory
 * mongo-java-server on 127.0.0.1 in this JVM (its allocations then count in {@code -prof gc}).
 */
public final class MongoEndpoint implements AutoCloseable {
    public static final String URI_VARIABLE = "MONGODB_URI";

    private final MongoServer embedded;
    private final MongoClient client;
    private final String description;

    private MongoEndpoint(MongoServer embedded, String uri, String description) {
        this.embedded = embedded;
        this.client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(uri))
                .build());
        this.description = description;
    }

    public static MongoEndpoint open() {
        String uri = System.getenv(URI_VARIABLE);
        if (uri != null && !uri.isBlank()) {
            return new MongoEndpoint(null, uri, "MongoDB at $" + URI_VARIABLE);
        }
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        InetSocketAddress address = server.getLocalAddress();
        return new MongoEndpoint(server, "mongodb://127.0.0.1:" + address.getPort(),
                "embedded mongo-java-server (MemoryBackend)");
    }

    public MongoClient client() {
        return client;
    }

    public String description() {
        return description;
    }

    @Override
    public void close() {
        client.close();
        if (embedded != null) {
            embedded.shutdownNow();
        }
    }
}
