package io.github.bsonrecords.spring.mismatch;

import io.github.bsonrecords.BsonRecord;
import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/** A UUID component: the codec writes subtype 4, Spring's queries whatever the client's UUID representation says. */
@BsonRecord
public record Traced(@BsonId ObjectId id, UUID trace) {
}
