package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.springframework.data.mongodb.core.mapping.Document;

@BsonRecord
@Document("string_keyed")
public record StringKeyed(@BsonId String id, String name) {
}
