package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.benchmarks.BsonOps;
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
 * How long {@link ElementWalk} takes over the cursor batch {@link RealisticBenchmark} decodes: the parse a decoder
 * does on top of the floor's building, measured on its own to say how much of the generated codec's distance to
 * the floor is parsing (run beside {@code RealisticBenchmark.decodeBatch} of {@code GENERATED} and {@code FLOOR}).
 * Not part of {@code Compare}'s published tables.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RealisticWalkBenchmark {
    @Param({"MOVIES", "ORDERS", "ORDERS_OTHER_WRITER", "CUSTOMERS", "ACCOUNTS", "PLACES", "EVENTS", "USERS"})
    public Family family;

    private byte[] batch;

    @Setup
    public void setUp() {
        batch = BsonOps.batchOf(new RealisticWorkload(family).documents());
    }

    @Benchmark
    public int walkBatch() {
        return ElementWalk.document(batch, 0);
    }
}
