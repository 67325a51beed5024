package io.github.bsonrecords.examples.corpus;

import io.github.bsonrecords.BsonRecord;

/** A record none of whose fields the corpus documents have: every field is skipped. */
@BsonRecord
public record CorpusSkipsAll(String unrelated) {
}
