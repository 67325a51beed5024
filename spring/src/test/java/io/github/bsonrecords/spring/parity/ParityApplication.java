package io.github.bsonrecords.spring.parity;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.BsonRecords;
import org.bson.UuidRepresentation;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * The application with bson-records-spring, as a user has it: Boot's auto-configuration with the
 * module's, on an embedded server whose client the plain Spring Data side ({@link PlainSpringData})
 * shares, in another database. UUIDs are standard (subtype 4) on the client, as the codec writes them,
 * so that plain Spring Data stores them alike.
 */
@SpringBootApplication
public class ParityApplication {
    static final String MODULE_DATABASE = "module";

    @Bean(destroyMethod = "shutdownNow")
    MongoServer mongoServer() {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        return server;
    }

    @Bean
    MongoClient mongoClient(MongoServer server) {
        return MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString("mongodb://127.0.0.1:" + server.getLocalAddress().getPort()))
                .uuidRepresentation(UuidRepresentation.STANDARD)
                .codecRegistry(BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry())).build());
    }
}
