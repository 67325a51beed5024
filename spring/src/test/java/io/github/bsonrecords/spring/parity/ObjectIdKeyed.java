package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import org.bson.types.ObjectId;
import org.bson.codecs.pojo.annotations.BsonId;
import org.springframework.data.mongodb.core.mapping.Document;

@BsonRecord
@Document("object_id_keyed")
public record ObjectIdKeyed(@BsonId ObjectId id, String name) {
}
