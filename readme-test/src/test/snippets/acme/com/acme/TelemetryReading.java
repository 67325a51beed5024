package com.acme;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonProperty;

@BsonRecord
public record TelemetryReading(
        String sensorId,
        @BsonProperty("ts") Instant timestamp,
        @BsonProperty("temp") double temperature,
        double humidity,
        double pressure) {
}
