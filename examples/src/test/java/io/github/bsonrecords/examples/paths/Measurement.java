package io.github.bsonrecords.examples.paths;

import io.github.bsonrecords.BsonRecord;

/** One record type used by two components of {@link Station}, so only the path tells them apart. */
@BsonRecord
public record Measurement(double value, String unit) {
}
