package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;

/** The innermost level of the 'deep' shape: two 8-character string leaves. */
@BsonRecord
public record DeepLevel6(String left, String right) {
}
