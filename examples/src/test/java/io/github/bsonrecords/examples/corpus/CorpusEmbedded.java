package io.github.bsonrecords.examples.corpus;

import org.bson.RawBsonDocument;
import io.github.bsonrecords.BsonRecord;

/** Every corpus document, embedded under "e" (a sub-document taken whole). */
@BsonRecord
public record CorpusEmbedded(RawBsonDocument e) {
}
