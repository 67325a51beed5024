package io.github.bsonrecords.benchmarks.telemetry;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import io.github.bsonrecords.examples.TelemetryReading;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.io.BasicOutputBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Seed 001: 100 {@link TelemetryReading}s per operation, decoded as the driver reads a cursor batch
 * (one reader over {@code {firstBatch: [...]}}, into a list kept across operations, and into a new
 * list as the driver does), decoded one reader per document, and encoded.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class TelemetryBenchmark {
    @Param({"DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "MICRONAUT_SERDE", "GENERATED"})
    public Contender contender;

    private Subject subject;
    private List<byte[]> documents;
    private byte[] batch;
    private final List<Object> decoded = new ArrayList<>(TelemetryWorkload.DOCUMENTS);
    private BasicOutputBuffer buffer;

    @Setup
    public void setUp() {
        TelemetryWorkload workload = new TelemetryWorkload();
        subject = workload.subject(contender);
        documents = workload.documents();
        batch = BsonOps.batchOf(documents);
        buffer = new BasicOutputBuffer((int) workload.totalBytes() * 2);
    }

    @Benchmark
    public List<Object> decodeBatch() {
        decoded.clear();
        BsonOps.decodeBatch(subject.codec(), batch, decoded);
        return decoded;
    }

    /** As the driver does it: a new list per batch (see {@link BsonOps#decodeBatchAsDriver}). */
    @Benchmark
    public List<Object> decodeBatchNewList() {
        return BsonOps.decodeBatchAsDriver(subject.codec(), batch);
    }

    @Benchmark
    public List<Object> decodeEach() {
        decoded.clear();
        BsonOps.decodeEach(subject.codec(), documents, decoded);
        return decoded;
    }

    @Benchmark
    public BasicOutputBuffer encode() {
        BsonOps.encodeAll(subject.codec(), subject.values(), buffer);
        return buffer;
    }

    /** A {@code BsonDocument} per value, through {@code BsonDocumentWriter}: the writer-API path. */
    @Benchmark
    public List<Object> encodeToDocument() {
        decoded.clear();
        BsonOps.encodeAllToDocuments(subject.codec(), subject.values(), decoded);
        return decoded;
    }

    /** The driver's insertOne/insertMany wrap the writer to find or generate {@code _id}: no byte path there. */
    @Benchmark
    public BasicOutputBuffer encodeInsertPath() {
        BsonOps.encodeAllForInsert(subject.codec(), subject.values(), buffer);
        return buffer;
    }

    /** The driver's replaceOne wraps the writer to check the replacement's field names. */
    @Benchmark
    public BasicOutputBuffer encodeReplacePath() {
        BsonOps.encodeAllForReplace(subject.codec(), subject.values(), buffer);
        return buffer;
    }
}
