package io.github.bsonrecords.benchmarks.e2e;

import java.time.Instant;
import org.springframework.data.mongodb.core.mapping.Field;

/**
 * {@code TelemetryReading} as a Spring Data team maps it: Spring's {@code MappingMongoConverter}
 * reads its own {@code @Field}, not the driver's {@code @BsonProperty}, so the short names of the
 * stored documents are declared again here.
 */
public record SpringTelemetryReading(
        String sensorId,
        @Field("ts") Instant timestamp,
        @Field("temp") double temperature,
        double humidity,
        double pressure) {
}
