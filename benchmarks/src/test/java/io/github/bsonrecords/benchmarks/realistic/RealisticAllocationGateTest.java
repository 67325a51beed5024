package io.github.bsonrecords.benchmarks.realistic;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Exact allocation of the generated codec on every realistic family and path, against the floor's: a change to a
 * shared runtime helper, or to what the processor generates, that allocates a byte more per document fails here
 * instead of passing unseen (allocation per operation is exact, unlike time). No timings here.
 *
 * <p>Run with escape analysis off ({@code -XX:-DoEscapeAnalysis}, the {@code allocation-gates} execution of this
 * module's pom): every allocation is counted whatever C2 inlines, so the numbers do not depend on the JIT. Under
 * JMH (escape analysis on) the small per-document objects named below are mostly scalar-replaced.
 *
 * <p>Where the generated codec allocates more than the floor (the values themselves), {@link #BEYOND_THE_VALUES}
 * names the difference; nothing else may stand between them.
 */
class RealisticAllocationGateTest {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    /**
     * What a cursor batch's decode allocates beyond the floor's values, per operation: the 24-byte
     * {@code ArrayCapture} that locates each document's bytes in the reader's array (under JMH, with escape
     * analysis on, C2 removes it where it inlines the codec), and the batch reader's own objects (its
     * contexts, the reader, its input), which the floor does not need. Every other object a document's decode
     * makes on the way (an ObjectId's byte buffer, say) is counted on both sides (escape analysis is off) and
     * is the same: the generated codec allocates the values, this, and not a byte more.
     */
    private static final long BEYOND_THE_VALUES = 24L * Family.DOCUMENTS + 336;

    /**
     * How far a path may move from its figure between JVMs: less than one object per document (16 bytes or
     * more, times 101 documents), which is what a regression in a decode or encode path costs.
     */
    private static final long JVM_TO_JVM = 64;

    /**
     * Bytes per operation (101 documents), measured with escape analysis off, JDK 17, compressed oops. Encode's
     * 10,056 is the driver writer's own context per document; customers add their map's entry iterator, orders
     * one {@code BigDecimal} per price ({@code Decimal128Bits.unscaled}; both scalar-replaced under JMH).
     */
    private static final Map<Family, Gate> GATES = new EnumMap<>(Map.of(
            Family.MOVIES, new Gate(260_640, 263_400, 287_336, 10_056, 22_984),
            Family.ORDERS, new Gate(177_488, 180_248, 204_184, 47_688, 60_616),
            Family.ORDERS_OTHER_WRITER, new Gate(177_488, 180_248, 204_184, 47_688, 60_616),
            Family.CUSTOMERS, new Gate(177_624, 180_384, 204_320, 13_288, 26_216),
            Family.ACCOUNTS, new Gate(37_464, 40_224, 64_160, 10_056, 22_984),
            Family.PLACES, new Gate(60_008, 62_768, 86_704, 10_056, 22_984),
            Family.EVENTS, new Gate(51_824, 54_584, 78_520, 10_056, 22_984),
            Family.USERS, new Gate(39_640, 42_400, 66_336, 10_056, 22_984)));

    /** Bytes per operation of each path: the floor, the generated codec's cursor batch, one reader per document, encode and the insert path. */
    record Gate(long floor, long batch, long each, long encode, long insert) {
    }

    @ParameterizedTest
    @EnumSource(Family.class)
    void theGeneratedCodecAllocatesTheValuesAndWhatIsNamed(Family family) {
        RealisticWorkload workload = new RealisticWorkload(family);
        byte[] batch = BsonOps.batchOf(workload.documents());
        Subject generated = workload.subject(Contender.GENERATED);
        RealisticWorkload.Floor floor = workload.floor(batch);
        List<Object> out = new ArrayList<>(Family.DOCUMENTS);
        BasicOutputBuffer buffer = new BasicOutputBuffer((int) workload.totalBytes() * 2);
        Gate measured = new Gate(
                bytesPerOperation(() -> {
                    out.clear();
                    floor.decode(out);
                }),
                bytesPerOperation(() -> {
                    out.clear();
                    BsonOps.decodeBatch(generated.codec(), batch, out);
                }),
                bytesPerOperation(() -> {
                    out.clear();
                    BsonOps.decodeEach(generated.codec(), workload.documents(), out);
                }),
                bytesPerOperation(() -> BsonOps.encodeAll(generated.codec(), generated.values(), buffer)),
                bytesPerOperation(() -> BsonOps.encodeAllForInsert(generated.codec(), generated.values(), buffer)));
        System.out.printf("allocation gate %s: %s; batch - floor = %d B/op%n", family, measured,
                measured.batch() - measured.floor());
        assertNear(BEYOND_THE_VALUES, measured.batch() - measured.floor(), family + ", cursor batch beyond the floor's"
                + " values (each document's locator and the batch reader)");
        Gate expected = GATES.get(family);
        assertNear(expected.batch(), measured.batch(), family + ", cursor batch");
        assertNear(expected.each(), measured.each(), family + ", one reader per document");
        assertNear(expected.floor(), measured.floor(), family + ", the floor");
        assertNear(expected.encode(), measured.encode(), family + ", encode");
        assertNear(expected.insert(), measured.insert(), family + ", encode, insert path");
    }

    private static void assertNear(long expected, long measured, String path) {
        assertTrue(Math.abs(measured - expected) <= JVM_TO_JVM, path + ": " + measured + " B/op (101 documents), not "
                + expected + "; if on purpose, say why in the commit and update GATES");
    }

    /** Bytes allocated by one run of {@code operation} on this thread, the least over a few rounds once warm. */
    static long bytesPerOperation(Runnable operation) {
        // long enough for C2 to compile the paths: the interpreter and C1 allocate otherwise (VarHandle linkage)
        for (int i = 0; i < 3_000; i++) {
            operation.run();
        }
        long best = Long.MAX_VALUE;
        for (int round = 0; round < 8; round++) {
            int runs = 40;
            long before = THREADS.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < runs; i++) {
                operation.run();
            }
            best = Math.min(best, Math.round((THREADS.getCurrentThreadAllocatedBytes() - before) / (double) runs));
        }
        return best;
    }
}
