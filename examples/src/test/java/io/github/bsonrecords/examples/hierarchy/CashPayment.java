package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

@BsonRecord
@BsonDiscriminator("cash")
public record CashPayment(@BsonId ObjectId id, long cents) implements Event.Payment {
}
