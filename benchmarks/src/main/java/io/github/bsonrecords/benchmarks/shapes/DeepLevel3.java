package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;

/** Level 3 of the 'deep' shape. */
@BsonRecord
public record DeepLevel3(DeepLevel4 left, DeepLevel4 right) {
}
