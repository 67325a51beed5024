package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;

/** A small record embedded in others. */
@BsonRecord
public record GeoPoint(double latitude, double longitude) {
}
