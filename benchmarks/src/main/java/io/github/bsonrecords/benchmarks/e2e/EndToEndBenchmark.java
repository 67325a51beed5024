package io.github.bsonrecords.benchmarks.e2e;

import io.github.bsonrecords.benchmarks.Contender;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What the end-to-end benchmarks share: the contender, and a server with the suite's collections
 * for each JMH trial. One state class per benchmark on purpose: JMH gives a helper state that
 * depends on the benchmark class an instance of its own, which would empty another collection.
 */
@State(Scope.Thread)
public abstract class EndToEndBenchmark {
    @Param({"DOCUMENT", "RECORD_CODEC", "HAND_WRITTEN", "SPRING_DATA", "SPRING_CONVERTERS", "SPRING_CODEC_CONVERTER",
            "SPRING_CODEC_TEMPLATE", "SPRING_REPOSITORY", "GENERATED"})
    public Contender contender;

    private EndToEndState state;

    @Setup(Level.Trial)
    public void open() {
        state = new EndToEndState(contender);
    }

    @TearDown(Level.Trial)
    public void close() {
        state.close();
    }

    /** The contender's operations, for the trial. */
    protected ClientOperations operations() {
        return state.operations();
    }
}
