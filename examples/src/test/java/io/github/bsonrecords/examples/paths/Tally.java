package io.github.bsonrecords.examples.paths;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;

/** A primitive _id: before it is read it holds 0, which an error must not show as the document's id. */
@BsonRecord
public record Tally(@BsonId long id, Measurement reading) {
}
