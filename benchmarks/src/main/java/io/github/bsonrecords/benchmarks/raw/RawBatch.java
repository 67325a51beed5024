package io.github.bsonrecords.benchmarks.raw;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import org.bson.RawBsonDocument;

/** Seed 002: a result set of already-encoded documents that should be copied, never re-encoded. */
@BsonRecord
public record RawBatch(List<RawBsonDocument> docs) {
}
