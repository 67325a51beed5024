package io.github.bsonrecords.examples.schema;

import io.github.bsonrecords.BsonAlias;
import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.MissingPrimitives;

/** Nested in {@link CustomerProfile}: the package's snake_case, an alias, a primitive that must be present. */
@BsonRecord(missing = MissingPrimitives.FAIL)
public record PostalAddress(String streetLine1, @BsonAlias("zip") String postalCode, int floorNumber) {
}
