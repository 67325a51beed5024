package io.github.bsonrecords.examples.corpus;

import io.github.bsonrecords.BsonRecord;

/** The corpus's int32 cases: the value under its test key "i". */
@BsonRecord
public record CorpusInt32(int i) {
}
