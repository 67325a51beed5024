package io.github.bsonrecords.spring.app;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

/** Annotated once: the codec's {@code sid} is also the field Spring queries. */
@BsonRecord
@Document("readings")
public record Reading(@BsonId ObjectId id, @BsonProperty("sid") String sensorId, Instant at, double celsius,
        Status status, List<String> tags) {
    public enum Status { OK, FAULTY }
}
