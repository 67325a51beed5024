package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;

/** Every primitive type; {@code byte}, {@code short} are stored as int32, {@code float} as double, {@code char} as a string. */
@BsonRecord
public record PrimitiveValues(
        int count, long total, double ratio, float weight, short level, byte flags, char grade, boolean active) {
}
