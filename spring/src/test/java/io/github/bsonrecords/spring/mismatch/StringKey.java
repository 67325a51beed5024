package io.github.bsonrecords.spring.mismatch;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;

/** A String id: the codec writes a string, which Spring and the module store as an ObjectId when it is valid hex. */
@BsonRecord
public record StringKey(@BsonId String key, String name) {
}
