package io.github.bsonrecords.codec;

import java.nio.ByteBuffer;
import java.util.Random;
import java.util.function.Consumer;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDbPointer;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonJavaScript;
import org.bson.BsonJavaScriptWithScope;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonRegularExpression;
import org.bson.BsonString;
import org.bson.BsonSymbol;
import org.bson.BsonTimestamp;
import org.bson.BsonUndefined;
import org.bson.BsonValue;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/** Test data: BSON bytes written by the driver, random strings and values of every BSON type. */
public final class BsonSamples {
    private BsonSamples() {
    }

    /** The bytes the driver's binary writer produces for a top-level document with the given body. */
    public static byte[] document(Consumer<BsonBinaryWriter> body) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            writer.writeStartDocument();
            body.accept(writer);
            writer.writeEndDocument();
        }
        return output.toByteArray();
    }

    /** The driver's bytes for a document. */
    public static byte[] bytes(BsonDocument document) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            new BsonDocumentCodec().encode(writer, document, EncoderContext.builder().build());
        }
        return output.toByteArray();
    }

    public static BsonBinaryReader reader(byte[] bytes) {
        return new BsonBinaryReader(ByteBuffer.wrap(bytes));
    }

    /**
     * A string built to exercise UTF-8 encoding: ASCII runs, Latin-1, two- and three-byte chars,
     * surrogate pairs (emoji), unpaired and reversed surrogates, U+0000, U+FFFF, sometimes empty.
     */
    public static String randomString(Random random, int maxLength) {
        int length = random.nextInt(8) == 0 ? 0 : random.nextInt(maxLength + 1);
        boolean asciiOnly = random.nextInt(3) == 0;
        StringBuilder s = new StringBuilder(length);
        while (s.length() < length) {
            int kind = asciiOnly ? 0 : random.nextInt(12);
            switch (kind) {
                case 0, 1, 2, 3 -> s.append((char) (0x20 + random.nextInt(0x5F)));
                case 4 -> s.append((char) random.nextInt(0x80));
                case 5 -> s.append((char) (0x80 + random.nextInt(0x780)));
                case 6 -> s.append((char) (0x800 + random.nextInt(0xD000 - 0x800)));
                case 7 -> s.appendCodePoint(0x10000 + random.nextInt(0x100000));
                case 8 -> s.append((char) (0xD800 + random.nextInt(0x400)));
                case 9 -> s.append((char) (0xDC00 + random.nextInt(0x400)));
                case 10 -> s.append((char) (0xDC00 + random.nextInt(0x400))).append((char) (0xD800 + random.nextInt(0x400)));
                default -> s.append(new char[] {'\0', '\uFFFF', '\uFFFD', '\u07FF', '\u0800', '\uE000', '\u00FF'}[random.nextInt(7)]);
            }
        }
        return s.toString();
    }

    /** Printable ASCII of exactly {@code length} chars. */
    public static String asciiString(Random random, int length) {
        StringBuilder s = new StringBuilder(length);
        while (s.length() < length) {
            s.append((char) (0x20 + random.nextInt(0x5F)));
        }
        return s.toString();
    }

    /** A field name: like {@link #randomString} but without U+0000 and never empty. */
    public static String randomName(Random random) {
        String name = randomString(random, 12).replace('\0', 'x');
        return name.isEmpty() ? "n" + random.nextInt(100) : name;
    }

    public static double randomDouble(Random random) {
        return switch (random.nextInt(6)) {
            case 0 -> Double.longBitsToDouble(random.nextLong());
            case 1 -> new double[] {0.0, -0.0, Double.NaN, Double.longBitsToDouble(0x7FF0_0000_0000_0001L),
                    Double.longBitsToDouble(0xFFF8_0000_0000_1234L), Double.POSITIVE_INFINITY,
                    Double.NEGATIVE_INFINITY, Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE,
                    Float.MAX_VALUE, 3.4028235677973366E38, 1e300, (double) Long.MAX_VALUE, 9.3e18,
                    (double) Integer.MAX_VALUE, (double) Integer.MIN_VALUE, 2.5, 4e9}[random.nextInt(19)];
            case 2 -> random.nextInt(1000) - 500;
            case 3 -> (double) random.nextLong();
            default -> random.nextGaussian() * Math.pow(10, random.nextInt(40) - 20);
        };
    }

    public static long randomLong(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> random.nextLong();
            case 1 -> new long[] {0, -1, Long.MIN_VALUE, Long.MAX_VALUE, Integer.MAX_VALUE, Integer.MIN_VALUE,
                    Integer.MAX_VALUE + 1L, (1L << 53) + 1, 1L << 53, 32768, -129, 128}[random.nextInt(12)];
            case 2 -> random.nextInt();
            default -> random.nextInt(2000) - 1000;
        };
    }

    public static Decimal128 randomDecimal128(Random random) {
        return switch (random.nextInt(5)) {
            case 0 -> Decimal128.fromIEEE754BIDEncoding(random.nextLong(), random.nextLong());
            case 1 -> new Decimal128[] {Decimal128.NaN, Decimal128.NEGATIVE_NaN, Decimal128.POSITIVE_INFINITY,
                    Decimal128.NEGATIVE_INFINITY, Decimal128.NEGATIVE_ZERO, Decimal128.POSITIVE_ZERO,
                    Decimal128.parse("1E+400"), Decimal128.parse("0.1"), Decimal128.parse("12.5"),
                    Decimal128.parse("9223372036854775808"), Decimal128.parse("-2147483648")}[random.nextInt(11)];
            case 2 -> new Decimal128(randomLong(random));
            default -> Decimal128.parse(random.nextInt(100000) + "E" + (random.nextInt(20) - 10));
        };
    }

    public static byte[] randomBytes(Random random, int maxLength) {
        byte[] bytes = new byte[random.nextInt(maxLength + 1)];
        random.nextBytes(bytes);
        return bytes;
    }

    public static ObjectId randomObjectId(Random random) {
        byte[] bytes = new byte[12];
        random.nextBytes(bytes);
        return new ObjectId(bytes);
    }

    /** A document with values of every BSON type, nested up to {@code depth}. */
    public static BsonDocument randomDocument(Random random, int depth) {
        BsonDocument document = new BsonDocument();
        int fields = random.nextInt(8);
        for (int i = 0; i < fields; i++) {
            document.put(randomName(random) + i, randomValue(random, depth));
        }
        return document;
    }

    public static BsonValue randomValue(Random random, int depth) {
        int kinds = depth > 0 ? 23 : 20;
        return switch (random.nextInt(kinds)) {
            case 0 -> new BsonDouble(randomDouble(random));
            case 1 -> new BsonString(randomString(random, 20));
            case 2 -> new BsonBinary((byte) new int[] {0, 1, 2, 3, 4, 5, 0x80, 0xFF}[random.nextInt(8)],
                    randomBytes(random, 20));
            case 3 -> new BsonObjectId(randomObjectId(random));
            case 4 -> BsonBoolean.valueOf(random.nextBoolean());
            case 5 -> new BsonDateTime(randomLong(random));
            case 6 -> BsonNull.VALUE;
            case 7 -> new BsonRegularExpression(randomName(random), random.nextBoolean() ? "i" : "");
            case 8 -> new BsonDbPointer(randomString(random, 8), randomObjectId(random));
            case 9 -> new BsonJavaScript(randomString(random, 10));
            case 10 -> new BsonSymbol(randomString(random, 10));
            case 11 -> new BsonInt32(random.nextInt());
            case 12 -> new BsonTimestamp(random.nextLong());
            case 13 -> new BsonInt64(randomLong(random));
            case 14 -> new BsonDecimal128(randomDecimal128(random));
            case 15 -> new BsonMinKey();
            case 16 -> new BsonMaxKey();
            case 17 -> new BsonUndefined();
            case 18 -> new BsonJavaScriptWithScope(randomString(random, 10),
                    new BsonDocument("x", new BsonInt32(random.nextInt())));
            case 19 -> new BsonString(randomString(random, 3));
            case 20, 21 -> randomDocument(random, depth - 1);
            default -> {
                BsonArray array = new BsonArray();
                int length = random.nextInt(6);
                for (int i = 0; i < length; i++) {
                    array.add(randomValue(random, depth - 1));
                }
                yield array;
            }
        };
    }
}
