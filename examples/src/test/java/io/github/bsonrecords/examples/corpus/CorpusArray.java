package io.github.bsonrecords.examples.corpus;

import org.bson.BsonArray;
import io.github.bsonrecords.BsonRecord;

/** The corpus's array cases: the value under its test key "a". */
@BsonRecord
public record CorpusArray(BsonArray a) {
}
