package io.github.bsonrecords.spring.mismatch;

import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;
import org.springframework.data.mongodb.MongoManagedTypes;

/**
 * An application mapping {@link FieldClash}, whose @Field disagrees with its codec, and {@link Traced}, on
 * Boot's client (no standard UUID representation): it must not start.
 */
@SpringBootApplication
public class MismatchApplication {
    @Bean
    MongoManagedTypes mongoManagedTypes() {
        return MongoManagedTypes.from(FieldClash.class, Traced.class);
    }
}
