package io.github.bsonrecords.benchmarks.telemetry;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import io.github.bsonrecords.examples.TelemetryReading;
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
 * The same 100 {@link TelemetryReading}s as {@link TelemetryBenchmark}, decoded as a collection
 * returns them ({@link StoredLayout}): with the server's {@code _id} first, fields the record does
 * not map, another field order, and two layouts alternating in one batch.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TelemetryBenchmarkStored {
    @Param({"AS_WRITTEN", "ID_FIRST", "ID_FIRST_UNMAPPED", "OTHER_ORDER", "TWO_LAYOUTS", "ID_LAST"})
    public StoredLayout layout;

    @Param({"DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "MICRONAUT_SERDE", "GENERATED"})
    public Contender contender;

    private Subject subject;
    private List<byte[]> documents;
    private byte[] batch;
    private final List<Object> decoded = new ArrayList<>(TelemetryWorkload.DOCUMENTS);

    @Setup
    public void setUp() {
        TelemetryWorkload workload = new TelemetryWorkload();
        subject = workload.subject(contender);
        documents = layout.documents(workload.documents());
        batch = BsonOps.batchOf(documents);
    }

    /** One reader over the cursor batch, as the driver reads it. */
    @Benchmark
    public List<Object> storedBatch() {
        decoded.clear();
        BsonOps.decodeBatch(subject.codec(), batch, decoded);
        return decoded;
    }

    @Benchmark
    public List<Object> storedEach() {
        decoded.clear();
        BsonOps.decodeEach(subject.codec(), documents, decoded);
        return decoded;
    }
}
