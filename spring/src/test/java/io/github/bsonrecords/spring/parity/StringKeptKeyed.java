package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.springframework.data.mongodb.core.mapping.Document;
import org.springframework.data.mongodb.core.mapping.FieldType;
import org.springframework.data.mongodb.core.mapping.MongoId;

/** A String id Spring keeps a string, hex or not. */
@BsonRecord
@Document("string_kept_keyed")
public record StringKeptKeyed(@BsonId @MongoId(FieldType.STRING) String id, String name) {
}
