package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

@BsonRecord
@BsonDiscriminator("card")
public record CardPayment(@BsonId ObjectId id, long cents, String last4, Instant at) implements Event.Payment {
}
