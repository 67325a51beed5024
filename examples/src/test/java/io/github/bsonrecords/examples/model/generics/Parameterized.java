package io.github.bsonrecords.examples.model.generics;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/** The driver's {@code RecordCodec} test model: a bounded and an unbounded type variable. */
@BsonRecord
public record Parameterized<N extends Number, T>(N number, List<T> parameterizedList) {
}
