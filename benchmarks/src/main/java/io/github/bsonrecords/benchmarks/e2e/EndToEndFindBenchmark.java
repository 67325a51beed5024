package io.github.bsonrecords.benchmarks.e2e;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * Through {@code MongoClient}: {@code find()} of 1,000 telemetry readings, one cursor at the default
 * batch size, each contender with its own registry; the calling thread's CPU and allocation are
 * measured around the call (see {@link ClientThreadProfiler}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EndToEndFindBenchmark extends EndToEndBenchmark {
    @Benchmark
    public List<?> find() {
        return ClientThreadMeter.measure(EndToEndWorkload.FIND, operations()::findAll);
    }
}
