package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;

/** Nested records: two of the same type, either may be null. */
@BsonRecord
public record Site(String name, GeoPoint location, GeoPoint deliveryEntrance) {
}
