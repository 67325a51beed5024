package io.github.bsonrecords.codec;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.UUID;
import org.bson.BsonBinary;
import org.bson.BsonBinarySubType;
import org.bson.BsonWriter;
import org.bson.RawBsonDocument;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.RawBsonDocumentCodec;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * Writes one value of a record component to a {@link BsonWriter} whose name (or array slot) has
 * been written. Only conversions that can fail or need more than one writer call live here; the
 * generated code calls the writer directly for the rest. The BSON written is the same, byte for
 * byte, as the driver's codec for the type writes.
 */
public final class Writes {
    private static final RawBsonDocumentCodec RAW_DOCUMENT_CODEC = new RawBsonDocumentCodec();
    private static final LocalDate EPOCH_DAY = LocalDate.ofEpochDay(0L);

    private Writes() {
    }

    public static void instant(BsonWriter writer, Instant value, FieldRef field) {
        long millis;
        try {
            millis = value.toEpochMilli();
        } catch (ArithmeticException e) {
            throw field.encodingError("the instant " + value + " is outside the range of a BSON date-time", e);
        }
        writer.writeDateTime(millis);
    }

    public static void date(BsonWriter writer, Date value) {
        writer.writeDateTime(value.getTime());
    }

    public static void localDate(BsonWriter writer, LocalDate value, FieldRef field) {
        instant(writer, value.atStartOfDay(ZoneOffset.UTC).toInstant(), field);
    }

    public static void localDateTime(BsonWriter writer, LocalDateTime value, FieldRef field) {
        Instant instant;
        try {
            instant = value.toInstant(ZoneOffset.UTC);
        } catch (DateTimeException e) {
            throw field.encodingError("the date-time " + value + " is outside the range of a BSON date-time", e);
        }
        instant(writer, instant, field);
    }

    public static void localTime(BsonWriter writer, LocalTime value, FieldRef field) {
        instant(writer, value.atDate(EPOCH_DAY).toInstant(ZoneOffset.UTC), field);
    }

    public static void character(BsonWriter writer, char value) {
        writer.writeString(String.valueOf(value));
    }

    /** A {@code String} component with {@code @BsonRepresentation(OBJECT_ID)}. */
    public static void objectIdHex(BsonWriter writer, String value, FieldRef field) {
        ObjectId id;
        try {
            id = new ObjectId(value);
        } catch (IllegalArgumentException e) {
            throw field.encodingError("'" + value + "' is not a 24-digit hexadecimal ObjectId", e);
        }
        writer.writeObjectId(id);
    }

    /** Binary subtype 4 (the standard UUID representation), as the driver's codec writes it. */
    public static void uuid(BsonWriter writer, UUID value) {
        byte[] data = new byte[16];
        Bytes.putLongBigEndian(data, 0, value.getMostSignificantBits());
        Bytes.putLongBigEndian(data, 8, value.getLeastSignificantBits());
        writer.writeBinaryData(new BsonBinary(BsonBinarySubType.UUID_STANDARD, data));
    }

    public static void bigDecimal(BsonWriter writer, BigDecimal value, FieldRef field) {
        Decimal128 decimal;
        try {
            decimal = new Decimal128(value);
        } catch (NumberFormatException e) {
            throw field.encodingError("the BigDecimal " + value + " does not fit a decimal128", e);
        }
        writer.writeDecimal128(decimal);
    }

    public static void bytes(BsonWriter writer, byte[] value) {
        writer.writeBinaryData(new BsonBinary(value));
    }

    public static void binary(BsonWriter writer, Binary value) {
        writer.writeBinaryData(new BsonBinary(value.getType(), value.getData()));
    }

    public static void enumValue(BsonWriter writer, Enum<?> value) {
        writer.writeString(value.name());
    }

    /** Pipes the document's bytes; never decodes and re-encodes them. */
    public static void rawDocument(BsonWriter writer, RawBsonDocument value, EncoderContext context) {
        RAW_DOCUMENT_CODEC.encode(writer, value, context);
    }

    /** A map key: BSON field names cannot be null or hold a NUL character. */
    public static void mapKey(BsonWriter writer, String key, FieldRef field) {
        if (key == null) {
            throw field.encodingError("a map key is null; BSON field names cannot be null", null);
        }
        if (key.indexOf('\0') >= 0) {
            throw field.encodingError("the map key '" + key.replace("\0", "\\0")
                    + "' holds a NUL character, which BSON field names cannot hold", null);
        }
        writer.writeName(key);
    }
}
