package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

/**
 * The telemetry reading as a bson-records-spring application declares it: annotated once, for the
 * codec, which Spring's mapping then follows. It carries the {@code _id} (Spring's paths need it; the
 * codec inserts only values whose id is set). Its {@code @Document} collection is the suite's read
 * collection, which the repository queries.
 */
@BsonRecord
@Document(EndToEndWorkload.READ_COLLECTION)
public record SpringCodecReading(
        @BsonId ObjectId id,
        String sensorId,
        @BsonProperty("ts") Instant timestamp,
        @BsonProperty("temp") double temperature,
        double humidity,
        double pressure) {
}
