package io.github.bsonrecords.codec.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.bsonrecords.codec.BsonSamples;
import io.github.bsonrecords.internal.ScratchArrays;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import org.bson.BsonBinary;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.RawBsonDocument;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.RawBsonDocumentCodec;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * {@link BsonBuffer} writes the same bytes as the driver's {@link BsonBinaryWriter} over a
 * {@link BasicOutputBuffer}, for random fields of every type it writes, at the top level and
 * nested under a parent the writer is writing.
 */
class BsonBufferAgainstWriterTest {

    /** One field written both ways: named, or as an array element. */
    private interface Field {
        void write(BsonBinaryWriter writer, boolean element);

        /** {@code index} is the element's index in an array, or -1 for a named field. */
        void put(BsonBuffer buffer, int index);
    }

    @Test
    void randomDocumentsAreByteIdenticalToTheWriters() {
        Random random = new Random(20240601);
        for (int round = 0; round < 3000; round++) {
            List<Field> fields = randomFields(random, 2, 1 + random.nextInt(12));
            byte[] expected = BsonSamples.document(writer -> fields.forEach(field -> field.write(writer, false)));

            BsonBuffer buffer = BsonBuffer.acquire();
            try {
                fields.forEach(field -> field.put(buffer, -1));
                byte[] actual = writeBody(buffer);
                assertArrayEquals(expected, actual, "round " + round);
            } finally {
                buffer.release();
            }
        }
    }

    /**
     * A pre-encoded header is copied by two overlapping 8-byte moves from 8 to 16 bytes and by the
     * array copy otherwise: every length from 1 to 40, at every offset in a word, between other bytes.
     */
    @Test
    void preEncodedBytesOfEveryLengthAreCopiedWholeAndNothingPast() {
        for (int length = 1; length <= 40; length++) {
            byte[] header = new byte[length];
            for (int i = 0; i < length; i++) {
                header[i] = (byte) (0x11 * (i + 1));
            }
            for (int before = 0; before < 9; before++) {
                BsonBuffer buffer = BsonBuffer.unpooled();
                byte[] expected = new byte[before + length + 1];
                for (int i = 0; i < before; i++) {
                    buffer.putByte(0x7E);
                    expected[i] = 0x7E;
                }
                buffer.putBytes(header);
                buffer.putByte(0x7F);
                System.arraycopy(header, 0, expected, before, length);
                expected[before + length] = 0x7F;
                assertArrayEquals(expected, buffer.toByteArray(), length + " bytes after " + before);
            }
        }
    }

    /**
     * Documents far larger than the stream chunk (nested documents and arrays open across the
     * points where the buffer hands its bytes to the writer's output, whose sizes are then patched
     * there), streamed under a name after other fields: byte-identical to the writer's.
     */
    @Test
    void largeDocumentsStreamedIntoTheWritersOutputAreByteIdentical() {
        // an array another test left in the shared pool would be taken on a grow, whatever its size:
        // empty the pool so that the array's size is this test's own
        while (ScratchArrays.take(0) != null) {
            // drained
        }
        Random random = new Random(99);
        for (int round = 0; round < 12; round++) {
            List<Field> fields = new ArrayList<>();
            while (fields.size() < 10_000 + random.nextInt(5000)) {
                fields.addAll(randomFields(random, 2, 50));
            }
            byte[] expected = BsonSamples.document(writer -> {
                writer.writeString("before", "start");
                writer.writeStartDocument("big");
                fields.forEach(field -> field.write(writer, false));
                writer.writeEndDocument();
            });
            BsonBuffer buffer = BsonBuffer.acquire();
            try {
                byte[] actual = BsonSamples.document(writer -> {
                    writer.writeString("before", "start");
                    writer.writeName("big");
                    buffer.startDocument(writer);
                    fields.forEach(field -> field.put(buffer, -1));
                    buffer.endDocument(writer);
                });
                assertTrue(expected.length > 4 * 64 * 1024, "large enough to stream: " + expected.length);
                assertArrayEquals(expected, actual, "round " + round);
                assertTrue(buffer.array().length <= 2 * 64 * 1024, "the array did not grow with the document: "
                        + buffer.array().length);
            } finally {
                buffer.release();
            }
        }
    }

    /** A nested document and array larger than the chunk: their sizes are patched after their start was handed over. */
    @Test
    void sizesOfNestedDocumentsAlreadyHandedOverArePatchedInTheOutput() {
        byte[] expected = BsonSamples.document(writer -> {
            writer.writeStartDocument("outer");
            writer.writeStartArray("items");
            for (int i = 0; i < 20_000; i++) {
                writer.writeString("item " + i);
            }
            writer.writeEndArray();
            writer.writeInt32("after", 7);
            writer.writeEndDocument();
        });
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            byte[] actual = BsonSamples.document(writer -> {
                writer.writeName("outer");
                buffer.startDocument(writer);
                buffer.putByte(0x04);
                buffer.putCString("items");
                int array = buffer.reserveInt();
                for (int i = 0; i < 20_000; i++) {
                    buffer.putByte(0x02);
                    buffer.putArrayIndex(i);
                    buffer.putString("item " + i);
                }
                buffer.putByte(0);
                buffer.patchSize(array);
                buffer.putByte(0x10);
                buffer.putCString("after");
                buffer.putInt(7);
                buffer.endDocument(writer);
            });
            assertArrayEquals(expected, actual);
        } finally {
            buffer.release();
        }
    }

    @Test
    void wholePrimitiveArraysAreTheWritersBytes() {
        Random random = new Random(5);
        for (int length : new int[] {0, 1, 9, 10, 1023, 1024, 1025, 9_999, 10_000, 12_345, 70_000}) {
            double[] doubles = random.doubles(length).map(d -> d * 1e6 - 5e5).toArray();
            long[] longs = random.longs(length).toArray();
            int[] ints = random.ints(length).toArray();
            byte[] expected = BsonSamples.document(writer -> {
                writer.writeStartArray("d");
                for (double value : doubles) {
                    writer.writeDouble(value);
                }
                writer.writeEndArray();
                writer.writeStartArray("l");
                for (long value : longs) {
                    writer.writeInt64(value);
                }
                writer.writeEndArray();
                writer.writeStartArray("i");
                for (int value : ints) {
                    writer.writeInt32(value);
                }
                writer.writeEndArray();
            });
            for (boolean streamed : new boolean[] {false, true}) {
                BsonBuffer buffer = BsonBuffer.acquire();
                try {
                    Runnable put = () -> {
                        buffer.putByte(0x04);
                        buffer.putCString("d");
                        buffer.putDoubleArray(doubles);
                        buffer.putByte(0x04);
                        buffer.putCString("l");
                        buffer.putLongArray(longs);
                        buffer.putByte(0x04);
                        buffer.putCString("i");
                        buffer.putIntArray(ints);
                    };
                    if (streamed) {
                        // under a name, streamed into the writer's output: the same fields nested
                        byte[] actual = BsonSamples.document(writer -> {
                            writer.writeName("arrays");
                            buffer.startDocument(writer);
                            put.run();
                            buffer.endDocument(writer);
                        });
                        byte[] nested = BsonSamples.document(writer -> {
                            writer.writeName("arrays");
                            writer.writeStartDocument();
                            writer.getBsonOutput().writeBytes(expected, 4, expected.length - 5);
                            writer.writeEndDocument();
                        });
                        assertArrayEquals(nested, actual, "streamed, length " + length);
                    } else {
                        put.run();
                        assertArrayEquals(expected, writeBody(buffer), "length " + length);
                    }
                } finally {
                    buffer.release();
                }
            }
        }
    }

    @Test
    void bodyWrittenUnderANameAndInAnArrayLeavesTheWriterConsistent() {
        Random random = new Random(7);
        for (int round = 0; round < 300; round++) {
            List<Field> fields = randomFields(random, 1, random.nextInt(6));
            byte[] expected = BsonSamples.document(writer -> {
                writer.writeInt32("before", 1);
                writer.writeStartDocument("child");
                fields.forEach(field -> field.write(writer, false));
                writer.writeEndDocument();
                writer.writeStartArray("list");
                for (int i = 0; i < 3; i++) {
                    writer.writeStartDocument();
                    fields.forEach(field -> field.write(writer, false));
                    writer.writeEndDocument();
                }
                writer.writeEndArray();
                writer.writeString("after", "end");
            });
            BsonBuffer buffer = BsonBuffer.acquire();
            try {
                fields.forEach(field -> field.put(buffer, -1));
                byte[] actual = BsonSamples.document(writer -> {
                    writer.writeInt32("before", 1);
                    writer.writeName("child");
                    writeBody(buffer, writer);
                    writer.writeStartArray("list");
                    for (int i = 0; i < 3; i++) {
                        writeBody(buffer, writer);
                    }
                    writer.writeEndArray();
                    writer.writeString("after", "end");
                });
                assertArrayEquals(expected, actual, "round " + round);
            } finally {
                buffer.release();
            }
        }
    }

    @Test
    void stringsMatchTheDriverForEveryKindOfChar() {
        Random random = new Random(99);
        List<String> strings = new ArrayList<>(List.of("", "\0", "a\0b", "\uD800", "\uDC00", "\uDC00\uD800",
                "x\uD83D", "\uD83D\uDE00", "\uD83D\uDE00\uD83D", "\uFFFF", "\u0080", "\u07FF", "\u0800", "é", "日本語"));
        for (int i = 0; i < 20000; i++) {
            strings.add(BsonSamples.randomString(random, i % 100 == 0 ? 2000 : 40));
        }
        for (String s : strings) {
            byte[] expected = BsonSamples.document(writer -> writer.writeString("s", s));
            BsonBuffer buffer = BsonBuffer.acquire();
            try {
                buffer.putBytes(BsonBuffer.fieldHeader(0x02, "s"));
                buffer.putString(s);
                assertArrayEquals(expected, writeBody(buffer), () -> "string " + escape(s));
            } finally {
                buffer.release();
            }
        }
    }

    /**
     * Long ASCII runs go through {@link AsciiCopier} in chunks: strings around its minimum length
     * and its chunk boundaries, stopped by every kind of char at the first, middle, last and
     * boundary positions, match the driver, in a thread's own buffer and in a one-call buffer.
     */
    @Test
    void longAsciiRunsStoppedByAnyCharMatchTheDriver() {
        String[] stops = {"é", "\u0080", "\u00FF", "\u0800", "\uFFFF", "\uD800", "\uDC00", "\uD83D\uDE00", "\0", "\u007F"};
        int min = AsciiCopier.MIN_LENGTH;
        for (int length : new int[] {min - 1, min, min + 1, 100, 1023, 1024, 1025, 2047, 2048, 2049, 5000}) {
            String ascii = BsonSamples.asciiString(new Random(length), length);
            List<String> strings = new ArrayList<>(List.of(ascii));
            for (int at : new int[] {0, 1, min - 1, length / 2, 1023, 1024, 1025, length - 1}) {
                if (at < length) {
                    for (String stop : stops) {
                        strings.add(ascii.substring(0, at) + stop + ascii.substring(at + 1));
                    }
                }
            }
            for (String s : strings) {
                byte[] expected = BsonSamples.document(writer -> writer.writeString("s", s));
                BsonBuffer own = BsonBuffer.acquire();
                BsonBuffer oneCall = BsonBuffer.acquire();
                try {
                    for (BsonBuffer buffer : List.of(own, oneCall)) {
                        buffer.putBytes(BsonBuffer.fieldHeader(0x02, "s"));
                        buffer.putString(s);
                        assertArrayEquals(expected, writeBody(buffer), () -> "string " + escape(s));
                    }
                } finally {
                    oneCall.release();
                    own.release();
                }
            }
        }
    }

    /**
     * An array of an odd size grows to the stream chunk, not past it, when the bytes fit the chunk: a
     * stream flushes at the chunk, and a doubling past it would keep an array twice as large.
     */
    @Test
    void anOddSizedArrayGrowsToTheStreamChunkNotPastIt() throws InterruptedException {
        int[] lengths = new int[2];
        // a new platform thread: its own buffer starts at the initial capacity, its arrays are its own
        Thread thread = new Thread(() -> {
            BsonBuffer buffer = BsonBuffer.acquire();
            try {
                buffer.putBytes(new byte[40_000]);
                lengths[0] = buffer.array().length;
                buffer.putBytes(new byte[20_000]);
                lengths[1] = buffer.array().length;
            } finally {
                buffer.release();
            }
        });
        thread.start();
        thread.join();
        assertArrayEquals(new int[] {40_000, BsonBuffer.STREAM_CHUNK}, lengths);
    }

    /** A one-call buffer gives its copier back at release, for the next one-call buffer to take. */
    @Test
    void oneCallBuffersShareCopiersThroughThePool() {
        String s = "x".repeat(AsciiCopier.MIN_LENGTH);
        BsonBuffer own = BsonBuffer.acquire();
        try {
            BsonBuffer first = BsonBuffer.acquire();
            first.putString(s);
            AsciiCopier used = first.copier;
            assertTrue(used != null, "a long string takes a copier");
            first.release();
            assertSame(null, first.copier);
            BsonBuffer second = BsonBuffer.acquire();
            second.putString(s);
            assertSame(used, second.copier, "the copier given back is taken again");
            second.release();
        } finally {
            own.release();
        }
    }

    @Test
    void cStringsAndHeadersMatchTheDriverAndRefuseNulLikeIt() {
        Random random = new Random(5);
        for (int i = 0; i < 5000; i++) {
            String key = BsonSamples.randomString(random, 30);
            Object expected = outcome(() -> BsonSamples.document(writer -> writer.writeInt32(key, 7)));
            Object fromHeader = outcome(() -> {
                BsonBuffer buffer = BsonBuffer.acquire();
                try {
                    buffer.putBytes(BsonBuffer.fieldHeader(0x10, key));
                    buffer.putInt(7);
                    return writeBody(buffer);
                } finally {
                    buffer.release();
                }
            });
            Object fromCString = outcome(() -> {
                BsonBuffer buffer = BsonBuffer.acquire();
                try {
                    buffer.putByte(0x10);
                    buffer.putCString(key);
                    buffer.putInt(7);
                    return writeBody(buffer);
                } finally {
                    buffer.release();
                }
            });
            assertSameOutcome(expected, fromHeader, key);
            assertSameOutcome(expected, fromCString, key);
        }
    }

    @Test
    void arrayIndexesMatchTheWritersAcrossTheCacheBoundaries() {
        int length = 12_345;
        byte[] expected = BsonSamples.document(writer -> {
            writer.writeStartArray("a");
            for (int i = 0; i < length; i++) {
                writer.writeInt32(i);
            }
            writer.writeEndArray();
        });
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            buffer.putBytes(BsonBuffer.fieldHeader(0x04, "a"));
            int start = buffer.reserveInt();
            for (int i = 0; i < length; i++) {
                buffer.putByte(0x10);
                buffer.putArrayIndex(i);
                buffer.putInt(i);
            }
            buffer.putByte(0);
            buffer.patchSize(start);
            assertArrayEquals(expected, writeBody(buffer));
        } finally {
            buffer.release();
        }
        BsonBuffer big = BsonBuffer.acquire();
        try {
            big.putArrayIndex(Integer.MAX_VALUE);
            assertArrayEquals("2147483647\0".getBytes(StandardCharsets.US_ASCII), big.toByteArray());
            assertThrows(IllegalArgumentException.class, () -> big.putArrayIndex(-1));
        } finally {
            big.release();
        }
    }

    @Test
    void nestedAcquireGetsAFreshBufferAndReleaseGivesTheThreadsBack() {
        BsonBuffer outer = BsonBuffer.acquire();
        outer.putInt(42);
        BsonBuffer inner = BsonBuffer.acquire();
        assertNotSame(outer, inner);
        inner.putLong(-1L);
        inner.release();
        assertEquals(4, outer.size());
        assertArrayEquals(new byte[] {42, 0, 0, 0}, outer.toByteArray());
        outer.release();
        BsonBuffer again = BsonBuffer.acquire();
        try {
            assertSame(outer, again);
            assertEquals(0, again.size());
        } finally {
            again.release();
        }
    }

    @Test
    void largeBuffersAreNotRetained() {
        BsonBuffer buffer = BsonBuffer.acquire();
        buffer.putBytes(new byte[ScratchArrays.THREAD_CAP + 1]);
        buffer.putObjectId(new ObjectId());
        byte[] large = buffer.array();
        buffer.release();
        BsonBuffer again = BsonBuffer.acquire();
        try {
            assertNotSame(large, again.array());
            // the id view followed the array: ids still land in the buffer's own array
            ObjectId id = new ObjectId();
            again.putObjectId(id);
            assertArrayEquals(id.toByteArray(), again.toByteArray());
        } finally {
            again.release();
        }
    }

    private static byte[] writeBody(BsonBuffer buffer) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            writeBody(buffer, writer);
        }
        return output.toByteArray();
    }

    private static List<Field> randomFields(Random random, int depth, int count) {
        List<Field> fields = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            fields.add(randomField(random, BsonSamples.randomName(random) + i, depth));
        }
        return fields;
    }

    private static Field randomField(Random random, String name, int depth) {
        int kinds = depth > 0 ? 14 : 12;
        switch (random.nextInt(kinds)) {
            case 0: {
                String value = BsonSamples.randomString(random, 30);
                return scalar(BsonType.STRING, name, w -> w.writeString(value), b -> b.putString(value));
            }
            case 1: {
                int value = (int) BsonSamples.randomLong(random);
                return scalar(BsonType.INT32, name, w -> w.writeInt32(value), b -> b.putInt(value));
            }
            case 2: {
                long value = BsonSamples.randomLong(random);
                return scalar(BsonType.INT64, name, w -> w.writeInt64(value), b -> b.putLong(value));
            }
            case 3: {
                double value = BsonSamples.randomDouble(random);
                return scalar(BsonType.DOUBLE, name, w -> w.writeDouble(value), b -> b.putDouble(value));
            }
            case 4: {
                boolean value = random.nextBoolean();
                return scalar(BsonType.BOOLEAN, name, w -> w.writeBoolean(value), b -> b.putBoolean(value));
            }
            case 5: {
                ObjectId value = BsonSamples.randomObjectId(random);
                return scalar(BsonType.OBJECT_ID, name, w -> w.writeObjectId(value), b -> b.putObjectId(value));
            }
            case 6: {
                Decimal128 value = BsonSamples.randomDecimal128(random);
                return scalar(BsonType.DECIMAL128, name, w -> w.writeDecimal128(value), b -> b.putDecimal128(value));
            }
            case 7: {
                int subtype = new int[] {0, 1, 2, 3, 4, 5, 6, 0x80, 0xFF}[random.nextInt(9)];
                byte[] data = BsonSamples.randomBytes(random, 40);
                return scalar(BsonType.BINARY, name, w -> w.writeBinaryData(new BsonBinary((byte) subtype, data)),
                        b -> b.putBinary(subtype, data));
            }
            case 8: {
                long value = BsonSamples.randomLong(random);
                return scalar(BsonType.DATE_TIME, name, w -> w.writeDateTime(value), b -> b.putLong(value));
            }
            case 9:
                return scalar(BsonType.NULL, name, BsonBinaryWriter::writeNull, b -> { });
            case 10:
                return rawDocumentField(random, name);
            case 11: {
                String value = BsonSamples.randomString(random, 3);
                return scalar(BsonType.STRING, name, w -> w.writeString(value), b -> b.putString(value));
            }
            case 12:
                return container(BsonType.DOCUMENT, name, randomFields(random, depth - 1, random.nextInt(5)));
            default: {
                List<Field> elements = new ArrayList<>();
                int length = random.nextInt(15);
                for (int i = 0; i < length; i++) {
                    elements.add(randomField(random, "", depth - 1));
                }
                return container(BsonType.ARRAY, name, elements);
            }
        }
    }

    /** A value written after {@code writeName} (or as an array element) on one side, after its header on the other. */
    private static Field scalar(BsonType type, String name, Consumer<BsonBinaryWriter> write, Consumer<BsonBuffer> put) {
        return new Field() {
            @Override
            public void write(BsonBinaryWriter writer, boolean element) {
                if (!element) {
                    writer.writeName(name);
                }
                write.accept(writer);
            }

            @Override
            public void put(BsonBuffer buffer, int index) {
                header(buffer, type, name, index);
                put.accept(buffer);
            }
        };
    }

    /** An embedded document (its children named) or array (its children elements). */
    private static Field container(BsonType type, String name, List<Field> children) {
        boolean array = type == BsonType.ARRAY;
        return new Field() {
            @Override
            public void write(BsonBinaryWriter writer, boolean element) {
                if (!element) {
                    writer.writeName(name);
                }
                if (array) {
                    writer.writeStartArray();
                } else {
                    writer.writeStartDocument();
                }
                children.forEach(child -> child.write(writer, array));
                if (array) {
                    writer.writeEndArray();
                } else {
                    writer.writeEndDocument();
                }
            }

            @Override
            public void put(BsonBuffer buffer, int index) {
                header(buffer, type, name, index);
                int start = buffer.reserveInt();
                for (int i = 0; i < children.size(); i++) {
                    children.get(i).put(buffer, array ? i : -1);
                }
                buffer.putByte(0);
                buffer.patchSize(start);
            }
        };
    }

    /** A named field's pre-encoded header, or an array element's type and index. */
    private static void header(BsonBuffer buffer, BsonType type, String name, int index) {
        if (index < 0) {
            buffer.putBytes(BsonBuffer.fieldHeader(type.getValue(), name));
        } else {
            buffer.putByte(type.getValue());
            buffer.putArrayIndex(index);
        }
    }

    private static Field rawDocumentField(Random random, String name) {
        BsonDocument content = BsonSamples.randomDocument(random, 1);
        byte[] bytes = BsonSamples.bytes(content);
        RawBsonDocument raw;
        if (random.nextBoolean()) {
            raw = new RawBsonDocument(bytes);
        } else {
            // the document in the middle of a larger array: only its own range may be copied
            int offset = 1 + random.nextInt(9);
            byte[] larger = new byte[offset + bytes.length + random.nextInt(9)];
            Arrays.fill(larger, (byte) 0x5A);
            System.arraycopy(bytes, 0, larger, offset, bytes.length);
            raw = new RawBsonDocument(larger, offset, bytes.length);
        }
        RawBsonDocument value = raw;
        return scalar(BsonType.DOCUMENT, name,
                w -> new RawBsonDocumentCodec().encode(w, value, EncoderContext.builder().build()),
                b -> b.putRawDocument(value));
    }

    private interface Encoding {
        byte[] run();
    }

    private static Object outcome(Encoding encoding) {
        try {
            return encoding.run();
        } catch (RuntimeException e) {
            return e;
        }
    }

    private static void assertSameOutcome(Object expected, Object actual, String key) {
        if (expected instanceof RuntimeException e) {
            RuntimeException a = assertThrowsLike(e, actual, key);
            assertEquals(e.getMessage(), a.getMessage());
        } else {
            assertArrayEquals((byte[]) expected, (byte[]) actual, () -> "key " + escape(key));
        }
    }

    private static RuntimeException assertThrowsLike(RuntimeException expected, Object actual, String key) {
        if (!(actual instanceof RuntimeException a)) {
            throw new AssertionError("the driver threw " + expected + " for key " + escape(key) + ", we wrote bytes");
        }
        assertEquals(expected.getClass(), a.getClass(), () -> "key " + escape(key));
        assertEquals(BsonSerializationException.class, a.getClass());
        return a;
    }

    private static String escape(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(c >= 0x20 && c < 0x7F ? String.valueOf(c) : String.format("\\u%04X", (int) c));
        }
        return out.toString();
    }

    /** The buffer's bytes as the body of a document the writer opens and closes. */
    private static void writeBody(BsonBuffer buffer, BsonBinaryWriter writer) {
        writer.writeStartDocument();
        writer.getBsonOutput().writeBytes(buffer.array(), 0, buffer.size());
        writer.writeEndDocument();
    }
}
