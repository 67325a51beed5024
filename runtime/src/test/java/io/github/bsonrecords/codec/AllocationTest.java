package io.github.bsonrecords.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.codec.read.ByteReads;
import io.github.bsonrecords.codec.write.BsonBuffer;
import io.github.bsonrecords.internal.Endian;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * The hot paths allocate nothing per call: measured with the thread's allocated-bytes counter
 * over many calls after warm-up, allowing a small fixed slack for the measurement itself.
 */
class AllocationTest {
    private static final int CALLS = 200_000;
    /** Far below one allocation per call: 200,000 calls allocating even 8 bytes each would be 1.6 MB. */
    private static final long SLACK = 4096;
    private static final FieldRef FIELD = new FieldRef("test.Sample", "value", "v");

    enum Level {
        LOW, MEDIUM, HIGH, CRITICAL_SEVERITY
    }

    private static final EnumNames<Level> LEVELS = EnumNames.of(Level.class);

    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    private static final byte[] DOCUMENT = BsonSamples.bytes(new BsonDocument("temperature", new BsonDouble(21.5))
            .append("count", new BsonInt32(42))
            .append("timestampMillis", new BsonInt64(1_700_000_000_000L))
            .append("level", new BsonString("CRITICAL_SEVERITY"))
            .append("unit", new BsonString("celsius")));

    private static final ObjectId ID = new ObjectId();
    private static final Decimal128 DECIMAL = Decimal128.parse("1.5");

    private static long sink;

    @Test
    void bufferWritesAllocateNothing() {
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            byte[] header = BsonBuffer.fieldHeader(0x02, "name");
            assertAllocatesNothing("put*", () -> {
                buffer.reset();
                buffer.putBytes(header);
                buffer.putInt(7);
                buffer.putLong(-7L);
                buffer.putDouble(2.5);
                buffer.putString("an ASCII string of some length, as field values often are");
                buffer.putCString("key");
                buffer.putObjectId(ID);
                buffer.putDecimal128(DECIMAL);
                buffer.putArrayIndex(1234);
                buffer.putArrayIndex(12_345);
                buffer.putBytes(LEVELS.nameBytes(Level.HIGH));
                int start = buffer.reserveInt();
                buffer.putByte(0);
                buffer.patchSize(start);
                sink += buffer.size();
            });
        } finally {
            buffer.release();
        }
    }

    @Test
    void walkingAndReadingScalarsAllocatesNothing() {
        assertAllocatesNothing("walk", () -> {
            byte[] b = DOCUMENT;
            int limit = BsonBytes.documentEnd(b, 0) - 1;
            int pos = 4;
            while (pos < limit) {
                int type = b[pos];
                int nameEnd = BsonBytes.nameEnd(b, pos + 1, limit);
                sink += BsonBytes.nameWord(b, pos + 1, nameEnd - pos - 1);
                int valuePos = nameEnd + 1;
                int valueEnd = BsonBytes.valueEnd(b, type, valuePos, limit);
                switch (type) {
                    case 0x01 -> sink += (long) ByteReads.doubleValue(b, type, valuePos, 0, FIELD);
                    case 0x10 -> sink += ByteReads.intValue(b, type, valuePos, 0, FIELD) + Endian.getInt(b, valuePos);
                    case 0x12 -> sink += ByteReads.longValue(b, type, valuePos, 0, FIELD) + Endian.getLong(b, valuePos);
                    default -> sink += (long) Endian.getDouble(b, valuePos);
                }
                pos = valueEnd;
            }
        });
    }

    @Test
    void enumMatchingAllocatesNothing() {
        int level = levelPosition();
        int end = BsonBytes.valueEnd(DOCUMENT, 0x02, level, DOCUMENT.length - 1);
        assertEquals(Level.CRITICAL_SEVERITY, ByteReads.enumValue(DOCUMENT, 0x02, level, end, LEVELS, FIELD));
        assertAllocatesNothing("ByteReads.enumValue", () -> sink += ByteReads.enumValue(DOCUMENT, 0x02, level, end, LEVELS, FIELD).ordinal());
    }

    @Test
    void theMeasurementSeesAnAllocationPerCall() {
        long thread = Thread.currentThread().getId();
        assumeTrue(THREADS.isThreadAllocatedMemorySupported());
        long allocated = measure(thread, () -> {
            for (int i = 0; i < CALLS; i++) {
                sink += ByteReads.rawDocument(DOCUMENT, 0, DOCUMENT.length).size();
            }
        });
        assertTrue(allocated > (long) CALLS * DOCUMENT.length, () -> "only " + allocated + " bytes seen");
    }

    private static int levelPosition() {
        byte[] name = "level\0".getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i + name.length <= DOCUMENT.length; i++) {
            if (Arrays.equals(DOCUMENT, i, i + name.length, name, 0, name.length)) {
                return i + name.length;
            }
        }
        throw new AssertionError("no level field");
    }

    private static void assertAllocatesNothing(String what, Runnable call) {
        long thread = Thread.currentThread().getId();
        assumeTrue(THREADS.isThreadAllocatedMemorySupported());
        THREADS.setThreadAllocatedMemoryEnabled(true);
        for (int warmUp = 0; warmUp < 5; warmUp++) {
            for (int i = 0; i < CALLS; i++) {
                call.run();
            }
        }
        long overhead = measure(thread, () -> { });
        long allocated = measure(thread, () -> {
            for (int i = 0; i < CALLS; i++) {
                call.run();
            }
        }) - overhead;
        assertTrue(allocated < SLACK, () -> what + " allocated " + allocated + " bytes in " + CALLS + " calls");
    }

    private static long measure(long thread, Runnable run) {
        long before = THREADS.getThreadAllocatedBytes(thread);
        run.run();
        return THREADS.getThreadAllocatedBytes(thread) - before;
    }
}
