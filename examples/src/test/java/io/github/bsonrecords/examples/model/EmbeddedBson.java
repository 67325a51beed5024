package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.Document;
import org.bson.RawBsonDocument;

/** Schemaless parts of a document, kept as the driver's own BSON types. */
@BsonRecord
public record EmbeddedBson(RawBsonDocument rawPayload, BsonDocument metadata, BsonValue extra, Document legacy) {
}
