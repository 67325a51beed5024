package io.github.bsonrecords.benchmarks.telemetry;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonProperty;

/** The sensor reading of seed 001, with its BSON field names ({@code ts}, {@code temp}). */
@BsonRecord
public record TelemetryReading(
        String sensorId,
        @BsonProperty("ts") Instant timestamp,
        @BsonProperty("temp") double temperature,
        double humidity,
        double pressure) {
}
