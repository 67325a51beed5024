package io.github.bsonrecords.benchmarks.e2e;

import java.time.Instant;
import org.bson.types.ObjectId;
import org.springframework.data.annotation.Id;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.Field;

/**
 * The telemetry reading as a plain reactive Spring Data application maps it ({@link SpringTelemetryReading}
 * with the {@code _id} a repository needs): Spring's reflection and {@code @Field} names.
 */
@Document(EndToEndWorkload.READ_COLLECTION)
public record SpringReactiveReading(
        @Id ObjectId id,
        String sensorId,
        @Field("ts") Instant timestamp,
        @Field("temp") double temperature,
        double humidity,
        double pressure) {
}
