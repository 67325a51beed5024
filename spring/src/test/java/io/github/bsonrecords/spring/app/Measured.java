package io.github.bsonrecords.spring.app;

import io.github.bsonrecords.BsonRecord;
import java.util.Optional;
import java.util.OptionalDouble;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

/** Components Spring Data cannot map by itself (OptionalDouble, Optional): the codec maps them. */
@BsonRecord
@Document("measured")
public record Measured(@BsonId ObjectId id, OptionalDouble value, Optional<String> note) {
}
