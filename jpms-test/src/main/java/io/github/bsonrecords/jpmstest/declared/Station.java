package io.github.bsonrecords.jpmstest.declared;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.bson.codecs.pojo.annotations.BsonId;

/** A record whose provider the module declares. */
@BsonRecord
public record Station(@BsonId String code, Instant since, OptionalInt floor, List<Sample> samples,
        Map<String, Double> calibration) {
}
