package io.github.bsonrecords.spring.app;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.BsonRecords;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The application under test, on an embedded MongoDB-wire server. Its own client (so the same test
 * code runs on Boot 3 and 4, whose client customizer types differ) has a counting {@code Codec<Document>}
 * behind the generated codecs.
 */
@SpringBootApplication
public class TestApplication {
    @Bean(destroyMethod = "shutdownNow")
    MongoServer mongoServer() {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        return server;
    }

    @Bean
    MongoClient mongoClient(MongoServer server) {
        CodecRegistry defaults = MongoClientSettings.getDefaultCodecRegistry();
        CodecRegistry registry = BsonRecords.registry(
                CodecRegistries.fromCodecs(new DocumentDecodes(defaults)), defaults);
        return MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString("mongodb://127.0.0.1:" + server.getLocalAddress().getPort()))
                .codecRegistry(registry).build());
    }
}
