package io.github.bsonrecords.examples.corpus;

import io.github.bsonrecords.BsonRecord;

/** The corpus's int64 cases: the value under its test key "a". */
@BsonRecord
public record CorpusInt64(long a) {
}
