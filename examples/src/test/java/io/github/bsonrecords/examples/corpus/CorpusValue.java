package io.github.bsonrecords.examples.corpus;

import org.bson.BsonValue;
import io.github.bsonrecords.BsonRecord;

/** The corpus cases of types with no record mapping of their own (code, regex, timestamp, ...), taken as a
 * BsonValue under the test key "a". */
@BsonRecord
public record CorpusValue(BsonValue a) {
}
