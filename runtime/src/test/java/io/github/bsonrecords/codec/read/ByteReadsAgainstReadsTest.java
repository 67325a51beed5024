package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.codec.BsonSamples;
import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.write.BsonBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.BiFunction;
import org.bson.BSONException;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBinaryReader;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonReader;
import org.bson.BsonSerializationException;
import org.bson.BsonString;
import org.bson.BsonSymbol;
import org.bson.BsonTimestamp;
import org.bson.BsonValue;
import org.bson.codecs.DecoderContext;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.junit.jupiter.api.Test;

/**
 * Every {@link ByteReads} reader (and {@link EnumNames#match}) returns what the matching
 * {@link Reads} reader returns on the same BSON, or throws the same exception class with the same
 * message: on thousands of values of every type, including malformed values the driver's reader
 * refuses (boolean bytes other than 0 and 1, inconsistent old binary) and invalid UTF-8.
 */
class ByteReadsAgainstReadsTest {
    private static final FieldRef FIELD = new FieldRef("test.Sample", "value", "v");

    enum Color {
        RED, TAN, BLUE, ULTRAVIOLET_A, \u00C4PFEL, \u65E5\u672C,
        GREEN {
            @Override
            public String toString() {
                return "green";
            }
        }
    }

    private static final EnumNames<Color> COLORS = EnumNames.of(Color.class);

    /** A reader both ways: portable on a reader after readName(), fast on the bytes. */
    private record ReaderPair(BiFunction<BsonReader, FieldRef, Object> portable, FastReader fast) {
    }

    @FunctionalInterface
    private interface FastReader {
        Object read(byte[] b, int type, int pos, int end, FieldRef field);
    }

    private static final Map<String, ReaderPair> READERS = new LinkedHashMap<>();

    static {
        READERS.put("boolean", new ReaderPair(Reads::booleanValue, ByteReads::booleanValue));
        READERS.put("int", new ReaderPair(Reads::intValue, ByteReads::intValue));
        READERS.put("long", new ReaderPair(Reads::longValue, ByteReads::longValue));
        READERS.put("double", new ReaderPair(Reads::doubleValue, ByteReads::doubleValue));
        READERS.put("float", new ReaderPair(Reads::floatValue, ByteReads::floatValue));
        READERS.put("short", new ReaderPair(Reads::shortValue, ByteReads::shortValue));
        READERS.put("byte", new ReaderPair(Reads::byteValue, ByteReads::byteValue));
        READERS.put("char", new ReaderPair(Reads::charValue, ByteReads::charValue));
        READERS.put("string", new ReaderPair(Reads::string, ByteReads::string));
        READERS.put("objectIdHex", new ReaderPair(Reads::objectIdHex, ByteReads::objectIdHex));
        READERS.put("objectId", new ReaderPair(Reads::objectId, ByteReads::objectId));
        READERS.put("dateTimeMillis", new ReaderPair(Reads::dateTimeMillis,
                ByteReads::dateTimeMillis));
        READERS.put("instant", new ReaderPair(Reads::instant, ByteReads::instant));
        READERS.put("date", new ReaderPair(Reads::date, ByteReads::date));
        READERS.put("localDate", new ReaderPair(Reads::localDate, ByteReads::localDate));
        READERS.put("localDateTime", new ReaderPair(Reads::localDateTime,
                ByteReads::localDateTime));
        READERS.put("localTime", new ReaderPair(Reads::localTime, ByteReads::localTime));
        READERS.put("uuid", new ReaderPair(Reads::uuid, ByteReads::uuid));
        READERS.put("decimal128", new ReaderPair(Reads::decimal128, ByteReads::decimal128));
        READERS.put("bigDecimal", new ReaderPair(Reads::bigDecimal, ByteReads::bigDecimal));
        READERS.put("bytes", new ReaderPair(Reads::bytes, ByteReads::bytes));
        READERS.put("binary", new ReaderPair(Reads::binary, ByteReads::binary));
        READERS.put("rawDocument", new ReaderPair((r, f) -> Reads.rawDocument(r, DecoderContext.builder().build(), f),
                ByteReads::rawDocument));
        READERS.put("enum", new ReaderPair((r, f) -> Reads.enumValue(r, COLORS, f), (b, t, p, e, f) -> ByteReads.enumValue(b, t, p, e, COLORS, f)));
    }

    static List<BsonValue> fixedSamples() {
        List<BsonValue> values = new ArrayList<>(List.of(
                new BsonInt32(0), new BsonInt32(42), new BsonInt32(-7), new BsonInt32(Integer.MAX_VALUE),
                new BsonInt32(Integer.MIN_VALUE), new BsonInt32(127), new BsonInt32(128), new BsonInt32(-129),
                new BsonInt32(32767), new BsonInt32(32768),
                new BsonInt64(5L), new BsonInt64(Integer.MAX_VALUE + 1L), new BsonInt64(Long.MIN_VALUE),
                new BsonInt64((1L << 53) + 1), new BsonInt64(1L << 53),
                new BsonDouble(3.0), new BsonDouble(2.5), new BsonDouble(-0.0), new BsonDouble(1e300),
                new BsonDouble(Double.NaN), new BsonDouble(Double.POSITIVE_INFINITY), new BsonDouble(3.4e38),
                new BsonDouble(3.4028235677973366E38), new BsonDouble(4e9), new BsonDouble(9.3e18),
                new BsonDouble(9.223372036854775807E18), new BsonDouble(Double.NEGATIVE_INFINITY),
                new BsonDecimal128(Decimal128.parse("12")), new BsonDecimal128(Decimal128.parse("12.5")),
                new BsonDecimal128(Decimal128.parse("1E+400")), new BsonDecimal128(Decimal128.NaN),
                new BsonDecimal128(Decimal128.parse("0.1")), new BsonDecimal128(Decimal128.parse("-0")),
                new BsonDecimal128(Decimal128.POSITIVE_INFINITY), new BsonDecimal128(Decimal128.parse("1.0")),
                new BsonString("x"), new BsonString("xy"), new BsonString(""), new BsonString("\u00E9"),
                new BsonString("\uD83D\uDE00"), new BsonString("\0"), new BsonSymbol("s"), new BsonSymbol("RED"),
                BsonBoolean.TRUE, BsonBoolean.FALSE, new BsonDateTime(1_700_000_000_000L),
                new BsonDateTime(Long.MIN_VALUE), new BsonDateTime(Long.MAX_VALUE), new BsonDateTime(-1),
                new BsonObjectId(), BsonNull.VALUE, new BsonMinKey(), new BsonMaxKey(), new BsonTimestamp(5L),
                new BsonBinary(new byte[] {1, 2}), new BsonBinary(new byte[0]),
                new BsonBinary((byte) 4, new byte[16]), new BsonBinary((byte) 4, new byte[15]),
                new BsonBinary((byte) 3, new byte[16]), new BsonBinary((byte) 2, new byte[] {9, 8, 7}),
                new BsonBinary((byte) 2, new byte[16]), new BsonBinary((byte) 0x80, new byte[] {1}),
                new BsonBinary(java.util.UUID.randomUUID()),
                new BsonDocument("a", new BsonInt32(1)), new BsonDocument(), new BsonArray(List.of(new BsonInt32(1)))));
        for (Color color : Color.values()) {
            values.add(new BsonString(color.name()));
            values.add(new BsonString(color.name().substring(1)));
            values.add(new BsonString(color.name() + "X"));
            values.add(new BsonString(color.name().toLowerCase(java.util.Locale.ROOT)));
        }
        return values;
    }

    @Test
    void fixedSamplesReadTheSameBothWays() {
        for (BsonValue sample : fixedSamples()) {
            byte[] bytes = BsonSamples.bytes(new BsonDocument("v", sample));
            READERS.forEach((name, pair) -> compare(name, pair, bytes, String.valueOf(sample)));
        }
    }

    @Test
    void randomValuesReadTheSameBothWays() {
        Random random = new Random(31337);
        for (int i = 0; i < 6000; i++) {
            BsonValue sample = switch (i % 8) {
                case 0 -> new BsonInt32((int) BsonSamples.randomLong(random));
                case 1 -> new BsonInt64(BsonSamples.randomLong(random));
                case 2 -> new BsonDouble(BsonSamples.randomDouble(random));
                case 3 -> new BsonDecimal128(BsonSamples.randomDecimal128(random));
                case 4 -> new BsonString(BsonSamples.randomString(random, i % 3 == 0 ? 1 : 30));
                case 5 -> new BsonBinary((byte) random.nextInt(8), BsonSamples.randomBytes(random, 20));
                case 6 -> new BsonDateTime(BsonSamples.randomLong(random));
                default -> BsonSamples.randomValue(random, 1);
            };
            byte[] bytes = BsonSamples.bytes(new BsonDocument("v", sample));
            READERS.forEach((name, pair) -> compare(name, pair, bytes, String.valueOf(sample)));
        }
    }

    @Test
    void malformedValuesTheDriverRefusesWhenReadFailTheSameWay() {
        List<byte[]> documents = new ArrayList<>();
        for (int value : new int[] {2, -1, 0x7F, 0x80}) {
            byte[] bytes = BsonSamples.bytes(new BsonDocument("v", BsonBoolean.TRUE));
            bytes[7] = (byte) value;
            documents.add(bytes);
        }
        // old binary whose inner length disagrees with the outer one
        for (int inner : new int[] {0, 1, 2, 5, -1, Integer.MAX_VALUE}) {
            byte[] bytes = BsonSamples.bytes(new BsonDocument("v", new BsonBinary((byte) 2, new byte[] {1, 2, 3, 4})));
            BsonBuffer patch = BsonBuffer.unpooled();
            patch.putInt(inner);
            System.arraycopy(patch.toByteArray(), 0, bytes, 12, 4);
            documents.add(bytes);
        }
        // invalid UTF-8: lone continuation, overlong, CESU-8 surrogates, truncated sequences, 0xFF
        byte[][] utf8 = {{(byte) 0x80}, {(byte) 0xFF}, {(byte) 0xC0, (byte) 0x80}, {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
                {(byte) 0xED, (byte) 0xA0, (byte) 0xBD, (byte) 0xED, (byte) 0xB8, (byte) 0x80}, {(byte) 0xE6, (byte) 0x97},
                {'a', (byte) 0xF0, (byte) 0x9F, (byte) 0x98}, {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80},
                {'R', 'E', (byte) 0xC4}, {(byte) 0xC3, (byte) 0x84, 'P', 'F', 'E', 'L'}};
        for (byte[] content : utf8) {
            for (int type : new int[] {0x02, 0x0E}) {
                documents.add(stringDocument(type, content));
            }
        }
        for (byte[] bytes : documents) {
            READERS.forEach((name, pair) -> compare(name, pair, bytes, Arrays.toString(bytes)));
        }
    }

    @Test
    void oldBinaryTooShortForItsInnerLengthIsABsonSerializationException() {
        for (int length = 0; length < 4; length++) {
            BsonBuffer value = BsonBuffer.unpooled();
            value.putByte(0x05);
            value.putCString("v");
            value.putInt(length);
            value.putByte(2);
            value.putBytes(new byte[length]);
            byte[] bytes = wrap(value);
            int end = bytes.length - 1;
            for (String name : List.of("bytes", "binary", "uuid")) {
                FastReader reader = READERS.get(name).fast();
                BsonSerializationException e = org.junit.jupiter.api.Assertions.assertThrows(
                        BsonSerializationException.class, () -> reader.read(bytes, 0x05, 7, end, FIELD));
                assertEquals("Binary sub type OldBinary has inconsistent sizes", e.getMessage());
            }
        }
    }

    @Test
    void enumNamesAreTheDriversStringBytes() {
        for (Color color : Color.values()) {
            byte[] document = BsonSamples.bytes(new BsonDocument("v", new BsonString(color.name())));
            byte[] value = Arrays.copyOfRange(document, 7, document.length - 1);
            assertEquals(Arrays.toString(value), Arrays.toString(COLORS.nameBytes(color)), color.name());
            assertEquals(color, ByteReads.enumValue(document, 0x02, 7, document.length - 1, COLORS, FIELD));
        }
    }

    /** Both readers on the single field {@code v} of the document; type code passed signed and masked. */
    private static void compare(String name, ReaderPair pair, byte[] bytes, String sample) {
        Object expected = outcome(() -> {
            BsonBinaryReader reader = BsonSamples.reader(bytes);
            reader.readStartDocument();
            reader.readBsonType();
            reader.readName();
            return pair.portable().apply(reader, FIELD);
        });
        int limit = BsonBytes.documentEnd(bytes, 0) - 1;
        int nameEnd = BsonBytes.nameEnd(bytes, 5, limit);
        int pos = nameEnd + 1;
        for (int type : new int[] {bytes[4], bytes[4] & 0xFF}) {
            // the byte path's whole read: valueEnd (which refuses what the driver's reader refuses) then the reader
            Object actual = outcome(() -> pair.fast().read(bytes, type, pos, BsonBytes.valueEnd(bytes, type, pos, limit),
                    FIELD));
            assertSameOutcome(name + " from " + sample, expected, actual);
        }
    }

    private static void assertSameOutcome(String what, Object expected, Object actual) {
        if (expected instanceof RuntimeException e) {
            RuntimeException a = assertInstanceOf(RuntimeException.class, actual,
                    () -> what + ": Reads threw " + e + ", ByteReads returned " + actual);
            assertEquals(e.getClass(), a.getClass(), what);
            assertEquals(e.getMessage(), a.getMessage(), what);
            assertInstanceOf(BSONException.class, a, what);
        } else {
            assertTrue(!(actual instanceof RuntimeException), () -> what + ": Reads returned " + expected
                    + ", ByteReads threw " + actual);
            assertEquals(normalize(expected), normalize(actual), what);
        }
    }

    /** Values compared by content: arrays by their elements, doubles and floats by their bits. */
    private static Object normalize(Object value) {
        if (value instanceof byte[] bytes) {
            return "bytes" + Arrays.toString(bytes);
        }
        if (value instanceof Binary binary) {
            return "binary " + binary.getType() + Arrays.toString(binary.getData());
        }
        if (value instanceof Double d) {
            return "double " + Double.doubleToRawLongBits(d);
        }
        if (value instanceof Float f) {
            return "float " + Float.floatToRawIntBits(f);
        }
        if (value instanceof String s) {
            return "string " + s.chars().boxed().toList();
        }
        return value == null ? null : value.getClass().getName() + " " + value;
    }

    private interface Read {
        Object run();
    }

    private static Object outcome(Read read) {
        try {
            return read.run();
        } catch (RuntimeException e) {
            return e;
        }
    }

    /** {v: <string of the given type holding these bytes>}. */
    private static byte[] stringDocument(int type, byte[] content) {
        BsonBuffer value = BsonBuffer.unpooled();
        value.putByte(type);
        value.putCString("v");
        value.putInt(content.length + 1);
        value.putBytes(content);
        value.putByte(0);
        return wrap(value);
    }

    private static byte[] wrap(BsonBuffer body) {
        BsonBuffer document = BsonBuffer.unpooled();
        int start = document.reserveInt();
        document.putBytes(body.toByteArray());
        document.putByte(0);
        document.patchSize(start);
        return document.toByteArray();
    }
}
