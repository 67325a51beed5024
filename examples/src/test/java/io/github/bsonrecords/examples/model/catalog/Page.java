package io.github.bsonrecords.examples.model.catalog;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/** A generic record: the element type comes from the type argument the codec was created with. */
@BsonRecord
public record Page<T>(List<T> items, T highlighted, int number, long totalItems) {
}
