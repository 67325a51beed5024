package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Date;
import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/** One component of every scalar type, some renamed: the record the randomized tests fill. */
@BsonRecord
public record ScalarMix(
        String label,
        @BsonProperty("n") int number,
        long bigNumber,
        double measurement,
        float approximation,
        short smallNumber,
        byte tinyNumber,
        char initial,
        boolean enabled,
        Integer optionalNumber,
        Long optionalBigNumber,
        Double optionalMeasurement,
        @BsonProperty("at") Instant happenedAt,
        Date legacyDate,
        LocalDate day,
        LocalDateTime localDateTime,
        LocalTime timeOfDay,
        ObjectId reference,
        UUID uuid,
        Decimal128 decimal128,
        BigDecimal bigDecimal,
        Priority priority,
        String comment) {
}
