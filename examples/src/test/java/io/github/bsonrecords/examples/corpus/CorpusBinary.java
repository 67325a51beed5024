package io.github.bsonrecords.examples.corpus;

import org.bson.types.Binary;
import io.github.bsonrecords.BsonRecord;

/** The corpus's binary cases: the value under its test key "x". */
@BsonRecord
public record CorpusBinary(Binary x) {
}
