package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Date;

/** All stored as BSON date-time in UTC with millisecond precision. */
@BsonRecord
public record TemporalValues(
        Instant recordedAt, Date legacyDate, LocalDate businessDay, LocalDateTime wallClock, LocalTime openingTime) {
}
