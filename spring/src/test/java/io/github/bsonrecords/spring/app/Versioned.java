package io.github.bsonrecords.spring.app;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Version;
import org.springframework.data.mongodb.core.mapping.Document;

/** A versioned record: Spring must set its version, so its inserts stay on Spring's path. */
@BsonRecord
@Document("versioned")
public record Versioned(@BsonId ObjectId id, @Version Long version, String name) {
}
