package io.github.bsonrecords.examples;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import java.net.InetSocketAddress;

/**
 * Where the example connects: the MongoDB named by the {@code MONGODB_URI} environment variable,
 * or else an in-memory mongo-java-server on a free port of 127.0.0.1, shut down on close.
 */
final class MongoEndpoint implements AutoCloseable {
    private final String connectionString;
    private final String description;
    private final MongoServer embeddedServer;

    private MongoEndpoint(String connectionString, String description, MongoServer embeddedServer) {
        this.connectionString = connectionString;
        this.description = description;
        this.embeddedServer = embeddedServer;
    }

    static MongoEndpoint fromEnvironment() {
        String uri = System.getenv("MONGODB_URI");
        if (uri != null && !uri.isBlank()) {
            // the URI may hold credentials: never print it
            return new MongoEndpoint(uri, "MongoDB from MONGODB_URI", null);
        }
        return embedded();
    }

    static MongoEndpoint embedded() {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        InetSocketAddress address = server.getLocalAddress();
        String hostAndPort = "127.0.0.1:" + address.getPort();
        return new MongoEndpoint("mongodb://" + hostAndPort, "embedded mongo-java-server on " + hostAndPort, server);
    }

    String connectionString() {
        return connectionString;
    }

    String description() {
        return description;
    }

    @Override
    public void close() {
        if (embeddedServer != null) {
            embeddedServer.shutdownNow();
        }
    }
}
