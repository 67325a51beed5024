package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonId;
import org.springframework.data.mongodb.core.mapping.Document;

@BsonRecord
@Document("uuid_keyed")
public record UuidKeyed(@BsonId UUID id, String name) {
}
