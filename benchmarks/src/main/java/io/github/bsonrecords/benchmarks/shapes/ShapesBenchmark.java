package io.github.bsonrecords.benchmarks.shapes;

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

/** One document of each {@link Shape} per operation, decoded from its own reader and encoded. */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ShapesBenchmark {
    @Param({"FLAT", "DEEP", "FULL", "TEXT_ASCII", "TEXT_UTF8", "ARRAYS_100X100", "ARRAYS_100X1000"})
    public Shape shape;

    @Param({"DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "GENERATED"})
    public Contender contender;

    private Subject subject;
    private List<byte[]> documents;
    private final List<Object> decoded = new ArrayList<>(1);
    private BasicOutputBuffer buffer;

    @Setup
    public void setUp() {
        ShapeWorkload workload = ShapeWorkload.of(shape);
        subject = workload.subject(contender);
        documents = workload.documents();
        buffer = new BasicOutputBuffer((int) workload.totalBytes() * 2);
    }

    @Benchmark
    public List<Object> decode() {
        decoded.clear();
        BsonOps.decodeEach(subject.codec(), documents, decoded);
        return decoded;
    }

    @Benchmark
    public BasicOutputBuffer encode() {
        BsonOps.encodeAll(subject.codec(), subject.values(), buffer);
        return buffer;
    }
}
