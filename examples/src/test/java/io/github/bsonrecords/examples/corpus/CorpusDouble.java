package io.github.bsonrecords.examples.corpus;

import io.github.bsonrecords.BsonRecord;

/** The corpus's double cases: the value under its test key "d". */
@BsonRecord
public record CorpusDouble(double d) {
}
