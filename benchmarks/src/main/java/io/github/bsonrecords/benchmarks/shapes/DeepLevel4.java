package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;

/** Level 4 of the 'deep' shape. */
@BsonRecord
public record DeepLevel4(DeepLevel5 left, DeepLevel5 right) {
}
