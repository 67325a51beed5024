package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;

/** The root of the 'deep' shape: a binary tree six documents deep, {@code left}/{@code right} at every level. */
@BsonRecord
public record DeepLevel1(DeepLevel2 left, DeepLevel2 right) {
}
