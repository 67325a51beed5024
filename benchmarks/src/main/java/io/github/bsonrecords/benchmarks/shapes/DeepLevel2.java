package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;

/** Level 2 of the 'deep' shape. */
@BsonRecord
public record DeepLevel2(DeepLevel3 left, DeepLevel3 right) {
}
