package io.github.bsonrecords.examples.model.catalog;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;

/** A catalog entry (in its own package, so the test sources have more than one generated provider). */
@BsonRecord
public record Item(String sku, String title, BigDecimal price) {
}
