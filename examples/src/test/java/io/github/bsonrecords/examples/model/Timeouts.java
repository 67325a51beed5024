package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** Durations, stored as int64 nanoseconds. */
@BsonRecord
public record Timeouts(String service, Duration connect, Duration read, List<Duration> retries, Optional<Duration> idle) {
}
