package io.github.bsonrecords.jpmstest.declared;

import io.github.bsonrecords.BsonRecord;

/** A nested record, called directly by {@link Station}'s codec. */
@BsonRecord
public record Sample(String sensor, double value) {
}
