package io.github.bsonrecords.examples.model.retired;

import io.github.bsonrecords.BsonRecord;

/** A legacy sub-document, deprecated but still read from old documents. */
@Deprecated
@BsonRecord
public record RetiredAddress(String street, String city) {
}
