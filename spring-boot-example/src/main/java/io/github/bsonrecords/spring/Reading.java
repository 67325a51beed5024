package io.github.bsonrecords.spring;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

/** A sensor reading, stored through its generated codec; Spring queries the names the codec stores ({@code sid}). */
@BsonRecord
@Document("readings")
public record Reading(@BsonId ObjectId id, @BsonProperty("sid") String sensorId, Instant at, double celsius,
        List<String> tags) {
}
