package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;

/** The wrapper of every primitive type: each may be null (omitted from the document). */
@BsonRecord
public record BoxedValues(
        Integer count, Long total, Double ratio, Float weight, Short level, Byte flags, Character grade, Boolean active) {
}
