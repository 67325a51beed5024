package io.github.bsonrecords.benchmarks;

import io.github.bsonrecords.benchmarks.e2e.ClientThreadProfiler;
import java.util.Locale;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/** How long and how often JMH measures: quick (about a minute a suite), full (3 forks), or a smoke test. */
public record RunSettings(String name, int forks, int warmupIterations, long warmupMillis, int measurementIterations,
        long measurementMillis) {

    /** The forked JVMs get a fixed heap, so that heap resizing does not show up as noise. */
    static final String[] JVM_ARGS = {"-Xms2g", "-Xmx2g"};

    public static RunSettings quick(Suite suite) {
        return new RunSettings("quick", 1, 3, suite.quickIterationMillis(), 3, suite.quickIterationMillis());
    }

    public static RunSettings full() {
        return new RunSettings("full", 3, 5, 1000, 5, 1000);
    }

    /**
     * Each benchmark briefly, in this JVM: proves it runs, measures nothing. One warmup and one
     * measurement iteration, so every operation runs at least twice on the same state (an operation
     * that only works once, such as an insert whose collection is not emptied, fails here).
     */
    public static RunSettings smoke() {
        return new RunSettings("smoke", 0, 1, 1, 1, 10);
    }

    /** JMH options for a suite, always with the GC profiler (bytes allocated per operation). */
    public ChainedOptionsBuilder options(Suite suite) {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(suite.includePattern())
                .forks(forks)
                .warmupIterations(warmupIterations)
                .warmupTime(TimeValue.milliseconds(warmupMillis))
                .measurementIterations(measurementIterations)
                .measurementTime(TimeValue.milliseconds(measurementMillis))
                .addProfiler(GCProfiler.class)
                .shouldFailOnError(true);
        if (suite == Suite.E2E) {
            options.addProfiler(ClientThreadProfiler.class);
        }
        if (forks > 0) {
            options.jvmArgsAppend(JVM_ARGS);
        }
        return options;
    }

    public String describe() {
        return String.format(Locale.ROOT, "%s: %d fork%s, %d x %d ms warmup, %d x %d ms measurement, forked JVM %s",
                name, forks, forks == 1 ? "" : "s", warmupIterations, warmupMillis, measurementIterations,
                measurementMillis, String.join(" ", JVM_ARGS));
    }
}
