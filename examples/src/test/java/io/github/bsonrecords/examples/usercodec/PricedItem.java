package io.github.bsonrecords.examples.usercodec;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/** A record whose components need the user's codec, looked up in the registry. */
@BsonRecord
public record PricedItem(String sku, Money price, List<Money> history) {
}
