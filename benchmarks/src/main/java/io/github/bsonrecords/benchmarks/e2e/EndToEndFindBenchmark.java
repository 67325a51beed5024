package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.benchmarks.Contender;
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
import org.openjdk.jmh.annotations.TearDown;

/**
 * Through {@code MongoClient}: {@code find()} of 1,000 telemetry readings, one cursor at the default
 * batch size, each contender with its own registry; the calling thread's CPU and allocation are
 * measured around the call (see {@link ClientThreadProfiler}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EndToEndFindBenchmark {
    @Param({"DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "SPRING_DATA", "GENERATED"})
    public Contender contender;

    private EndToEndState state;

    @Setup
    public void open() {
        state = new EndToEndState(contender);
    }

    @TearDown
    public void close() {
        state.close();
    }

    @Benchmark
    public List<?> find() {
        return ClientThreadMeter.measure(EndToEndWorkload.FIND, state.operations()::findAll);
    }
}
