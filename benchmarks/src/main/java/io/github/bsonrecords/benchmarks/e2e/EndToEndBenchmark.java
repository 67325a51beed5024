package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.benchmarks.Contender;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * Through {@code MongoClient}: {@code find().limit(100)} and {@code insertMany} of 1,000 telemetry
 * readings, each contender with its own codec registry. The insert collection is emptied before every
 * insert invocation (inserts take milliseconds, so per-invocation setup costs no accuracy).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EndToEndBenchmark {
    @Param({"DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "GENERATED"})
    public Contender contender;

    private MongoEndpoint endpoint;
    private EndToEndWorkload workload;
    private CollectionPair<?> collections;

    @Setup(Level.Trial)
    public void open() {
        endpoint = MongoEndpoint.open();
        workload = new EndToEndWorkload(endpoint);
        collections = workload.collections(contender);
    }

    @TearDown(Level.Trial)
    public void close() {
        workload.drop();
        endpoint.close();
    }

    @Benchmark
    public List<?> find() {
        return collections.find(EndToEndWorkload.FIND);
    }

    @Benchmark
    public CollectionPair<?> insertMany(EmptyInsertCollection emptied) {
        collections.insertMany();
        return collections;
    }

    /** Only {@link #insertMany} needs an empty collection before each invocation. */
    @State(Scope.Thread)
    public static class EmptyInsertCollection {
        @Setup(Level.Invocation)
        public void empty(EndToEndBenchmark suite) {
            suite.collections.resetInserts();
        }
    }
}
