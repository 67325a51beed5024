package io.github.bsonrecords.examples.corpus;

import org.bson.RawBsonDocument;
import io.github.bsonrecords.BsonRecord;

/** The corpus's document cases: the value under its test key "x". */
@BsonRecord
public record CorpusDocument(RawBsonDocument x) {
}
