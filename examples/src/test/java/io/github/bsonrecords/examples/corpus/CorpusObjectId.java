package io.github.bsonrecords.examples.corpus;

import org.bson.types.ObjectId;
import io.github.bsonrecords.BsonRecord;

/** The corpus's ObjectId cases: the value under its test key "a". */
@BsonRecord
public record CorpusObjectId(ObjectId a) {
}
