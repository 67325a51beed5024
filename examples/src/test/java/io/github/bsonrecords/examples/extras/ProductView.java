package io.github.bsonrecords.examples.extras;

import io.github.bsonrecords.BsonAlias;
import io.github.bsonrecords.BsonRecord;
import org.bson.BsonDocument;
import org.bson.codecs.pojo.annotations.BsonExtraElements;
import org.bson.codecs.pojo.annotations.BsonId;

/** Unknown fields kept as a BsonDocument; an alias is claimed, so a field of that name is not an extra element. */
@BsonRecord
public record ProductView(@BsonId String sku, @BsonAlias("title") String name, int visits,
        @BsonExtraElements BsonDocument rest) {

    public ProductView withVisits(int visits) {
        return new ProductView(sku, name, visits, rest);
    }
}
