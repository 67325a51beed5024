package io.github.bsonrecords.examples.corpus;

import org.bson.types.Decimal128;
import io.github.bsonrecords.BsonRecord;

/** The corpus's decimal128 cases: the value under its test key "d". */
@BsonRecord
public record CorpusDecimal128(Decimal128 d) {
}
