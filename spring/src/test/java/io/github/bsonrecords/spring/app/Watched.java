package io.github.bsonrecords.spring.app;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

/** A record with {@code @EventListener} methods for its mapping events ({@link WatchListener}): Spring's path. */
@BsonRecord
@Document("watched")
public record Watched(@BsonId ObjectId id, String what) {
}
