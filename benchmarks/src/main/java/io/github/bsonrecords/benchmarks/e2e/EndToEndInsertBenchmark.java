package io.github.bsonrecords.benchmarks.e2e;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Setup;

/**
 * Through {@code MongoClient}: {@code insertMany} of 1,000 telemetry readings into a collection
 * emptied before every invocation (outside the measured time; inserts take milliseconds, so the
 * per-invocation setup costs no accuracy, and the calling thread's CPU and allocation are measured
 * around the insert alone).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EndToEndInsertBenchmark extends EndToEndBenchmark {
    @Setup(Level.Invocation)
    public void emptyInsertCollection() {
        operations().resetInserts();
    }

    @Benchmark
    public ClientOperations insertMany() {
        return ClientThreadMeter.measure(EndToEndWorkload.INSERT, () -> {
            operations().insertMany();
            return operations();
        });
    }
}
