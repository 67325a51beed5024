package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import org.bson.types.Binary;

/** {@code byte[]} is BSON binary (subtype 0), not an array; {@link Binary} keeps its subtype. */
@BsonRecord
public record BinaryValues(byte[] checksum, Binary attachment) {
}
