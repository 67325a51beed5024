package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonNull;
import org.bson.BsonSerializationException;
import org.bson.BsonString;
import org.bson.BsonSymbol;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.junit.jupiter.api.Test;

/**
 * {@link StringLists#read} against the element loop it replaces: the same strings in the same order, null for
 * BSON null, a symbol as its string, at every length up to three dozen; and the same failures, named by the
 * element's index.
 */
class StringListsTest {
    private static final FieldRef FIELD = new FieldRef("Sample", "names", "names");
    /** The first element whose name has two digits: the lengths and failing elements tested lie around it. */
    private static final int TWO_DIGITS = 10;

    @Test
    void readsEveryLengthAsTheElementLoopDoes() {
        for (int size = 0; size <= 3 * TWO_DIGITS; size++) {
            List<BsonValue> values = new ArrayList<>();
            List<String> expected = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                BsonValue value = switch (i % 5) {
                    case 3 -> BsonNull.VALUE;
                    case 4 -> new BsonSymbol("symbol-" + i);
                    default -> new BsonString("é-" + i + "-" + "x".repeat(i));
                };
                values.add(value);
                expected.add(value.isNull() ? null : value.isSymbol() ? value.asSymbol().getSymbol()
                        : value.asString().getValue());
            }
            byte[] bytes = document(new BsonArray(values));
            assertEquals(expected, read(bytes), "size " + size);
            assertEquals(elementLoop(bytes), read(bytes), "size " + size);
        }
    }

    @Test
    void namesTheElementThatIsNoStringByItsIndex() {
        for (int bad : new int[] {0, TWO_DIGITS - 1, TWO_DIGITS, TWO_DIGITS + 3}) {
            List<BsonValue> values = new ArrayList<>();
            for (int i = 0; i <= bad + 2; i++) {
                values.add(i == bad ? new BsonInt32(i) : new BsonString("s" + i));
            }
            byte[] bytes = document(new BsonArray(values));
            BsonRecordDecodingException failure = assertThrows(BsonRecordDecodingException.class, () -> read(bytes));
            assertTrue(failure.getPath().contains("[" + bad + "]"), failure.getPath() + " at " + bad);
            assertEquals(failure.getMessage(), assertThrows(BsonRecordDecodingException.class,
                    () -> elementLoop(bytes)).getMessage());
        }
    }

    @Test
    void refusesAStringThatOverrunsTheArray() {
        List<BsonValue> values = new ArrayList<>();
        for (int i = 0; i < TWO_DIGITS + 2; i++) {
            values.add(new BsonString("s" + i));
        }
        for (int element : new int[] {0, TWO_DIGITS + 1}) {
            byte[] bytes = document(new BsonArray(values));
            int length = lengthOffset(bytes, element);
            bytes[length] = (byte) 0x7F; // the string's length now runs past the array
            assertThrows(BsonSerializationException.class, () -> read(bytes));
        }
    }

    /**
     * The two-pass read of well-formed strings against {@link StringLists#readElements}, the element loop every
     * other array takes: on 3,000 random arrays (0 to 120 elements, so names of one to three digits; empty, ASCII
     * and non-ASCII strings; now and then a null, a symbol or an int), half of them with a byte overwritten
     * somewhere in the array, both give the same list or fail with the same exception and message.
     */
    @Test
    void readsAsTheElementLoopOnRandomAndDamagedArrays() {
        java.util.Random random = new java.util.Random(31);
        int fastPath = 0;
        for (int trial = 0; trial < 3000; trial++) {
            List<BsonValue> values = new ArrayList<>();
            int size = random.nextInt(4) == 0 ? random.nextInt(121) : random.nextInt(9);
            boolean onlyStrings = random.nextBoolean();
            for (int i = 0; i < size; i++) {
                int kind = onlyStrings ? 0 : random.nextInt(12);
                values.add(switch (kind) {
                    case 1 -> BsonNull.VALUE;
                    case 2 -> new BsonSymbol("sym" + i);
                    case 3 -> new BsonInt32(i);
                    default -> new BsonString(randomString(random));
                });
            }
            byte[] bytes = document(new BsonArray(values));
            int end = ARRAY_START + arraySize(bytes);
            if (random.nextBoolean() && end - ARRAY_START > 5) {
                // the array's own size and terminator stay: the caller checked them
                bytes[ARRAY_START + 4 + random.nextInt(end - ARRAY_START - 5)] = (byte) random.nextInt(256);
            }
            if (StringLists.wellFormedStrings(bytes, ARRAY_START + 4, end - 1) >= 0) {
                fastPath++;
            }
            Object expected = outcome(() -> StringLists.readElements(bytes, ARRAY_START, end, FIELD));
            assertEquals(expected, outcome(() -> read(bytes)), "trial " + trial + ": " + values);
        }
        assertTrue(fastPath > 1000, "arrays of well-formed strings read in two passes: " + fastPath);
    }

    @Test
    void countsWellFormedStringsAndDeclinesAnythingElse() {
        for (int size : new int[] {0, 1, 9, 10, 11, 99, 100, 101}) {
            List<BsonValue> values = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                values.add(new BsonString(i % 3 == 0 ? "" : "s" + i));
            }
            byte[] bytes = document(new BsonArray(values));
            assertEquals(size, StringLists.wellFormedStrings(bytes, ARRAY_START + 4, ARRAY_START + arraySize(bytes) - 1));
            if (size > 0) {
                values.set(size - 1, new BsonSymbol("last"));
                byte[] symbol = document(new BsonArray(values));
                assertEquals(-1, StringLists.wellFormedStrings(symbol, ARRAY_START + 4,
                        ARRAY_START + arraySize(symbol) - 1));
            }
        }
    }

    private static String randomString(java.util.Random random) {
        StringBuilder text = new StringBuilder();
        for (int i = random.nextInt(3) == 0 ? 0 : random.nextInt(40); i > 0; i--) {
            text.append(random.nextInt(8) == 0 ? (char) (0xE0 + random.nextInt(400)) : (char) ('a' + random.nextInt(26)));
        }
        return text.toString();
    }

    /** The list read, or the failure's class and message. */
    private static Object outcome(java.util.function.Supplier<List<String>> read) {
        try {
            return read.get();
        } catch (RuntimeException e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
    }

    /** {"names": array}: the array's value starts after the document's size, its type and "names\0". */
    private static byte[] document(BsonArray array) {
        ByteBuffer buffer = new RawBsonDocument(new BsonDocument("names", array), new org.bson.codecs.BsonDocumentCodec())
                .getByteBuffer().asNIO();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }

    private static final int ARRAY_START = 4 + 1 + "names".length() + 1;

    private static List<String> read(byte[] bytes) {
        return StringLists.read(bytes, ARRAY_START, ARRAY_START + arraySize(bytes), FIELD);
    }

    private static int arraySize(byte[] bytes) {
        return ByteBuffer.wrap(bytes, ARRAY_START, 4).order(java.nio.ByteOrder.LITTLE_ENDIAN).getInt();
    }

    /** The offset of the length of the string at index {@code element}. */
    private static int lengthOffset(byte[] bytes, int element) {
        int position = ARRAY_START + 4;
        for (int i = 0; ; i++) {
            int valueStart = BsonBytes.nameEnd(bytes, position + 1, bytes.length) + 1;
            if (i == element) {
                return valueStart;
            }
            position = BsonBytes.valueEnd(bytes, bytes[position], valueStart, bytes.length);
        }
    }

    /** The loop generated code wrote for a {@code List<String>} before {@link StringLists}. */
    private static List<String> elementLoop(byte[] bytes) {
        int end = ARRAY_START + arraySize(bytes);
        ArrayList<String> list = new ArrayList<>(BsonBytes.elementCount(bytes, ARRAY_START, end));
        int limit = end - 1;
        int position = ARRAY_START + 4;
        try {
            while (position < limit) {
                int type = bytes[position] & 0xFF;
                int valueStart = BsonBytes.nameEnd(bytes, position + 1, limit) + 1;
                int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
                list.add(ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, FIELD));
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.element(e, bytes, position + 1, false);
        }
        return Arrays.asList(list.toArray(new String[0]));
    }
}
