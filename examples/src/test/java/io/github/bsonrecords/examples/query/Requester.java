package io.github.bsonrecords.examples.query;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.examples.model.GeoPoint;
import java.util.OptionalInt;
import java.util.UUID;

/** Who opened a ticket: nested in it, with components the driver's reflective RecordCodec cannot encode. */
@BsonRecord
public record Requester(String name, UUID accountId, OptionalInt floor, GeoPoint desk) {
}
