package io.github.bsonrecords.spring.parity;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.mapping.Document;

/** Two records of a sealed interface in one collection, told apart by the discriminator their codecs write. */
@BsonRecord
public sealed interface Fastener permits Fastener.Screw, Fastener.Rivet {
    @BsonRecord
    @Document("fasteners")
    record Screw(@BsonId ObjectId id, String size, int length) implements Fastener {
    }

    @BsonRecord
    @Document("fasteners")
    record Rivet(@BsonId ObjectId id, String size) implements Fastener {
    }
}
