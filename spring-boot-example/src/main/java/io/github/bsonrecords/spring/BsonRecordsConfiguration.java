package io.github.bsonrecords.spring;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import org.springframework.boot.autoconfigure.mongo.MongoClientSettingsBuilderCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * The generated codecs in front of the driver's defaults, in the client Spring Boot builds; verified
 * when the context starts, so wrong wiring fails the start naming each record.
 */
@Configuration(proxyBeanMethods = false)
public class BsonRecordsConfiguration {
    @Bean
    MongoClientSettingsBuilderCustomizer bsonRecordsCodecs() {
        return settings -> settings.codecRegistry(
                BsonRecords.verify(BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry())));
    }
}
