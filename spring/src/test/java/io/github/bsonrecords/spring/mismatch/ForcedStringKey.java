package io.github.bsonrecords.spring.mismatch;

import io.github.bsonrecords.BsonRecord;
import org.bson.BsonType;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonRepresentation;
import org.springframework.data.mongodb.core.mapping.FieldType;
import org.springframework.data.mongodb.core.mapping.MongoId;

/** The codec stores the id as an ObjectId; Spring is told to keep it a string. */
@BsonRecord
public record ForcedStringKey(@BsonId @BsonRepresentation(BsonType.OBJECT_ID) @MongoId(FieldType.STRING) String key,
        String name) {
}
