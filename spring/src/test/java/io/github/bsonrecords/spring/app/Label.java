package io.github.bsonrecords.spring.app;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.springframework.data.mongodb.core.mapping.Document;

/** A String id: stored as Spring Data stores it, a valid hex string as its ObjectId (HexStringIds). */
@BsonRecord
@Document("labels")
public record Label(@BsonId String code, String text) {
}
