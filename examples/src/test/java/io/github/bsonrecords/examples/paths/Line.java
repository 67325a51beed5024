package io.github.bsonrecords.examples.paths;

import io.github.bsonrecords.BsonRecord;

/** An element of a list of records. */
@BsonRecord
public record Line(String sku, int quantity) {
}
