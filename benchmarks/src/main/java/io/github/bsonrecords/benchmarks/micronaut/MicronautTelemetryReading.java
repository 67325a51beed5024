package io.github.bsonrecords.benchmarks.micronaut;

import io.micronaut.serde.annotation.Serdeable;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonProperty;

/**
 * Seed 001's reading as a Micronaut Serialization user declares it: {@code @Serdeable} (Micronaut's
 * processor writes its introspection at compile time) with the driver's {@code @BsonProperty} names, which
 * Micronaut maps at compile time too. The timestamp is stored as a BSON date-time, as the driver stores an
 * {@code Instant}; Micronaut has no such mapping of its own (see {@link InstantAsBsonDateTime}).
 */
@Serdeable
public record MicronautTelemetryReading(
        String sensorId,
        @BsonProperty("ts")
        @Serdeable.Serializable(using = InstantAsBsonDateTime.class)
        @Serdeable.Deserializable(using = InstantAsBsonDateTime.class)
        Instant timestamp,
        @BsonProperty("temp") double temperature,
        double humidity,
        double pressure) {
}
