package io.github.bsonrecords.spring.app;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.springframework.data.mongodb.core.mapping.Document;

/** A String id that looks like an ObjectId: the codec stores a string, and so must Spring query one. */
@BsonRecord
@Document("labels")
public record Label(@BsonId String code, String text) {
}
