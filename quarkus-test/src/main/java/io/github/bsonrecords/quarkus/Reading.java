package io.github.bsonrecords.quarkus;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import java.util.OptionalDouble;
import org.bson.codecs.pojo.annotations.BsonProperty;

/**
 * A sensor reading, the record of the issue: the driver's reflective {@code RecordCodec} has no codec
 * for its {@code OptionalDouble}, so only the generated codec can store it.
 */
@BsonRecord
public record Reading(String sensorId, @BsonProperty("ts") Instant timestamp, double temperature,
        OptionalDouble humidity) {
}
