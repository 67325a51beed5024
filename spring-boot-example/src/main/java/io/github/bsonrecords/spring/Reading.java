package io.github.bsonrecords.spring;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import java.util.List;
import java.util.OptionalDouble;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/** A sensor reading, stored through its generated codec. */
@BsonRecord
public record Reading(@BsonId ObjectId id, String sensorId, Instant at, double celsius, OptionalDouble humidity,
        List<String> tags) {
}
