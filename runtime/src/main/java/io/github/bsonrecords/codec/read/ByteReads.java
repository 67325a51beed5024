package io.github.bsonrecords.codec.read;

import static io.github.bsonrecords.internal.BsonTypeCodes.BINARY;
import static io.github.bsonrecords.internal.BsonTypeCodes.BOOLEAN;
import static io.github.bsonrecords.internal.BsonTypeCodes.DATE_TIME;
import static io.github.bsonrecords.internal.BsonTypeCodes.DECIMAL128;
import static io.github.bsonrecords.internal.BsonTypeCodes.DOUBLE;
import static io.github.bsonrecords.internal.BsonTypeCodes.INT32;
import static io.github.bsonrecords.internal.BsonTypeCodes.INT64;
import static io.github.bsonrecords.internal.BsonTypeCodes.NULL;
import static io.github.bsonrecords.internal.BsonTypeCodes.OBJECT_ID;
import static io.github.bsonrecords.internal.BsonTypeCodes.OLD_BINARY_SUBTYPE;
import static io.github.bsonrecords.internal.BsonTypeCodes.STRING;
import static io.github.bsonrecords.internal.BsonTypeCodes.SYMBOL;
import static io.github.bsonrecords.internal.BsonTypeCodes.UUID_SUBTYPE;

import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.MapKeys;
import io.github.bsonrecords.internal.BsonTypeCodes;
import io.github.bsonrecords.internal.Decimal128Bits;
import io.github.bsonrecords.internal.Endian;
import io.github.bsonrecords.internal.InlinableByteBuffers;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.Date;
import java.util.UUID;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.RawBsonDocument;
import org.bson.codecs.Decoder;
import org.bson.codecs.DecoderContext;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * Reads one value of a record component from BSON bytes, for generated code: the byte-level twin
 * of {@link Reads}, returning the same values and throwing the same exceptions (type and message)
 * for the same BSON.
 *
 * <p>The fast path decides only what it can decide exactly as {@link Reads} does (the expected
 * type, lossless conversions); everything else (a type mismatch, a lossy or out-of-range value, a
 * malformed boolean) goes to {@link Reads} on a reader over a copy of the value, so errors are
 * the portable path's own.
 *
 * <p>{@code type} is the BSON type code from the byte before the field name (signed or masked),
 * {@code pos} the index of the value's first byte and {@code end} its exclusive end as returned
 * by {@link BsonBytes#valueEnd}, which has already checked that the value lies inside the
 * document; so the readers only check what the driver's reader checks when it reads the value
 * (a boolean's byte, an old-binary inner length).
 */
public final class ByteReads {
    /** One-character ASCII strings, shared as the driver's reader shares them. */
    private static final String[] ASCII_STRINGS = new String[128];

    static {
        for (int c = 0; c < ASCII_STRINGS.length; c++) {
            ASCII_STRINGS[c] = String.valueOf((char) c);
        }
        // so that C2 can inline ObjectId's ByteBuffer away in the decode methods calling objectIdAt
        InlinableByteBuffers.load();
    }

    private ByteReads() {
    }

    /** Whether the value is BSON null (generated code then stores null, or refuses it for a primitive). */
    public static boolean isNull(int type) {
        return (type & 0xFF) == NULL;
    }

    /** Checks the type before a container (document or array) is read, as {@link Reads#expect} does. */
    public static void expect(byte[] b, int type, int pos, BsonType expected, FieldRef field) {
        if ((type & 0xFF) != expected.getValue()) {
            BsonTypeCodes.bsonType(type); // an unknown type code is malformed input, reported as such
            Reads.expect(PortableReads.readerAt(b, type, pos), expected, field);
        }
    }

    public static boolean booleanValue(byte[] b, int type, int pos, int end, FieldRef field) {
        if ((type & 0xFF) == BOOLEAN) {
            byte value = b[pos];
            if (value == 0 || value == 1) {
                return value == 1;
            }
        }
        return Reads.booleanValue(PortableReads.readerAt(b, type, pos), field);
    }

    public static int intValue(byte[] b, int type, int pos, int end, FieldRef field) {
        switch (type & 0xFF) {
            case INT32:
                return Endian.getInt(b, pos);
            case INT64: {
                long value = Endian.getLong(b, pos);
                if ((int) value == value) {
                    return (int) value;
                }
                break;
            }
            case DOUBLE: {
                double value = Endian.getDouble(b, pos);
                if ((int) value == value) {
                    return (int) value;
                }
                break;
            }
            case DECIMAL128: {
                Decimal128 value = decimal128At(b, pos);
                int converted = value.intValue();
                if (value.equals(new Decimal128(converted))) {
                    return converted;
                }
                break;
            }
            default:
                break;
        }
        return Reads.intValue(PortableReads.readerAt(b, type, pos), field);
    }

    public static long longValue(byte[] b, int type, int pos, int end, FieldRef field) {
        switch (type & 0xFF) {
            case INT64:
                return Endian.getLong(b, pos);
            case INT32:
                return Endian.getInt(b, pos);
            case DOUBLE: {
                double value = Endian.getDouble(b, pos);
                if ((long) value == value) {
                    return (long) value;
                }
                break;
            }
            case DECIMAL128: {
                Decimal128 value = decimal128At(b, pos);
                long converted = value.longValue();
                if (value.equals(new Decimal128(converted))) {
                    return converted;
                }
                break;
            }
            default:
                break;
        }
        return Reads.longValue(PortableReads.readerAt(b, type, pos), field);
    }

    public static double doubleValue(byte[] b, int type, int pos, int end, FieldRef field) {
        switch (type & 0xFF) {
            case DOUBLE:
                return Endian.getDouble(b, pos);
            case INT32:
                return Endian.getInt(b, pos);
            case INT64: {
                long value = Endian.getLong(b, pos);
                if ((long) (double) value == value) {
                    return value;
                }
                break;
            }
            default:
                // decimal128 conversions are rare and subtle: the portable reader decides them
                break;
        }
        return Reads.doubleValue(PortableReads.readerAt(b, type, pos), field);
    }

    public static float floatValue(byte[] b, int type, int pos, int end, FieldRef field) {
        double value = doubleValue(b, type, pos, end, field);
        if (Math.abs(value) <= Float.MAX_VALUE || Double.isNaN(value)) {
            return (float) value;
        }
        return Reads.floatValue(PortableReads.readerAt(b, type, pos), field);
    }

    public static short shortValue(byte[] b, int type, int pos, int end, FieldRef field) {
        int value = intValue(b, type, pos, end, field);
        if ((short) value == value) {
            return (short) value;
        }
        return Reads.shortValue(PortableReads.readerAt(b, type, pos), field);
    }

    public static byte byteValue(byte[] b, int type, int pos, int end, FieldRef field) {
        int value = intValue(b, type, pos, end, field);
        if ((byte) value == value) {
            return (byte) value;
        }
        return Reads.byteValue(PortableReads.readerAt(b, type, pos), field);
    }

    /** A string of length one (a symbol is refused, as in {@link Reads#charValue}). */
    public static char charValue(byte[] b, int type, int pos, int end, FieldRef field) {
        if ((type & 0xFF) == STRING) {
            if (end - pos == 6 && b[pos + 4] >= 0) {
                return (char) b[pos + 4];
            }
            String value = stringAt(b, pos, end);
            if (value.length() == 1) {
                return value.charAt(0);
            }
        }
        return Reads.charValue(PortableReads.readerAt(b, type, pos), field);
    }

    /** A string or symbol, decoded once from the bytes (malformed UTF-8 becomes U+FFFD, as in the driver). */
    public static String string(byte[] b, int type, int pos, int end, FieldRef field) {
        int code = type & 0xFF;
        if (code == STRING || code == SYMBOL) {
            return stringAt(b, pos, end);
        }
        return Reads.string(PortableReads.readerAt(b, type, pos), field);
    }

    /** A {@code String} component with {@code @BsonRepresentation(OBJECT_ID)}. */
    public static String objectIdHex(byte[] b, int type, int pos, int end, FieldRef field) {
        if ((type & 0xFF) == OBJECT_ID) {
            return objectIdAt(b, pos).toHexString();
        }
        return Reads.objectIdHex(PortableReads.readerAt(b, type, pos), field);
    }

    public static ObjectId objectId(byte[] b, int type, int pos, int end, FieldRef field) {
        if ((type & 0xFF) == OBJECT_ID) {
            return objectIdAt(b, pos);
        }
        return Reads.objectId(PortableReads.readerAt(b, type, pos), field);
    }

    static long dateTimeMillis(byte[] b, int type, int pos, int end, FieldRef field) {
        if ((type & 0xFF) == DATE_TIME) {
            return Endian.getLong(b, pos);
        }
        return Reads.dateTimeMillis(PortableReads.readerAt(b, type, pos), field);
    }

    public static Instant instant(byte[] b, int type, int pos, int end, FieldRef field) {
        return Instant.ofEpochMilli(dateTimeMillis(b, type, pos, end, field));
    }

    public static Date date(byte[] b, int type, int pos, int end, FieldRef field) {
        return new Date(dateTimeMillis(b, type, pos, end, field));
    }

    public static LocalDate localDate(byte[] b, int type, int pos, int end, FieldRef field) {
        return Instant.ofEpochMilli(dateTimeMillis(b, type, pos, end, field)).atZone(ZoneOffset.UTC).toLocalDate();
    }

    public static LocalDateTime localDateTime(byte[] b, int type, int pos, int end, FieldRef field) {
        return Instant.ofEpochMilli(dateTimeMillis(b, type, pos, end, field)).atZone(ZoneOffset.UTC).toLocalDateTime();
    }

    public static LocalTime localTime(byte[] b, int type, int pos, int end, FieldRef field) {
        return Instant.ofEpochMilli(dateTimeMillis(b, type, pos, end, field)).atOffset(ZoneOffset.UTC).toLocalTime();
    }

    public static Duration duration(byte[] b, int type, int pos, int end, FieldRef field) {
        return Duration.ofNanos(longValue(b, type, pos, end, field));
    }

    /** Binary subtype 4 (the standard UUID representation), 16 bytes, most significant first. */
    public static UUID uuid(byte[] b, int type, int pos, int end, FieldRef field) {
        if ((type & 0xFF) == BINARY && b[pos + 4] == UUID_SUBTYPE && end - pos == 5 + 16) {
            return new UUID(Endian.getLongBigEndian(b, pos + 5), Endian.getLongBigEndian(b, pos + 13));
        }
        checkOldBinary(b, type, pos, end);
        return Reads.uuid(PortableReads.readerAt(b, type, pos), field);
    }

    public static Decimal128 decimal128(byte[] b, int type, int pos, int end, FieldRef field) {
        switch (type & 0xFF) {
            case DECIMAL128:
                return decimal128At(b, pos);
            case INT32:
                return new Decimal128(Endian.getInt(b, pos));
            case INT64:
                return new Decimal128(Endian.getLong(b, pos));
            default:
                return Reads.decimal128(PortableReads.readerAt(b, type, pos), field);
        }
    }

    public static BigDecimal bigDecimal(byte[] b, int type, int pos, int end, FieldRef field) {
        switch (type & 0xFF) {
            case DECIMAL128: {
                try {
                    return Decimal128Bits.bigDecimal(Endian.getLong(b, pos + 8), Endian.getLong(b, pos));
                } catch (ArithmeticException e) {
                    break; // NaN, infinities and -0 have no BigDecimal: the portable reader reports it
                }
            }
            case INT32:
                return BigDecimal.valueOf(Endian.getInt(b, pos));
            case INT64:
                return BigDecimal.valueOf(Endian.getLong(b, pos));
            default:
                break;
        }
        return Reads.bigDecimal(PortableReads.readerAt(b, type, pos), field);
    }

    /** The payload of any binary subtype, copied once; for subtype 2 without its inner length, as the driver reads it. */
    public static byte[] bytes(byte[] b, int type, int pos, int end, FieldRef field) {
        if ((type & 0xFF) == BINARY) {
            return Arrays.copyOfRange(b, binaryDataStart(b, pos, end), end);
        }
        return Reads.bytes(PortableReads.readerAt(b, type, pos), field);
    }

    public static Binary binary(byte[] b, int type, int pos, int end, FieldRef field) {
        if ((type & 0xFF) == BINARY) {
            return new Binary(b[pos + 4], Arrays.copyOfRange(b, binaryDataStart(b, pos, end), end));
        }
        return Reads.binary(PortableReads.readerAt(b, type, pos), field);
    }

    /**
     * The constant named by the string (or symbol) value in {@code [pos, end)}, matched on the
     * bytes; anything else fails as {@link Reads#enumValue} fails.
     */
    public static <E extends Enum<E>> E enumValue(byte[] b, int type, int pos, int end, EnumNames<E> names,
            FieldRef field) {
        int code = type & 0xFF;
        if (code == STRING || code == SYMBOL) {
            E constant = names.find(b, pos + 4, end - pos - 5);
            if (constant != null) {
                return constant;
            }
        }
        return Reads.enumValue(PortableReads.readerAt(b, type, pos), names, field);
    }

    /** A nested record, decoded by its generated codec one level deeper than {@code depth} (see {@link DecodeDepth}). */
    public static <T> T nested(BinaryCodec<T> codec, byte[] bytes, int type, int start, DecoderContext context,
            int depth, FieldRef field) {
        expect(bytes, type, start, BsonType.DOCUMENT, field);
        try {
            return codec.decode(bytes, start, context, DecodeDepth.nested(depth, field));
        } catch (StackOverflowError e) {
            throw DecodeDepth.stackExhausted(depth, field);
        }
    }

    /**
     * A registry codec's value, read through a reader over a copy of just that value: slower than
     * the rest of the byte path, with the reader path's result and errors.
     */
    public static <T> T decode(Decoder<T> decoder, byte[] bytes, int type, int start, DecoderContext context,
            FieldRef field) {
        return Reads.decode(decoder, PortableReads.readerAt(bytes, type, start), context, field);
    }

    /**
     * A field name in {@code [pos, nameEnd)} (from {@link BsonBytes#nameEnd}) as a String, for map
     * keys: decoded as the driver's reader decodes names.
     */
    public static String name(byte[] b, int pos, int nameEnd) {
        // the layout of a string value without its int32 length: same decoding
        return stringAt(b, pos - 4, nameEnd + 1);
    }

    /**
     * The enum key whose field name is in {@code [pos, nameEnd)}, matched on the bytes; a name
     * that matches no constant fails as {@link MapKeys#enumKey} fails.
     */
    public static <E extends Enum<E>> E enumKey(byte[] b, int pos, int nameEnd, EnumNames<E> names, FieldRef field) {
        E constant = names.find(b, pos, nameEnd - pos);
        return constant != null ? constant : MapKeys.enumKey(name(b, pos, nameEnd), names, field);
    }

    /**
     * The Integer key whose field name is in {@code [pos, nameEnd)}, parsed on the bytes; a name
     * that is not one fails as {@link MapKeys#intKey} fails.
     */
    public static Integer intKey(byte[] b, int pos, int nameEnd, FieldRef field) {
        // up to 10 digits: exact in a long, then checked against the int range
        if (decimalDigits(b, pos, nameEnd) <= 10) {
            long value = decimal(b, pos, nameEnd);
            if (value == (int) value) {
                return (int) value;
            }
        }
        return MapKeys.intKey(name(b, pos, nameEnd), field);
    }

    /**
     * The Long key whose field name is in {@code [pos, nameEnd)}, parsed on the bytes; a name that
     * is not one fails as {@link MapKeys#longKey} fails.
     */
    public static Long longKey(byte[] b, int pos, int nameEnd, FieldRef field) {
        // up to 18 digits cannot overflow a long; 19 and more are left to the String path
        if (decimalDigits(b, pos, nameEnd) <= 18) {
            return decimal(b, pos, nameEnd);
        }
        return MapKeys.longKey(name(b, pos, nameEnd), field);
    }

    /**
     * The UUID key whose field name is in {@code [pos, nameEnd)}, parsed on the bytes; a name that
     * is not one fails as {@link MapKeys#uuidKey} fails.
     */
    public static UUID uuidKey(byte[] b, int pos, int nameEnd, FieldRef field) {
        if (nameEnd - pos == 36 && b[pos + 8] == '-' && b[pos + 13] == '-' && b[pos + 18] == '-' && b[pos + 23] == '-') {
            long time = hexDigits(b, pos, 8);
            long mid = hexDigits(b, pos + 9, 4);
            long high = hexDigits(b, pos + 14, 4);
            long sequence = hexDigits(b, pos + 19, 4);
            long node = hexDigits(b, pos + 24, 12);
            // each group is at most 48 bits, so only a bad digit's -1 makes one negative
            if ((time | mid | high | sequence | node) >= 0) {
                return new UUID(time << 32 | mid << 16 | high, sequence << 48 | node);
            }
        }
        return MapKeys.uuidKey(name(b, pos, nameEnd), field);
    }

    /**
     * How many digits the name in {@code [pos, end)} has when it is a decimal as {@code Long.toString}
     * writes it (an optional '-', ASCII digits, no leading zero, no "-0"), else {@code Integer.MAX_VALUE}.
     */
    private static int decimalDigits(byte[] b, int pos, int end) {
        int first = pos < end && b[pos] == '-' ? pos + 1 : pos;
        if (first == end || (b[first] == '0' && (first > pos || end - first > 1))) {
            return Integer.MAX_VALUE;
        }
        for (int i = first; i < end; i++) {
            if (b[i] < '0' || b[i] > '9') {
                return Integer.MAX_VALUE;
            }
        }
        return end - first;
    }

    /** The value of a decimal that {@link #decimalDigits} accepted with at most 18 digits. */
    private static long decimal(byte[] b, int pos, int end) {
        boolean negative = b[pos] == '-';
        long value = 0;
        for (int i = negative ? pos + 1 : pos; i < end; i++) {
            value = value * 10 + (b[i] - '0');
        }
        return negative ? -value : value;
    }

    /** The {@code count} lower-case hexadecimal digits at {@code pos} (count at most 12), or -1 if one is not. */
    private static long hexDigits(byte[] b, int pos, int count) {
        long value = 0;
        for (int i = pos; i < pos + count; i++) {
            int c = b[i];
            int digit = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (digit < 0) {
                return -1;
            }
            value = value << 4 | digit;
        }
        return value;
    }

    /** The embedded document in {@code [pos, end)}, copied once into its own array. */
    public static RawBsonDocument rawDocument(byte[] b, int pos, int end) {
        // checked whole now: a RawBsonDocument decodes lazily, and would fail far from here
        BsonBytes.checkDocument(b, pos, end);
        return new RawBsonDocument(Arrays.copyOfRange(b, pos, end));
    }

    /** {@link #rawDocument(byte[], int, int)} after the type check {@link Reads#rawDocument} makes. */
    public static RawBsonDocument rawDocument(byte[] b, int type, int pos, int end, FieldRef field) {
        expect(b, type, pos, BsonType.DOCUMENT, field);
        return rawDocument(b, pos, end);
    }

    /** The string whose int32 length is at {@code pos} and which ends (after its 0 byte) at {@code end}. */
    static String stringAt(byte[] b, int pos, int end) {
        int length = end - pos - 5;
        if (length == 1) {
            byte c = b[pos + 4];
            return c >= 0 ? ASCII_STRINGS[c] : "\uFFFD";
        }
        return length == 0 ? "" : new String(b, pos + 4, length, StandardCharsets.UTF_8);
    }

    /** Where a binary value's payload starts; checks subtype 2's inner length as the driver's reader does. */
    private static int binaryDataStart(byte[] b, int pos, int end) {
        checkOldBinary(b, BINARY, pos, end);
        return b[pos + 4] == OLD_BINARY_SUBTYPE ? pos + 9 : pos + 5;
    }

    /**
     * Subtype 2 (old binary) repeats its length inside the payload; the driver's reader refuses a
     * mismatch. A payload too short to hold the inner length is refused here too (the driver would
     * read past the value).
     */
    private static void checkOldBinary(byte[] b, int type, int pos, int end) {
        if ((type & 0xFF) == BINARY && b[pos + 4] == OLD_BINARY_SUBTYPE) {
            int data = pos + 5;
            if (end - data < 4 || Endian.getInt(b, data) != end - data - 4) {
                throw new BsonSerializationException("Binary sub type OldBinary has inconsistent sizes");
            }
        }
    }

    private static ObjectId objectIdAt(byte[] b, int pos) {
        return new ObjectId(ByteBuffer.wrap(b, pos, 12));
    }

    private static Decimal128 decimal128At(byte[] b, int pos) {
        return Decimal128.fromIEEE754BIDEncoding(Endian.getLong(b, pos + 8), Endian.getLong(b, pos));
    }

}
