package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;

/** Three records in one collection: two with their own discriminator values, one with the default (its class name). */
@BsonRecord
public sealed interface Shape permits Circle, Square, Triangle {
}
