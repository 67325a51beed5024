package io.github.bsonrecords.examples.extras;

import io.github.bsonrecords.BsonRecord;
import org.bson.RawBsonDocument;
import org.bson.codecs.pojo.annotations.BsonExtraElements;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/** An older view of a customer document: what it does not name is kept as the bytes it was read as. */
@BsonRecord
public record CustomerView(@BsonId ObjectId id, String name, int visits, @BsonExtraElements RawBsonDocument rest) {

    public CustomerView withVisits(int visits) {
        return new CustomerView(id, name, visits, rest);
    }
}
