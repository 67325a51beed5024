package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;

/** A small nested record. */
@BsonRecord
public record Point(double x, double y) {
}
