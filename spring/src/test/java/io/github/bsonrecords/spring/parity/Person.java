package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

/** Nested records two levels deep and inside a list, renamed at every level. */
@BsonRecord
@Document("people")
public record Person(@BsonId ObjectId id, String name, @BsonProperty("t") String tier, int age,
        @BsonProperty("addr") Address address, List<Tag> tags) {
}
