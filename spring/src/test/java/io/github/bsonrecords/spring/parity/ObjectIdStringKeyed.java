package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import org.bson.BsonType;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonRepresentation;
import org.springframework.data.mongodb.core.mapping.Document;

/** A String id the codec stores as an ObjectId, always. */
@BsonRecord
@Document("object_id_string_keyed")
public record ObjectIdStringKeyed(@BsonId @BsonRepresentation(BsonType.OBJECT_ID) String id, String name) {
}
