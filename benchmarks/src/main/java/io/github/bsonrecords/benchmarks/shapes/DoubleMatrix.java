package io.github.bsonrecords.benchmarks.shapes;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/** Seed 000's array shape: {@code rows} holds A arrays of B doubles (100x100, 100x1000). */
@BsonRecord
public record DoubleMatrix(@BsonId ObjectId id, List<double[]> rows) {
}
