package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.codec.BsonSamples;
import io.github.bsonrecords.internal.Endian;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import org.bson.BsonBinaryReader;
import org.bson.BsonDocument;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.junit.jupiter.api.Test;

/** {@link BsonBytes} against naive definitions and against the driver's reader on the same bytes. */
class BsonBytesTest {

    @Test
    void valueEndsAreWhereTheDriversSkipValueLands() {
        Random random = new Random(11);
        for (int round = 0; round < 2000; round++) {
            byte[] bytes = BsonSamples.bytes(BsonSamples.randomDocument(random, 3));
            assertEquals(bytes.length, BsonBytes.documentEnd(bytes, 0));
            compareWithDriver(bytes, 0, BsonSamples.reader(bytes));
        }
    }

    /** Walks the document at {@code start} with BsonBytes and the reader side by side, descending into containers. */
    private static void compareWithDriver(byte[] b, int start, BsonBinaryReader reader) {
        int limit = BsonBytes.documentEnd(b, start) - 1;
        boolean array = reader.getCurrentBsonType() == BsonType.ARRAY;
        if (array) {
            reader.readStartArray();
        } else {
            reader.readStartDocument();
        }
        int pos = start + 4;
        while (pos < limit) {
            int type = b[pos];
            BsonType readerType = reader.readBsonType();
            assertEquals(readerType.getValue(), type & 0xFF);
            int nameEnd = BsonBytes.nameEnd(b, pos + 1, limit);
            if (!array) {
                assertEquals(reader.readName(), ByteReads.name(b, pos + 1, nameEnd));
            }
            int valuePos = nameEnd + 1;
            assertEquals(valuePos, reader.getBsonInput().getPosition());
            int valueEnd = BsonBytes.valueEnd(b, type, valuePos, limit);
            if (readerType == BsonType.DOCUMENT || readerType == BsonType.ARRAY) {
                compareWithDriver(b, valuePos, reader);
            } else {
                reader.skipValue();
            }
            assertEquals(reader.getBsonInput().getPosition(), valueEnd);
            pos = valueEnd;
        }
        assertEquals(BsonType.END_OF_DOCUMENT, reader.readBsonType());
        if (array) {
            reader.readEndArray();
        } else {
            reader.readEndDocument();
        }
        assertEquals(limit + 1, reader.getBsonInput().getPosition());
    }

    @Test
    void aSizedSkipEndsAndFailsWhereValueEndAndCheckSkippedDo() {
        Random random = new Random(19);
        for (int type = 0; type < 256; type++) {
            for (int round = 0; round < 200; round++) {
                byte[] b = new byte[1 + random.nextInt(40)];
                random.nextBytes(b);
                if (round % 2 == 0 && b.length > 4) {
                    // a plausible string or document length, so that more than the bounds checks run
                    Endian.putInt(b, 0, random.nextInt(b.length));
                }
                int limit = random.nextInt(b.length + 1);
                int t = type;
                String general = outcome(() -> {
                    int end = BsonBytes.valueEnd(b, t, 0, limit);
                    BsonBytes.checkSkipped(b, t, 0, end);
                    return end;
                });
                String sized = outcome(() -> BsonBytes.skippedEnd(b, t, BsonBytes.skipSize(t), 0, limit));
                assertEquals(general, sized, "type 0x" + Integer.toHexString(type) + ", bytes " + Arrays.toString(b)
                        + ", limit " + limit);
            }
        }
    }

    private static String outcome(java.util.function.IntSupplier skip) {
        try {
            return "end " + skip.getAsInt();
        } catch (RuntimeException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    @Test
    void nameEndAndElementNameEndFindTheFirstZeroAtEveryAlignmentAndLimit() {
        Random random = new Random(3);
        for (int round = 0; round < 20000; round++) {
            byte[] b = new byte[1 + random.nextInt(40)];
            for (int i = 0; i < b.length; i++) {
                // mostly non-zero, with high-bit bytes and 0x01 (the SWAR borrow's edge cases)
                b[i] = (byte) (random.nextInt(10) == 0 ? 0 : random.nextBoolean() ? 1 + random.nextInt(255)
                        : new int[] {0x01, 0x80, 0xFF, 0x7F}[random.nextInt(4)]);
            }
            int pos = random.nextInt(b.length + 1);
            int limit = pos + random.nextInt(b.length - pos + 1);
            int expected = -1;
            for (int i = pos; i < limit; i++) {
                if (b[i] == 0) {
                    expected = i;
                    break;
                }
            }
            if (expected < 0) {
                assertThrows(BsonSerializationException.class, () -> BsonBytes.nameEnd(b, pos, limit));
            } else {
                assertEquals(expected, BsonBytes.nameEnd(b, pos, limit));
            }
            // whatever index the element is expected to have: the same 0, or -1 where there is none
            for (int index : new int[] {0, 9, 10, 99, 100, random.nextInt(200)}) {
                assertEquals(expected, BsonBytes.indexNameEnd(b, pos, limit, index), "index " + index);
                if (expected < 0) {
                    assertThrows(BsonSerializationException.class, () -> BsonBytes.elementNameEnd(b, pos, limit, index));
                } else {
                    assertEquals(expected, BsonBytes.elementNameEnd(b, pos, limit, index));
                }
            }
        }
    }

    @Test
    void elementNameEndTakesAnIndexsDigitsOnlyWhenTheirZeroIsBeforeTheLimit() {
        byte[] b = {'7', 0, 0};
        assertEquals(1, BsonBytes.elementNameEnd(b, 0, 2, 7));
        // the 0 at the limit is the document's terminator, not the name's
        assertThrows(BsonSerializationException.class, () -> BsonBytes.elementNameEnd(b, 0, 1, 7));
        byte[] empty = {0, 0, 5};
        assertEquals(0, BsonBytes.elementNameEnd(empty, 0, 3, 0));
        byte[] twoDigits = {'1', '2', 0, 9};
        assertEquals(2, BsonBytes.elementNameEnd(twoDigits, 0, 4, 12));
        assertThrows(BsonSerializationException.class, () -> BsonBytes.elementNameEnd(twoDigits, 0, 2, 12));
        // a name other than the index's digits is found by the search all the same
        assertEquals(2, BsonBytes.elementNameEnd(twoDigits, 0, 4, 3));
        assertEquals(1, BsonBytes.elementNameEnd(b, 0, 2, 42));
    }

    @Test
    void nameWordIsTheZeroPaddedLittleEndianPrefixAndReadsNothingBeyondTheName() {
        Random random = new Random(4);
        for (int round = 0; round < 20000; round++) {
            int len = random.nextInt(20);
            int pos = random.nextInt(5);
            byte[] b = new byte[pos + len];  // nothing after the name: any read beyond it throws
            random.nextBytes(b);
            long expected = 0;
            for (int i = 0; i < Math.min(len, 8); i++) {
                expected |= (b[pos + i] & 0xFFL) << (8 * i);
            }
            assertEquals(expected, BsonBytes.nameWord(b, pos, len));
        }
        byte[] id = "_id".getBytes(StandardCharsets.UTF_8);
        assertEquals('_' | ('i' << 8) | ('d' << 16), BsonBytes.nameWord(id, 0, id.length));
    }

    @Test
    void littleEndianLoadsMatchTheDriversWriter() {
        Random random = new Random(5);
        for (int round = 0; round < 2000; round++) {
            int i = random.nextInt();
            long l = BsonSamples.randomLong(random);
            double d = BsonSamples.randomDouble(random);
            byte[] b = BsonSamples.document(w -> {
                w.writeInt32("i", i);
                w.writeInt64("l", l);
                w.writeDouble("d", d);
            });
            assertEquals(i, Endian.getInt(b, 7));
            assertEquals(l, Endian.getLong(b, 14));
            assertEquals(Double.doubleToRawLongBits(d), Double.doubleToRawLongBits(Endian.getDouble(b, 25)));
        }
    }

    @Test
    void documentEndRefusesBadSizesWithClearMessages() {
        byte[] ok = BsonSamples.bytes(new BsonDocument());
        assertEquals(5, BsonBytes.documentEnd(ok, 0));
        assertMessage("BSON document at offset 0 declares size 4, less than the minimum of 5",
                () -> BsonBytes.documentEnd(new byte[] {4, 0, 0, 0, 0}, 0));
        assertMessage("BSON document at offset 0 declares size 6 but only 5 bytes remain",
                () -> BsonBytes.documentEnd(new byte[] {6, 0, 0, 0, 0}, 0));
        assertMessage("BSON document at offset 0 declares size 2147483647 but only 5 bytes remain",
                () -> BsonBytes.documentEnd(new byte[] {-1, -1, -1, 0x7F, 0}, 0));
        assertMessage("BSON document at offset 0 of size 5 does not end with a 0 byte",
                () -> BsonBytes.documentEnd(new byte[] {5, 0, 0, 0, 1}, 0));
        assertMessage("BSON document at offset 3 has no room for its size: 2 bytes remain",
                () -> BsonBytes.documentEnd(new byte[] {5, 0, 0, 0, 0}, 3));
        assertMessage("Unknown BSON type 0x14 before offset 7",
                () -> BsonBytes.valueEnd(new byte[] {0, 0, 0, 0, 0x14, 'v', 0, 0}, 0x14, 7, 7));
        assertMessage("While decoding a BSON string found a size that is not a positive number: 0",
                () -> BsonBytes.valueEnd(new byte[] {0, 0, 0, 0, 0}, 0x02, 0, 5));
        assertMessage("Embedded BSON document at offset 0 declares size 4, less than the minimum of 5",
                () -> BsonBytes.valueEnd(new byte[] {4, 0, 0, 0, 0, 0}, 0x03, 0, 5));
        assertMessage("Embedded BSON document at offset 0 declares size 6 but only 5 bytes remain in the enclosing document",
                () -> BsonBytes.valueEnd(new byte[] {6, 0, 0, 0, 0, 0, 0}, 0x04, 0, 5));
        assertMessage("Size -1 is not valid because it is negative.",
                () -> BsonBytes.valueEnd(new byte[] {-1, -1, -1, -1, 0, 0}, 0x05, 0, 5));
        assertMessage("BSON INT64 value at offset 2 needs 8 bytes but only 3 remain in the document",
                () -> BsonBytes.valueEnd(new byte[8], 0x12, 2, 5));
        assertMessage("BSON document ends (type 0x00) at offset 1 before its declared size",
                () -> BsonBytes.valueEnd(new byte[8], 0, 2, 5));
        assertMessage("BSON string at offset 0 declares length 2147483647 but only 1 bytes remain in the document",
                () -> BsonBytes.valueEnd(new byte[] {-1, -1, -1, 0x7F, 0, 0}, 0x02, 0, 5));
    }

    private static void assertMessage(String expected, org.junit.jupiter.api.function.Executable call) {
        BsonSerializationException e = assertThrows(BsonSerializationException.class, call);
        assertEquals(expected, e.getMessage());
        assertTrue(e.getMessage().length() > 10);
    }

    @Test
    void fixedElementCountIsExactForArraysOfFixedSizeValuesAndBoundedForOthers() {
        for (int n : new int[] {0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 1001, 9999, 10_000, 12_345}) {
            for (int kind = 0; kind < 3; kind++) {
                int valueSize = new int[] {8, 4, 1}[kind];
                int k = kind;
                byte[] document = BsonSamples.document(writer -> {
                    writer.writeStartArray("a");
                    for (int i = 0; i < n; i++) {
                        switch (k) {
                            case 0 -> writer.writeDouble(i);
                            case 1 -> writer.writeInt32(i);
                            default -> writer.writeBoolean(i % 2 == 0);
                        }
                    }
                    writer.writeEndArray();
                });
                int start = 4 + 1 + 2; // size, type, "a" and its 0
                int end = document.length - 1;
                assertEquals(n, BsonBytes.fixedElementCount(start, end, valueSize), n + " values of " + valueSize);
                // read as larger values, the count is never more than the bytes hold
                assertTrue(BsonBytes.fixedElementCount(start, end, 16) <= n);
            }
        }
        byte[] strings = BsonSamples.document(writer -> {
            writer.writeStartArray("a");
            for (int i = 0; i < 500; i++) {
                writer.writeString("value " + i);
            }
            writer.writeEndArray();
        });
        int count = BsonBytes.fixedElementCount(7, strings.length - 1, 8);
        assertTrue(count >= 0 && count <= (strings.length - 12) / 11, "a capacity the bytes can hold: " + count);
    }
}
