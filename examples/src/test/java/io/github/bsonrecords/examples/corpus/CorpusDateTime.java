package io.github.bsonrecords.examples.corpus;

import java.time.Instant;
import io.github.bsonrecords.BsonRecord;

/** The corpus's datetime cases: the value under its test key "a". */
@BsonRecord
public record CorpusDateTime(Instant a) {
}
