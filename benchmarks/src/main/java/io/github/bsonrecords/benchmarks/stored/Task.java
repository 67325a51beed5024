package io.github.bsonrecords.benchmarks.stored;

import io.github.bsonrecords.BsonRecord;

/** A record whose last field is short: as a document read alone, its header lies within 8 bytes of the end. */
@BsonRecord
public record Task(String title, int priority, boolean ok) {
}
