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
 * <p>Where the generated codec allocates more than the floor (the values themselves), {@link #READER_SHARE} names
 * the difference; nothing else may stand between them.
 */
class RealisticAllocationGateTest {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();

    /**
     * What a cursor batch's decode allocates beyond the floor's values, per operation: the batch reader's own
     * objects (its contexts, the reader, its input), which the floor does not need. The documents' 24-byte
     * locators, the ObjectIds' byte buffers and every other object a document's decode makes on the way are
     * counted too (escape analysis is off) and cost nothing more: the generated codec allocates the values and
     * this, and no byte more. (On the two order families it allocates 2,896 B/op less than the floor: the
     * floor's own reads of the same values allocate that much more with escape analysis off; with it on, under
     * JMH, the two are within 3 B/doc.)
     */
    private static final long READER_SHARE = 336;

    /**
     * How far a path may move from its figure between JVMs: a few objects per operation (one JIT's choices
     * against another's, once per operation, such as a 32-byte one in the writer), far below one object per
     * document (16 bytes or more, times 101 documents), which is what a regression in a decode or encode
     * path costs.
     */
    private static final long JVM_TO_JVM = 64;

    /**
     * Bytes per operation (101 documents), measured with escape analysis off, JDK 17, compressed oops: the
     * decode paths exactly (within {@link #JVM_TO_JVM}), the encode paths as ceilings ({@link #assertAtMost}).
     */
    private static final Map<Family, Gate> GATES = new EnumMap<>(Map.of(
            Family.MOVIES, new Gate(254_984, 255_320, 279_224, 10_832, 20_560),
            Family.ORDERS, new Gate(251_968, 249_072, 272_976, 40_808, 47_272),
            Family.ORDERS_OTHER_WRITER, new Gate(251_968, 249_072, 272_976, 40_808, 47_272),
            Family.CUSTOMERS, new Gate(171_968, 172_304, 196_208, 10_864, 20_528),
            Family.ACCOUNTS, new Gate(31_808, 32_144, 56_048, 10_864, 20_528),
            Family.PLACES, new Gate(60_008, 60_344, 84_248, 10_864, 20_528),
            Family.EVENTS, new Gate(46_168, 46_504, 70_408, 10_864, 20_528),
            Family.USERS, new Gate(33_984, 34_320, 58_224, 10_864, 20_528)));

    /** Bytes per operation of each path (the floor's for reference): the floor, the generated codec's cursor batch, one reader per document, encode and the insert path. */
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
        assertTrue(measured.batch() <= measured.floor() + READER_SHARE + JVM_TO_JVM, family + ": the cursor batch"
                + " allocates " + (measured.batch() - measured.floor()) + " B/op beyond the floor's values, more than"
                + " the reader's " + READER_SHARE);
        Gate expected = GATES.get(family);
        assertNear(expected.batch(), measured.batch(), family + ", cursor batch");
        assertNear(expected.each(), measured.each(), family + ", one reader per document");
        assertAtMost(expected.encode(), measured.encode(), family + ", encode");
        assertAtMost(expected.insert(), measured.insert(), family + ", encode, insert path");
    }

    /**
     * The encode paths allocate no value, only the writers' state: with escape analysis off, from one JVM to the
     * next, one or two 32-byte objects per document more or less (the driver writer's contexts as the JIT
     * leaves them), so these figures are the most seen over several JVMs, a ceiling rather than an exact
     * figure.
     */
    private static void assertAtMost(long ceiling, long measured, String path) {
        assertTrue(measured <= ceiling + JVM_TO_JVM, path + ": " + measured + " B/op (101 documents), more than "
                + ceiling + "; if on purpose, say why in the commit and update GATES");
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
