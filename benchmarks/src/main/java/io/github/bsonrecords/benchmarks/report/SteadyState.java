package io.github.bsonrecords.benchmarks.report;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Whether a result was measured at steady state, judged from JMH's per-iteration results of each fork. A ratio
 * between two results means something only when both were: a run whose warmup ends before the JIT has compiled
 * the code measures the interpreter and C1 (a quick run of 3 x 200 ms once showed the generated encoder slower
 * than the hand-written one, where a longer warmup shows it 2.8x faster). A fork is not at steady state when
 * <ul>
 * <li>the JIT compiled for more than {@value #MAX_COMPILE_SHARE} of the measurement time ({@code -prof comp}):
 * code was still being compiled while it was measured;</li>
 * <li>its later iterations are more than {@value #MAX_SPEEDUP} faster than its earlier ones (median of the last
 * half against median of the first half): still warming up, or disturbed by other work;</li>
 * <li>its iterations spread over more than {@value #MAX_SPREAD} of their median: too noisy to compare.</li>
 * </ul>
 * The thresholds let through the 10-25% that other work moves times on a shared machine, not a warmup's 2-5x.
 */
public final class SteadyState {
    static final double MAX_COMPILE_SHARE = 0.02;
    static final double MAX_SPEEDUP = 0.20;
    static final double MAX_SPREAD = 0.50;

    /**
     * One fork's measurement iterations: nanoseconds per operation, milliseconds the JIT compiled during each
     * (NaN where not profiled), and the measurement time of one iteration.
     */
    public record Fork(double[] nanosPerOp, double[] compileMillis, double iterationMillis) {
    }

    private SteadyState() {
    }

    /** Why these forks were not at steady state, or null when they were. */
    public static String problem(List<Fork> forks) {
        for (int i = 0; i < forks.size(); i++) {
            String problem = problem(forks.get(i));
            if (problem != null) {
                return (forks.size() == 1 ? "" : "fork " + (i + 1) + ": ") + problem;
            }
        }
        return null;
    }

    private static String problem(Fork fork) {
        double[] times = fork.nanosPerOp();
        double compiled = Arrays.stream(fork.compileMillis()).filter(ms -> !Double.isNaN(ms)).sum();
        double measured = fork.iterationMillis() * fork.compileMillis().length;
        if (measured > 0 && compiled > MAX_COMPILE_SHARE * measured) {
            return String.format(Locale.ROOT, "the JIT compiled for %.0f ms during %.1f s of measurement (%s)",
                    compiled, measured / 1000, iterations(times));
        }
        if (times.length < 2) {
            return null;
        }
        double earlier = median(Arrays.copyOfRange(times, 0, times.length / 2));
        double later = median(Arrays.copyOfRange(times, (times.length + 1) / 2, times.length));
        if (earlier > later * (1 + MAX_SPEEDUP)) {
            return String.format(Locale.ROOT, "later iterations %.0f%% faster than earlier ones, still warming up or"
                    + " disturbed (%s)", (earlier / later - 1) * 100, iterations(times));
        }
        double min = Arrays.stream(times).min().orElseThrow();
        double max = Arrays.stream(times).max().orElseThrow();
        double median = median(times);
        if (max - min > MAX_SPREAD * median) {
            return String.format(Locale.ROOT, "iterations spread over %.0f%% of their median (%s)",
                    (max - min) / median * 100, iterations(times));
        }
        return null;
    }

    private static String iterations(double[] nanos) {
        StringBuilder text = new StringBuilder("iterations ");
        for (int i = 0; i < nanos.length; i++) {
            text.append(i == 0 ? "" : ", ").append(Format.duration(nanos[i]));
        }
        return text.toString();
    }

    static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }

    /**
     * The note under a table whose ratios were withheld: which rows, why, and what to do; empty when every row
     * was at steady state.
     */
    public static String note(List<ResultRow> rows) {
        StringBuilder note = new StringBuilder();
        for (ResultRow row : rows) {
            if (row.unsteady() != null) {
                note.append("- ").append(row.group()).append(", ").append(row.contender().label()).append(": ")
                        .append(row.unsteady()).append('\n');
            }
        }
        if (note.length() == 0) {
            return "";
        }
        return "\n**Not at steady state**: no ratio is printed against these rows (\"not steady\"); rerun with"
                + " `--full`, or with a longer warmup (plain JMH: `-wi` and `-w`), before comparing them.\n\n" + note;
    }
}
