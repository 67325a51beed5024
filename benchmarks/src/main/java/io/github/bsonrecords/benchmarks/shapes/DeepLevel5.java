package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;

/** Level 5 of the 'deep' shape. */
@BsonRecord
public record DeepLevel5(DeepLevel6 left, DeepLevel6 right) {
}
