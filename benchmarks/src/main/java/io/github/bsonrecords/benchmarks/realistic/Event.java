package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.BsonRecord;
import io.micronaut.serde.annotation.Serdeable;
import java.time.Instant;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/**
 * An audit event: a few scalars this service reads, while the stored documents also hold a nested
 * {@code payload} sub-document (and a {@code context} one) that other services write and this record does
 * not map: decoders must skip them.
 */
@BsonRecord
@Serdeable
public record Event(
        @BsonId ObjectId id,
        String type,
        Instant at,
        String userId,
        String sessionId,
        String source,
        List<String> tags,
        Integer attempt) {
}
