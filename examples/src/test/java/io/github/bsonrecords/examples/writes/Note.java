package io.github.bsonrecords.examples.writes;

import io.github.bsonrecords.BsonRecord;

/** A record with no _id component: the driver generates one on insert. */
@BsonRecord
public record Note(String text, long createdAt) {
}
