package io.github.bsonrecords.codec;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.UUID;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Encoder;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * The conversions of {@link Writes}, into a {@link BsonBuffer}: the same bytes and the same
 * errors, so the byte path and the writer path cannot drift apart.
 */
public final class ByteEncoding {
    private static final LocalDate EPOCH_DAY = LocalDate.ofEpochDay(0L);

    private ByteEncoding() {
    }

    public static void instant(BsonBuffer buffer, Instant value, FieldRef field) {
        long millis;
        try {
            millis = value.toEpochMilli();
        } catch (ArithmeticException e) {
            throw field.encodingError("the instant " + value + " is outside the range of a BSON date-time", e);
        }
        buffer.putLong(millis);
    }

    public static void localDate(BsonBuffer buffer, LocalDate value, FieldRef field) {
        instant(buffer, value.atStartOfDay(ZoneOffset.UTC).toInstant(), field);
    }

    public static void localDateTime(BsonBuffer buffer, LocalDateTime value, FieldRef field) {
        Instant instant;
        try {
            instant = value.toInstant(ZoneOffset.UTC);
        } catch (DateTimeException e) {
            throw field.encodingError("the date-time " + value + " is outside the range of a BSON date-time", e);
        }
        instant(buffer, instant, field);
    }

    public static void localTime(BsonBuffer buffer, LocalTime value, FieldRef field) {
        instant(buffer, value.atDate(EPOCH_DAY).toInstant(ZoneOffset.UTC), field);
    }

    public static void character(BsonBuffer buffer, char value) {
        buffer.putString(String.valueOf(value));
    }

    public static void objectIdHex(BsonBuffer buffer, String value, FieldRef field) {
        ObjectId id;
        try {
            id = new ObjectId(value);
        } catch (IllegalArgumentException e) {
            throw field.encodingError("'" + value + "' is not a 24-digit hexadecimal ObjectId", e);
        }
        buffer.putObjectId(id);
    }

    /** Binary subtype 4, most significant bytes first, as {@link Writes#uuid} writes. */
    public static void uuid(BsonBuffer buffer, UUID value) {
        byte[] data = new byte[16];
        Bytes.putLongBigEndian(data, 0, value.getMostSignificantBits());
        Bytes.putLongBigEndian(data, 8, value.getLeastSignificantBits());
        buffer.putBinary(4, data);
    }

    public static void bigDecimal(BsonBuffer buffer, BigDecimal value, FieldRef field) {
        Decimal128 decimal;
        try {
            decimal = new Decimal128(value);
        } catch (NumberFormatException e) {
            throw field.encodingError("the BigDecimal " + value + " does not fit a decimal128", e);
        }
        buffer.putDecimal128(decimal);
    }

    /** A map key: BSON field names cannot be null or hold a NUL character. */
    public static void mapKey(BsonBuffer buffer, String key, FieldRef field) {
        if (key == null) {
            throw field.encodingError("a map key is null; BSON field names cannot be null", null);
        }
        if (key.indexOf('\0') >= 0) {
            throw field.encodingError("the map key '" + key.replace("\0", "\\0")
                    + "' holds a NUL character, which BSON field names cannot hold", null);
        }
        buffer.putCString(key);
    }

    /** A nested record's document: size, fields, terminator. */
    public static <T> void nested(BinaryCodec<T> codec, BsonBuffer buffer, T value, EncoderContext context) {
        int start = buffer.reserveInt();
        codec.encode(buffer, value, context);
        buffer.putByte(0);
        buffer.patchSize(start);
    }

    /**
     * A registry codec's value, written through a {@code BsonBinaryWriter} into a one-field
     * document: returns its BSON type code followed by the value's bytes.
     */
    public static <T> byte[] encode(Encoder<T> encoder, T value, EncoderContext context) {
        BasicOutputBuffer output = new BasicOutputBuffer(64);
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            writer.writeStartDocument();
            writer.writeName("v");
            context.encodeWithChildContext(encoder, writer, value);
            writer.writeEndDocument();
        }
        byte[] document = output.toByteArray();
        // [size:4][type:1]['v' 0:2][value ...][0:1]
        byte[] encoded = new byte[document.length - 4 - 2 - 1];
        encoded[0] = document[4];
        System.arraycopy(document, 7, encoded, 1, encoded.length - 1);
        return encoded;
    }
}
