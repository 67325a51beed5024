package io.github.bsonrecords.spring.mismatch;

import io.github.bsonrecords.BsonRecord;
import org.bson.types.ObjectId;

/** A component named id without @BsonId: Spring stores it as _id, the codec as "id". */
@BsonRecord
public record ImplicitId(ObjectId id, String name) {
}
