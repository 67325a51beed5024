package io.github.bsonrecords.examples.corpus;

import io.github.bsonrecords.BsonRecord;

/** The corpus's string cases: the value under its test key "a". */
@BsonRecord
public record CorpusString(String a) {
}
