package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.benchmarks.Contender;
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
 * Through {@code MongoClient}: {@code replaceOne} of one telemetry reading by {@code _id}, in a
 * collection of one document (the driver's replace path: its {@code FieldTrackingBsonWriter}).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class EndToEndReplaceBenchmark {
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
    public ClientOperations replaceOne() {
        return ClientThreadMeter.measure(1, () -> {
            state.operations().replaceOne();
            return state.operations();
        });
    }
}
