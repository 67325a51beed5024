package io.github.bsonrecords.spring.mismatch;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;

/** A String id: the codec stores a string; Spring's own mapping context would store a valid hex one as an ObjectId. */
@BsonRecord
public record StringKey(@BsonId String key, String name) {
}
