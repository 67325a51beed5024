package io.github.bsonrecords.benchmarks;

import io.github.bsonrecords.benchmarks.e2e.ClientThreadProfiler;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.openjdk.jmh.profile.CompilerProfiler;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How long and how often JMH measures: quick (one fork, a subset of each suite), full (3 forks, everything), or
 * a smoke test.
 *
 * @param subset whether to run only each suite's {@link Suite#quickOperations()} with its
 *     {@link Suite#quickParams()} (the command line's {@code -p} still wins)
 */
public record RunSettings(String name, int forks, int warmupIterations, long warmupMillis, int measurementIterations,
        long measurementMillis, boolean subset) {

    /** The forked JVMs get a fixed heap, so that heap resizing does not show up as noise. */
    static final String[] JVM_ARGS = {"-Xms2g", "-Xmx2g"};

    /**
     * One fork, 4 x 1 s warmup: on 2 shared cores the JIT takes seconds to compile the codecs (3 x 200 ms left
     * the generated encoder in the interpreter and C1, slower than the hand-written one), so the quick run
     * measures fewer things for longer rather than everything too early.
     */
    public static RunSettings quick() {
        return new RunSettings("quick", 1, 4, 1000, 3, 1000, true);
    }

    public static RunSettings full() {
        return new RunSettings("full", 3, 5, 1000, 5, 1000, false);
    }

    /**
     * Each benchmark briefly, in this JVM: proves it runs, measures nothing. One warmup and one
     * measurement iteration, so every operation runs at least twice on the same state (an operation
     * that only works once, such as an insert whose collection is not emptied, fails here).
     */
    public static RunSettings smoke() {
        return new RunSettings("smoke", 0, 1, 1, 1, 10, false);
    }

    /** This run's warmup iterations, or more where the suite needs more ({@link Suite#minimumWarmupIterations()}). */
    int warmupIterations(Suite suite) {
        return forks == 0 ? warmupIterations : Math.max(warmupIterations, suite.minimumWarmupIterations());
    }

    /** JMH options for a suite, with no parameter set from the command line. */
    public ChainedOptionsBuilder options(Suite suite) {
        return options(suite, Map.of());
    }

    /**
     * JMH options for a suite, always with the GC profiler (bytes allocated per operation) and the compiler
     * profiler (JIT time per iteration, which tells the report whether the JIT was done: {@code SteadyState}).
     */
    public ChainedOptionsBuilder options(Suite suite, Map<String, String> commandLineParams) {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(suite.includePattern(subset ? suite.quickOperations() : Set.of()))
                .forks(forks)
                .warmupIterations(warmupIterations(suite))
                .warmupTime(TimeValue.milliseconds(warmupMillis))
                .measurementIterations(measurementIterations)
                .measurementTime(TimeValue.milliseconds(measurementMillis))
                .addProfiler(GCProfiler.class)
                .addProfiler(CompilerProfiler.class)
                .shouldFailOnError(true);
        if (suite == Suite.E2E) {
            options.addProfiler(ClientThreadProfiler.class);
        }
        if (forks > 0) {
            options.jvmArgsAppend(JVM_ARGS);
        }
        // JMH adds up the values of a parameter given twice, so the command line replaces the subset's here
        params(suite, commandLineParams).forEach((param, values) -> options.param(param, values.split(",")));
        return options;
    }

    /** The JMH parameters a run sets: the subset's, replaced by the command line's where both name one. */
    Map<String, String> params(Suite suite, Map<String, String> commandLineParams) {
        Map<String, String> params = new LinkedHashMap<>(subset ? suite.quickParams() : Map.of());
        params.putAll(commandLineParams);
        return params;
    }

    /** The settings as the report states them, with the subset and the parameters this run set. */
    public String describe(Suite suite, Map<String, String> commandLineParams) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "%s: %d fork%s, %d x %d ms warmup, %d x %d ms measurement, forked JVM %s", name, forks,
                forks == 1 ? "" : "s", warmupIterations(suite), warmupMillis, measurementIterations, measurementMillis,
                String.join(" ", JVM_ARGS)));
        if (subset && !suite.quickOperations().isEmpty()) {
            text.append("; operations ").append(String.join(", ", new TreeSet<>(suite.quickOperations())))
                    .append(" (`--full` runs all)");
        }
        params(suite, commandLineParams).forEach((param, values) -> text.append("; ").append(param).append(' ')
                .append(values));
        return text.toString();
    }
}
