package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.internal.Decimal128Bits;
import io.github.bsonrecords.internal.Endian;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * The conversions from Java values to what BSON stores, with their errors, shared by the
 * writer path ({@link Writes}) and the byte path ({@link ByteWrites}) so that the two cannot
 * drift apart. They match the driver's codecs for the same types.
 */
final class EncodedValues {
    private static final LocalDate EPOCH_DAY = LocalDate.ofEpochDay(0L);

    private EncodedValues() {
    }

    static long epochMillis(Instant value, FieldRef field) {
        try {
            return value.toEpochMilli();
        } catch (ArithmeticException e) {
            throw field.encodingError("the instant " + value + " is outside the range of a BSON date-time", e);
        }
    }

    /** Midnight UTC, as the driver's {@code LocalDateCodec} stores a date. */
    static long epochMillis(LocalDate value, FieldRef field) {
        return epochMillis(value.atStartOfDay(ZoneOffset.UTC).toInstant(), field);
    }

    static long epochMillis(LocalDateTime value, FieldRef field) {
        try {
            return epochMillis(value.toInstant(ZoneOffset.UTC), field);
        } catch (DateTimeException e) {
            throw field.encodingError("the date-time " + value + " is outside the range of a BSON date-time", e);
        }
    }

    /** On 1970-01-01 UTC, as the driver's {@code LocalTimeCodec} stores a time. */
    static long epochMillis(LocalTime value, FieldRef field) {
        return epochMillis(value.atDate(EPOCH_DAY).toInstant(ZoneOffset.UTC), field);
    }

    /** A duration as int64 nanoseconds: about 292 years either way. */
    static long nanos(Duration value, FieldRef field) {
        try {
            return value.toNanos();
        } catch (ArithmeticException e) {
            throw field.encodingError("the duration " + value + " is outside the range of int64 nanoseconds"
                    + " (about 292 years either way)", e);
        }
    }

    /** A {@code String} component with {@code @BsonRepresentation(OBJECT_ID)}. */
    static ObjectId objectId(String hex, FieldRef field) {
        try {
            return new ObjectId(hex);
        } catch (IllegalArgumentException e) {
            throw field.encodingError("'" + hex + "' is not a 24-digit hexadecimal ObjectId", e);
        }
    }

    /** The 16 bytes of binary subtype 4, most significant first (the standard representation). */
    static byte[] uuidBytes(UUID value) {
        byte[] data = new byte[16];
        Endian.putLongBigEndian(data, 0, value.getMostSignificantBits());
        Endian.putLongBigEndian(data, 8, value.getLeastSignificantBits());
        return data;
    }

    static Decimal128 decimal128(BigDecimal value, FieldRef field) {
        try {
            return Decimal128Bits.decimal128(value);
        } catch (NumberFormatException | AssertionError e) {
            // the driver refuses some significands above 2^113 with an AssertionError (thrown with assertions off)
            throw field.encodingError("the BigDecimal " + value + " does not fit a decimal128 (" + e.getMessage() + ")", e);
        }
    }

    /** A map key becomes a field name: it cannot be null or hold a NUL character. */
    static String checkedMapKey(String key, FieldRef field) {
        if (key == null) {
            throw field.encodingError("a map key is null; BSON field names cannot be null", null);
        }
        if (key.indexOf('\0') >= 0) {
            throw field.encodingError("the map key '" + key.replace("\0", "\\0")
                    + "' holds a NUL character, which BSON field names cannot hold", null);
        }
        return key;
    }
}
