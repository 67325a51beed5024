package io.github.bsonrecords.spring.reactive;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.reactivestreams.client.MongoClient;
import com.mongodb.reactivestreams.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.app.DocumentDecodes;
import org.bson.UuidRepresentation;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A reactive application with bson-records-spring, as a user has it: Boot's reactive auto-configuration
 * with the module's on a classpath without the sync driver (the {@code reactive} test run), on an embedded
 * server whose reactive client the plain Spring Data side ({@link PlainReactiveSpringData}) shares, in
 * another database. The client's {@code Codec<Document>} counts what it decodes ({@link DocumentDecodes}),
 * behind the generated codecs.
 */
@SpringBootApplication
public class ReactiveParityApplication {
    static final String MODULE_DATABASE = "module";

    @Bean(destroyMethod = "shutdownNow")
    MongoServer mongoServer() {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        return server;
    }

    @Bean
    MongoClient reactiveMongoClient(MongoServer server) {
        CodecRegistry defaults = MongoClientSettings.getDefaultCodecRegistry();
        return MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString("mongodb://127.0.0.1:" + server.getLocalAddress().getPort()))
                .uuidRepresentation(UuidRepresentation.STANDARD)
                .codecRegistry(BsonRecords.registry(CodecRegistries.fromCodecs(new DocumentDecodes(defaults)), defaults))
                .build());
    }
}
