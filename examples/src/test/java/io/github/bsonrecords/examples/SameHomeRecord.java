package io.github.bsonrecords.examples;

import io.github.bsonrecords.BsonRecord;

/**
 * A test record in the package of the main sources' records: the test compilation writes its own
 * {@code io.github.bsonrecords.examples.BsonRecordCodecProvider}, which shadows the main one.
 */
@BsonRecord
public record SameHomeRecord(String name, TelemetryReading latest) {
}
