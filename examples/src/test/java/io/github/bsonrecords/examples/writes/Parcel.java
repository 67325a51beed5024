package io.github.bsonrecords.examples.writes;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/** A record the driver's reflective RecordCodec handles too, with an application-set (or absent) _id. */
@BsonRecord
public record Parcel(@BsonId ObjectId id, String label, int weight) {
}
