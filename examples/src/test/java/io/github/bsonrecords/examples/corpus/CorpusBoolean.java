package io.github.bsonrecords.examples.corpus;

import io.github.bsonrecords.BsonRecord;

/** The corpus's boolean cases: the value under its test key "b". */
@BsonRecord
public record CorpusBoolean(boolean b) {
}
