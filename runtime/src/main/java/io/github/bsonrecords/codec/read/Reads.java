package io.github.bsonrecords.codec.read;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.internal.BsonTypeCodes;
import io.github.bsonrecords.internal.Decimal128Bits;
import io.github.bsonrecords.internal.Endian;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Date;
import java.util.UUID;
import org.bson.BsonBinary;
import org.bson.BsonBinarySubType;
import org.bson.BsonReader;
import org.bson.BsonType;
import org.bson.RawBsonDocument;
import org.bson.codecs.Decoder;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.RawBsonDocumentCodec;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * Reads one value of a record component from a {@link BsonReader} positioned on it (after
 * {@code readBsonType()}). Each method checks the current BSON type first and throws a
 * {@link BsonRecordDecodingException} naming the component on a mismatch, so that the reader never
 * gets to throw a context-free exception. Methods returning objects never return {@code null}:
 * generated code calls {@link #consumeNull} first where the component may be null.
 *
 * <p>Numbers widen as the driver's number codecs do: only when no precision is lost.
 */
public final class Reads {
    private static final RawBsonDocumentCodec RAW_DOCUMENT_CODEC = new RawBsonDocumentCodec();
    private static final String NUMBER = "a number (int32, int64, double or decimal128)";

    private Reads() {
    }

    /** Reads a BSON null and returns true, or returns false and reads nothing. */
    public static boolean consumeNull(BsonReader reader) {
        if (reader.getCurrentBsonType() == BsonType.NULL) {
            reader.readNull();
            return true;
        }
        return false;
    }

    /** Checks the current type before a container (document or array) is read. */
    public static void expect(BsonReader reader, BsonType expected, FieldRef field) {
        BsonType found = reader.getCurrentBsonType();
        if (found != expected) {
            throw field.unexpectedType(BsonTypeCodes.describe(expected), found, FoundValues.render(reader, found));
        }
    }

    public static boolean booleanValue(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type != BsonType.BOOLEAN) {
            throw mismatch(reader, field, "boolean", "boolean", type);
        }
        return reader.readBoolean();
    }

    public static int intValue(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        switch (type) {
            case INT32:
                return reader.readInt32();
            case INT64: {
                long value = reader.readInt64();
                if ((int) value != value) {
                    throw lossy(field, "int", BsonType.INT64, Long.toString(value));
                }
                return (int) value;
            }
            case DOUBLE: {
                double value = reader.readDouble();
                if ((int) value != value) {
                    throw lossy(field, "int", BsonType.DOUBLE, Double.toString(value));
                }
                return (int) value;
            }
            case DECIMAL128: {
                Decimal128 value = reader.readDecimal128();
                int converted = value.intValue();
                if (!value.equals(new Decimal128(converted))) {
                    throw lossy(field, "int", BsonType.DECIMAL128, value.toString());
                }
                return converted;
            }
            default:
                throw mismatch(reader, field, "int", NUMBER, type);
        }
    }

    public static long longValue(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        switch (type) {
            case INT64:
                return reader.readInt64();
            case INT32:
                return reader.readInt32();
            case DOUBLE: {
                double value = reader.readDouble();
                if ((long) value != value) {
                    throw lossy(field, "long", BsonType.DOUBLE, Double.toString(value));
                }
                return (long) value;
            }
            case DECIMAL128: {
                Decimal128 value = reader.readDecimal128();
                long converted = value.longValue();
                if (!value.equals(new Decimal128(converted))) {
                    throw lossy(field, "long", BsonType.DECIMAL128, value.toString());
                }
                return converted;
            }
            default:
                throw mismatch(reader, field, "long", NUMBER, type);
        }
    }

    public static double doubleValue(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        switch (type) {
            case DOUBLE:
                return reader.readDouble();
            case INT32:
                return reader.readInt32();
            case INT64: {
                long value = reader.readInt64();
                if ((long) (double) value != value) {
                    throw lossy(field, "double", BsonType.INT64, Long.toString(value));
                }
                return value;
            }
            case DECIMAL128: {
                Decimal128 value = reader.readDecimal128();
                try {
                    double converted = value.doubleValue();
                    if (!value.equals(new Decimal128(new BigDecimal(converted)))) {
                        throw lossy(field, "double", BsonType.DECIMAL128, value.toString());
                    }
                    return converted;
                } catch (NumberFormatException e) {
                    throw lossy(field, "double", BsonType.DECIMAL128, value.toString());
                }
            }
            default:
                throw mismatch(reader, field, "double", NUMBER, type);
        }
    }

    public static float floatValue(BsonReader reader, FieldRef field) {
        double value = doubleValue(reader, field);
        // unlike the driver's FloatCodec, infinities pass: they are floats, and encoding writes them
        if (!Double.isInfinite(value) && (value < -Float.MAX_VALUE || value > Float.MAX_VALUE)) {
            throw field.decodingError(Kind.OUT_OF_RANGE, "expected float, found double " + value + ", which is outside the range of a float");
        }
        return (float) value;
    }

    public static short shortValue(BsonReader reader, FieldRef field) {
        int value = intValue(reader, field);
        if ((short) value != value) {
            throw field.decodingError(Kind.OUT_OF_RANGE, "expected short, found a number " + value + ", which is outside the range of a short");
        }
        return (short) value;
    }

    public static byte byteValue(BsonReader reader, FieldRef field) {
        int value = intValue(reader, field);
        if ((byte) value != value) {
            throw field.decodingError(Kind.OUT_OF_RANGE, "expected byte, found a number " + value + ", which is outside the range of a byte");
        }
        return (byte) value;
    }

    /** A string of length one, as the driver's {@code CharacterCodec} reads it (a symbol is refused there too). */
    public static char charValue(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type != BsonType.STRING) {
            throw mismatch(reader, field, "char", "a string of length 1", type);
        }
        String value = reader.readString();
        if (value.length() != 1) {
            throw field.decodingError("expected a string of length 1, found string of length " + value.length());
        }
        return value.charAt(0);
    }

    public static String string(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type == BsonType.STRING) {
            return reader.readString();
        }
        if (type == BsonType.SYMBOL) {
            return reader.readSymbol();
        }
        throw unexpected(reader, field, "string", type);
    }

    /** A {@code String} component with {@code @BsonRepresentation(OBJECT_ID)}. */
    public static String objectIdHex(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type == BsonType.OBJECT_ID) {
            return reader.readObjectId().toHexString();
        }
        throw unexpected(reader, field, "object_id", type);
    }

    public static ObjectId objectId(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type != BsonType.OBJECT_ID) {
            throw unexpected(reader, field, "object_id", type);
        }
        return reader.readObjectId();
    }

    public static long dateTimeMillis(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type != BsonType.DATE_TIME) {
            throw unexpected(reader, field, "date_time", type);
        }
        return reader.readDateTime();
    }

    public static Instant instant(BsonReader reader, FieldRef field) {
        return Instant.ofEpochMilli(dateTimeMillis(reader, field));
    }

    public static Date date(BsonReader reader, FieldRef field) {
        return new Date(dateTimeMillis(reader, field));
    }

    public static LocalDate localDate(BsonReader reader, FieldRef field) {
        return Instant.ofEpochMilli(dateTimeMillis(reader, field)).atZone(ZoneOffset.UTC).toLocalDate();
    }

    public static LocalDateTime localDateTime(BsonReader reader, FieldRef field) {
        return Instant.ofEpochMilli(dateTimeMillis(reader, field)).atZone(ZoneOffset.UTC).toLocalDateTime();
    }

    public static LocalTime localTime(BsonReader reader, FieldRef field) {
        return Instant.ofEpochMilli(dateTimeMillis(reader, field)).atOffset(ZoneOffset.UTC).toLocalTime();
    }

    /** int64 nanoseconds; other numbers when lossless, as {@link #longValue}. */
    public static Duration duration(BsonReader reader, FieldRef field) {
        return Duration.ofNanos(longValue(reader, field));
    }

    /** Binary subtype 4 (the standard UUID representation), 16 bytes, most significant first. */
    public static UUID uuid(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type != BsonType.BINARY) {
            throw unexpected(reader, field, "binary subtype 4 (UUID)", type);
        }
        BsonBinary binary = reader.readBinaryData();
        byte[] data = binary.getData();
        if (binary.getType() != BsonBinarySubType.UUID_STANDARD.getValue() || data.length != 16) {
            throw field.decodingError(Kind.WRONG_TYPE, "expected binary subtype 4 (UUID) of 16 bytes, found binary subtype "
                    + binary.getType() + " of " + data.length + " bytes");
        }
        return new UUID(Endian.getLongBigEndian(data, 0), Endian.getLongBigEndian(data, 8));
    }

    public static Decimal128 decimal128(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        switch (type) {
            case DECIMAL128:
                return reader.readDecimal128();
            case INT32:
                return new Decimal128(reader.readInt32());
            case INT64:
                return new Decimal128(reader.readInt64());
            default:
                throw mismatch(reader, field, "Decimal128", "decimal128 (or int32, int64)", type);
        }
    }

    public static BigDecimal bigDecimal(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        switch (type) {
            case DECIMAL128: {
                Decimal128 value = reader.readDecimal128();
                try {
                    return Decimal128Bits.bigDecimal(value.getHigh(), value.getLow());
                } catch (ArithmeticException e) {
                    throw field.decodingError(Kind.OUT_OF_RANGE, "the decimal128 " + value + " has no BigDecimal value", e);
                }
            }
            case INT32:
                return BigDecimal.valueOf(reader.readInt32());
            case INT64:
                return BigDecimal.valueOf(reader.readInt64());
            default:
                throw mismatch(reader, field, "BigDecimal", "decimal128 (or int32, int64)", type);
        }
    }

    /** Any binary subtype, as the driver's {@code ByteArrayCodec} reads it. */
    public static byte[] bytes(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type != BsonType.BINARY) {
            throw unexpected(reader, field, "binary", type);
        }
        return reader.readBinaryData().getData();
    }

    public static Binary binary(BsonReader reader, FieldRef field) {
        BsonType type = reader.getCurrentBsonType();
        if (type != BsonType.BINARY) {
            throw unexpected(reader, field, "binary", type);
        }
        BsonBinary binary = reader.readBinaryData();
        return new Binary(binary.getType(), binary.getData());
    }

    /** The document's bytes, copied once, never decoded field by field. */
    public static RawBsonDocument rawDocument(BsonReader reader, DecoderContext context, FieldRef field) {
        expect(reader, BsonType.DOCUMENT, field);
        return RAW_DOCUMENT_CODEC.decode(reader, context);
    }

    public static <E extends Enum<E>> E enumValue(BsonReader reader, EnumNames<E> names, FieldRef field) {
        String value = string(reader, field);
        E constant = names.find(value);
        if (constant == null) {
            throw field.decodingError("expected " + names.expectation() + ", found string '" + value + "'");
        }
        return constant;
    }

    /** A nested record, decoded by its generated codec one level deeper than {@code depth} (see {@link DecodeDepth}). */
    public static <T> T nested(BinaryCodec<T> codec, BsonReader reader, DecoderContext context, int depth,
            FieldRef field) {
        expect(reader, BsonType.DOCUMENT, field);
        try {
            return codec.decode(reader, context, DecodeDepth.nested(depth, field));
        } catch (StackOverflowError e) {
            throw DecodeDepth.stackExhausted(depth, field);
        }
    }

    /**
     * Decodes with a codec from the registry. Whatever it throws is wrapped, with the cause kept,
     * in a {@link BsonRecordDecodingException} that names the component: callers see one
     * exception type, never a bare {@code IllegalArgumentException} or {@code ClassCastException}.
     */
    public static <T> T decode(Decoder<T> decoder, BsonReader reader, DecoderContext context, FieldRef field) {
        try {
            return context.decodeWithChildContext(decoder, reader);
        } catch (BsonRecordDecodingException e) {
            throw e;
        } catch (RuntimeException e) {
            throw field.decodingError(Kind.VALUE_CODEC_FAILED, e.getClass().getSimpleName() + ": " + e.getMessage(), e);
        }
    }

    /** Wraps what a record's (compact) canonical constructor threw on the decoded values. */
    public static BsonRecordDecodingException constructorFailed(String recordName, RuntimeException cause) {
        return new BsonRecordDecodingException(Kind.CONSTRUCTOR_REFUSED, recordName, "its canonical constructor threw "
                + cause.getClass().getSimpleName() + ": " + cause.getMessage(), cause);
    }

    private static BsonRecordDecodingException unexpected(BsonReader reader, FieldRef field, String expected,
            BsonType found) {
        return found == BsonType.NULL ? field.nullOnPrimitive(expected)
                : field.unexpectedType(expected, found, FoundValues.render(reader, found));
    }

    private static BsonRecordDecodingException mismatch(BsonReader reader, FieldRef field, String primitive,
            String expected, BsonType found) {
        return found == BsonType.NULL ? field.nullOnPrimitive(primitive)
                : field.unexpectedType(expected, found, FoundValues.render(reader, found));
    }

    private static BsonRecordDecodingException lossy(FieldRef field, String target, BsonType found, String value) {
        return field.decodingError(Kind.OUT_OF_RANGE, "expected " + target + ", found " + BsonTypeCodes.describe(found) + " " + value
                + ", which cannot be converted to " + target + " without losing precision");
    }
}
