package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import org.bson.BsonType;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.codecs.pojo.annotations.BsonRepresentation;

/**
 * The id is a hex String in Java and an ObjectId in BSON. It is declared second on purpose:
 * {@code _id} is still written first.
 */
@BsonRecord
public record Invoice(
        @BsonProperty("no") String invoiceNumber,
        @BsonId @BsonRepresentation(BsonType.OBJECT_ID) String id,
        BigDecimal amount) {
}
