package io.github.bsonrecords.jpmstest.undeclared;

import io.github.bsonrecords.BsonRecord;

/** A record whose generated provider module-info does not declare. */
@BsonRecord
public record Orphan(int value) {
}
