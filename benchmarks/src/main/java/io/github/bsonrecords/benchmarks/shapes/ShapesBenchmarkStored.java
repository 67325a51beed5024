package io.github.bsonrecords.benchmarks.shapes;

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
 * FLAT and FULL documents decoded, one reader each, into records without an {@code _id}
 * component: the {@code _id} first in each document is what a collection returns for them
 * ({@link StoredShapeWorkload}). Compare with {@link ShapesBenchmark}'s decode of the same bytes.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class ShapesBenchmarkStored {
    @Param({"FLAT", "FULL"})
    public Shape shape;

    @Param({"DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "GENERATED"})
    public Contender contender;

    private Subject subject;
    private List<byte[]> documents;
    private final List<Object> decoded = new ArrayList<>(1);

    @Setup
    public void setUp() {
        StoredShapeWorkload workload = StoredShapeWorkload.of(shape);
        subject = workload.subject(contender);
        documents = workload.documents();
    }

    @Benchmark
    public List<Object> decodeIdFirst() {
        decoded.clear();
        BsonOps.decodeEach(subject.codec(), documents, decoded);
        return decoded;
    }
}
