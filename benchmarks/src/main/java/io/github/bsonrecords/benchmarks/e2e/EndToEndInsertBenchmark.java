package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.benchmarks.Contender;
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
 * Through {@code MongoClient}: {@code insertMany} of 1,000 telemetry readings into a collection
 * emptied before every invocation (outside the measured time; inserts take milliseconds, so the
 * per-invocation setup costs no accuracy, and the calling thread's CPU and allocation are measured
 * around the insert alone). One state class on purpose: JMH gives a helper state that
 * depends on the benchmark class an instance of its own, which would empty another collection.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class EndToEndInsertBenchmark {
    @Param({"DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "SPRING_DATA", "GENERATED"})
    public Contender contender;

    private EndToEndState state;

    @Setup(Level.Trial)
    public void open() {
        state = new EndToEndState(contender);
    }

    @Setup(Level.Invocation)
    public void emptyInsertCollection() {
        state.operations().resetInserts();
    }

    @TearDown(Level.Trial)
    public void close() {
        state.close();
    }

    @Benchmark
    public ClientOperations insertMany() {
        return ClientThreadMeter.measure(EndToEndWorkload.INSERT, () -> {
            state.operations().insertMany();
            return state.operations();
        });
    }
}
