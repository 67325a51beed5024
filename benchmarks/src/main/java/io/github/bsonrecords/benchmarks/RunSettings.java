package io.github.bsonrecords.benchmarks;

import io.github.bsonrecords.benchmarks.e2e.ClientThreadProfiler;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.openjdk.jmh.profile.CompilerProfiler;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * How long and how often JMH measures: quick (one fork, a subset of each suite), full (3 forks, everything),
 * published (3 forks, the subset BENCHMARKS.md shows), or a smoke test.
 *
 * @param selection which operations and parameters of each suite run
 * @param jvmArgs arguments put before the forked JVMs' own (such as {@code -XX:ActiveProcessorCount=2})
 */
public record RunSettings(String name, int forks, int warmupIterations, long warmupMillis, int measurementIterations,
        long measurementMillis, Selection selection, List<String> jvmArgs) {

    /** The forked JVMs get a fixed heap, so that heap resizing does not show up as noise. */
    static final String[] JVM_ARGS = {"-Xms2g", "-Xmx2g"};

    /** Which of a suite's operations and parameters a run measures. */
    public enum Selection {
        /** Everything. */
        ALL,
        /** {@link Suite#quickOperations()} with {@link Suite#quickParams()}. */
        QUICK,
        /** {@link Suite#publishedOperations()} with {@link Suite#publishedParams()}: what BENCHMARKS.md shows. */
        PUBLISHED
    }

    public RunSettings {
        jvmArgs = List.copyOf(jvmArgs);
    }

    public RunSettings(String name, int forks, int warmupIterations, long warmupMillis, int measurementIterations,
            long measurementMillis, boolean subset) {
        this(name, forks, warmupIterations, warmupMillis, measurementIterations, measurementMillis,
                subset ? Selection.QUICK : Selection.ALL, List.of());
    }

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
     * What BENCHMARKS.md and the README show: 3 forks, 5 x 1 s warmup (8 for the realistic suite), 3 x 1 s
     * measurement, each suite's published operations and contenders ({@link Suite#publishedOperations()}).
     */
    public static RunSettings published() {
        return new RunSettings("published", 3, 5, 1000, 3, 1000, Selection.PUBLISHED, List.of());
    }

    /**
     * Each benchmark briefly, in this JVM: proves it runs, measures nothing. One warmup and one
     * measurement iteration, so every operation runs at least twice on the same state (an operation
     * that only works once, such as an insert whose collection is not emptied, fails here).
     */
    public static RunSettings smoke() {
        return new RunSettings("smoke", 0, 1, 1, 1, 10, false);
    }

    /** These settings with another number of forks (the command line's {@code --forks}). */
    public RunSettings withForks(int count) {
        return new RunSettings(name, count, warmupIterations, warmupMillis, measurementIterations, measurementMillis,
                selection, jvmArgs);
    }

    /** These settings with other iterations (the command line's {@code --iterations}: a try of the tooling). */
    public RunSettings withIterations(int warmups, long warmupLength, int measurements, long measurementLength) {
        return new RunSettings(name, forks, warmups, warmupLength, measurements, measurementLength, selection, jvmArgs);
    }

    /** These settings with JVM arguments put before the forked JVMs' own. */
    public RunSettings withJvmArgs(List<String> arguments) {
        return new RunSettings(name, forks, warmupIterations, warmupMillis, measurementIterations, measurementMillis,
                selection, arguments);
    }

    /** This run's warmup iterations, or more where the suite needs more ({@link Suite#minimumWarmupIterations()}). */
    public int warmupIterations(Suite suite) {
        return forks == 0 ? warmupIterations
                : Math.max(warmupIterations, suite.minimumWarmupIterations());
    }

    /**
     * This run's warmup iterations for one operation run alone (round by round), or more where it needs more
     * ({@link Suite#minimumWarmupIterations(String)}).
     */
    public int warmupIterations(Suite suite, String operation) {
        return forks == 0 ? warmupIterations
                : Math.max(warmupIterations(suite), suite.minimumWarmupIterations(operation));
    }

    /**
     * The operations of this run that warm up longer than {@link #warmupIterations(Suite)} when run round by round,
     * with their iterations, by name.
     */
    public Map<String, Integer> longerWarmups(Suite suite) {
        Map<String, Integer> longer = new TreeMap<>();
        if (forks > 1) {
            for (String operation : operations(suite).isEmpty() ? suite.operations() : operations(suite)) {
                if (warmupIterations(suite, operation) > warmupIterations(suite)) {
                    longer.put(operation, warmupIterations(suite, operation));
                }
            }
        }
        return longer;
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
        return options(suite, commandLineParams, suite.includePattern(operations(suite)));
    }

    /**
     * {@link #options(Suite, Map)} for one operation (a benchmark method's name) with its own warmup
     * ({@link #warmupIterations(Suite, String)}): a round of {@code RoundByRound}.
     */
    public ChainedOptionsBuilder options(Suite suite, Map<String, String> commandLineParams, String include,
            String operation) {
        return options(suite, commandLineParams, include).warmupIterations(warmupIterations(suite, operation));
    }

    /** {@link #options(Suite, Map)} for the benchmark methods {@code include} matches (a JMH include pattern). */
    public ChainedOptionsBuilder options(Suite suite, Map<String, String> commandLineParams, String include) {
        ChainedOptionsBuilder options = new OptionsBuilder()
                .include(include)
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
            if (!jvmArgs.isEmpty()) {
                options.jvmArgsPrepend(jvmArgs.toArray(String[]::new));
            }
        }
        // JMH adds up the values of a parameter given twice, so the command line replaces the subset's here
        params(suite, commandLineParams).forEach((param, values) -> options.param(param, values.split(",")));
        return options;
    }

    /** The operations this run measures of a suite (all when empty). */
    public Set<String> operations(Suite suite) {
        return switch (selection) {
            case ALL -> Set.of();
            case QUICK -> suite.quickOperations();
            case PUBLISHED -> suite.publishedOperations();
        };
    }

    /** The JMH parameters a run sets: the selection's, replaced by the command line's where both name one. */
    public Map<String, String> params(Suite suite, Map<String, String> commandLineParams) {
        Map<String, String> params = new LinkedHashMap<>(switch (selection) {
            case ALL -> Map.<String, String>of();
            case QUICK -> suite.quickParams();
            case PUBLISHED -> suite.publishedParams();
        });
        params.putAll(commandLineParams);
        return new TreeMap<>(params);
    }

    /** The settings as the report states them, with the subset and the parameters this run set. */
    public String describe(Suite suite, Map<String, String> commandLineParams) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "%s: %d fork%s, %d x %d ms warmup, %d x %d ms measurement, forked JVM %s", name, forks,
                // more than one fork: Compare runs them round by round (RoundByRound)
                forks == 1 ? "" : forks > 1 ? "s run round by round" : "s", warmupIterations(suite), warmupMillis,
                measurementIterations, measurementMillis,
                String.join(" ", jvmArgs) + (jvmArgs.isEmpty() ? "" : " ") + String.join(" ", JVM_ARGS)));
        longerWarmups(suite).forEach((operation, iterations) -> text.append(String.format(Locale.ROOT,
                "; %s %d x %d ms warmup", operation, iterations, warmupMillis)));
        Set<String> operations = operations(suite);
        if (!operations.isEmpty()) {
            text.append("; operations ").append(String.join(", ", new TreeSet<>(operations)))
                    .append(selection == Selection.QUICK ? " (`--full` runs all)" : "");
        }
        params(suite, commandLineParams).forEach((param, values) -> text.append("; ").append(param).append(' ')
                .append(values));
        return text.toString();
    }
}
