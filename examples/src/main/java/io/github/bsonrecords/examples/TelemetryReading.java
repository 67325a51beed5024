package io.github.bsonrecords.examples;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonProperty;

/**
 * One sensor sample, the record from the hand-written codec this project replaces. The short
 * field names ({@code ts}, {@code temp}) are those of the existing collection.
 */
@BsonRecord
public record TelemetryReading(
        String sensorId,
        @BsonProperty("ts") Instant timestamp,
        @BsonProperty("temp") double temperature,
        double humidity,
        double pressure) {
}
