package io.github.bsonrecords.benchmarks.shapes;

import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/**
 * {@link DoubleMatrix} as the driver's RecordCodec can hold it: it supports no array but
 * {@code byte[]}, so a user of it boxes every double. Same BSON.
 */
public record BoxedDoubleMatrix(@BsonId ObjectId id, List<List<Double>> rows) {
}
