package io.github.bsonrecords.examples.paths;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;
import org.bson.codecs.pojo.annotations.BsonId;

/** Values at every kind of depth, for the paths decode errors report. */
@BsonRecord
public record Station(@BsonId String id, Measurement airTemperature, Measurement dewPoint, List<Line> lines,
        Map<String, Measurement> counters, List<List<Integer>> grid) {
}
