package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.util.UUID;
import org.bson.types.ObjectId;

/** An ObjectId and a UUID (binary subtype 4); neither is the document's {@code _id}. */
@BsonRecord
public record IdentifierValues(ObjectId correlationId, UUID requestId) {
}
