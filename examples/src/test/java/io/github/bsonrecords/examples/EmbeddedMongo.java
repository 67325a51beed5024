package io.github.bsonrecords.examples;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.util.concurrent.TimeUnit;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * An in-memory mongo-java-server on a free port of 127.0.0.1 and a {@code MongoClient} to it, for
 * end-to-end tests through the real driver and wire protocol.
 */
public final class EmbeddedMongo implements AutoCloseable {
    private final MongoServer server;
    private final MongoClient client;

    private EmbeddedMongo(MongoServer server, MongoClient client) {
        this.server = server;
        this.client = client;
    }

    /** A server and a client whose codecs come from {@code registry}. */
    public static EmbeddedMongo start(CodecRegistry registry) {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString("mongodb://127.0.0.1:" + server.getLocalAddress().getPort()))
                .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(10, TimeUnit.SECONDS))
                .codecRegistry(registry)
                .build());
        return new EmbeddedMongo(server, client);
    }

    public MongoClient client() {
        return client;
    }

    /** For a second client with other settings. */
    public String connectionString() {
        return "mongodb://127.0.0.1:" + server.getLocalAddress().getPort();
    }

    @Override
    public void close() {
        client.close();
        server.shutdownNow();
    }
}
