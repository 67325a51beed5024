package io.github.bsonrecords.benchmarks.raw;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
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
 * Seed 002: encode (and decode) one document holding 100,000 small {@code RawBsonDocument}s. Run it
 * from a jar built against bson 5.6.5 and one built against 5.14.0 (see BENCHMARKS.md).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class RawBsonDocumentBenchmark {
    @Param({"BSON_DOCUMENT", "DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "GENERATED"})
    public Contender contender;

    private Subject subject;
    private List<byte[]> documents;
    private final List<Object> decoded = new ArrayList<>(1);
    private BasicOutputBuffer buffer;

    @Setup
    public void setUp() {
        RawWorkload workload = new RawWorkload();
        subject = workload.subject(contender);
        documents = workload.documents();
        buffer = new BasicOutputBuffer((int) workload.totalBytes() * 2);
    }

    @Benchmark
    public BasicOutputBuffer encode() {
        BsonOps.encodeAll(subject.codec(), subject.values(), buffer);
        return buffer;
    }

    @Benchmark
    public List<Object> decode() {
        decoded.clear();
        BsonOps.decodeEach(subject.codec(), documents, decoded);
        return decoded;
    }
}
