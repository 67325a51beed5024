package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Version;
import org.springframework.data.mongodb.core.mapping.Document;

/** A versioned record, its version renamed. */
@BsonRecord
@Document("revisions")
public record Revision(@BsonId ObjectId id, @Version @BsonProperty("v") Long version, String text) {
}
