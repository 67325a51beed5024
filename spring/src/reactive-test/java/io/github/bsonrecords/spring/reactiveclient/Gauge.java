package io.github.bsonrecords.spring.reactiveclient;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

@BsonRecord
@Document("gauges")
public record Gauge(@BsonId ObjectId id, @BsonProperty("n") String name, double value) {
}
