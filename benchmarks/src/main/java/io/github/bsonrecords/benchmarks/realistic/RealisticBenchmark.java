package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Documents as real collections hold them ({@link Family}): a cursor batch of 101 stored documents decoded as the
 * driver reads it (one reader over {@code {firstBatch: [...]}}) and one reader per document. {@code FLOOR} is the
 * least work any decoder must do ({@link FloorDecoder}), the same for both operations. Encoding is in
 * {@link RealisticBenchmarkEncode}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RealisticBenchmark {
    @Param({"MOVIES", "ORDERS", "ORDERS_OTHER_WRITER", "CUSTOMERS", "ACCOUNTS", "PLACES", "EVENTS", "USERS"})
    public Family family;

    @Param({"DOCUMENT", "RECORD_CODEC", "MICRONAUT_SERDE", "GENERATED", "FLOOR"})
    public Contender contender;

    private Subject subject;
    private RealisticWorkload.Floor floor;
    private List<byte[]> documents;
    private byte[] batch;
    private final List<Object> decoded = new ArrayList<>(Family.DOCUMENTS);

    @Setup
    public void setUp() {
        RealisticWorkload workload = new RealisticWorkload(family);
        documents = workload.documents();
        batch = BsonOps.batchOf(documents);
        if (contender == Contender.FLOOR) {
            floor = workload.floor(batch);
        } else {
            subject = workload.subject(contender);
        }
    }

    @Benchmark
    public List<Object> decodeBatch() {
        decoded.clear();
        if (floor != null) {
            floor.decode(decoded);
        } else {
            BsonOps.decodeBatch(subject.codec(), batch, decoded);
        }
        return decoded;
    }

    @Benchmark
    public List<Object> decodeEach() {
        decoded.clear();
        if (floor != null) {
            floor.decode(decoded);
        } else {
            BsonOps.decodeEach(subject.codec(), documents, decoded);
        }
        return decoded;
    }
}
