package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Suite;
import io.github.bsonrecords.benchmarks.e2e.ClientThreadProfiler;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/** Turns JMH run results into {@link ResultRow}s, grouped by operation and parameters. */
public final class ResultRows {
    /** The GC profiler's bytes per operation; older JMH versions prefixed it with a middle dot. */
    private static final List<String> ALLOCATION_KEYS = List.of("gc.alloc.rate.norm", "\u00b7gc.alloc.rate.norm");
    /** JIT time during an iteration, from {@code -prof comp} (milliseconds). */
    private static final String COMPILE_TIME = "compiler.time.profiled";

    private ResultRows() {
    }

    public static List<ResultRow> of(Suite suite, Collection<RunResult> results) {
        List<ResultRow> rows = new ArrayList<>();
        for (RunResult result : results) {
            BenchmarkParams params = result.getParams();
            String benchmark = params.getBenchmark();
            String operation = benchmark.substring(benchmark.lastIndexOf('.') + 1);
            Map<String, String> others = new LinkedHashMap<>();
            for (String key : params.getParamsKeys()) {
                if (!key.equals("contender")) {
                    others.put(key, params.getParam(key));
                }
            }
            Suite.Size size = suite.size(operation, others);
            Result<?> primary = result.getPrimaryResult();
            double toNanos = nanosPer(primary.getScoreUnit());
            rows.add(new ResultRow(
                    group(suite, operation, others),
                    Contender.valueOf(params.getParam("contender")),
                    primary.getScore() * toNanos,
                    primary.getScoreError() * toNanos,
                    allocation(result),
                    size.documents(),
                    size.bytes(),
                    clientCost(result),
                    SteadyState.problem(forks(result, toNanos))));
        }
        // groups in the order JMH ran them (method, then parameters as declared), contenders as declared
        Map<String, Integer> firstSeen = new LinkedHashMap<>();
        rows.forEach(row -> firstSeen.putIfAbsent(row.group(), firstSeen.size()));
        rows.sort(Comparator.comparing((ResultRow row) -> firstSeen.get(row.group()))
                .thenComparing(ResultRow::contender));
        return rows;
    }

    private static String group(Suite suite, String operation, Map<String, String> others) {
        String label = suite.operationLabel(operation);
        return others.isEmpty() ? label : String.join(" ", others.values()) + " " + label;
    }

    private static double allocation(RunResult result) {
        var secondary = result.getSecondaryResults(); // JMH declares it with a raw Result
        for (String key : ALLOCATION_KEYS) {
            Result<?> allocation = secondary.get(key);
            if (allocation != null) {
                return allocation.getScore();
            }
        }
        return Double.NaN;
    }

    /** Each fork's measurement iterations, for {@link SteadyState}. */
    private static List<SteadyState.Fork> forks(RunResult result, double toNanos) {
        List<SteadyState.Fork> forks = new ArrayList<>();
        for (BenchmarkResult fork : result.getBenchmarkResults()) {
            List<IterationResult> iterations = new ArrayList<>(fork.getIterationResults());
            double[] nanos = new double[iterations.size()];
            double[] compileMillis = new double[iterations.size()];
            for (int i = 0; i < nanos.length; i++) {
                nanos[i] = iterations.get(i).getPrimaryResult().getScore() * toNanos;
                Result<?> compile = iterations.get(i).getSecondaryResults().get(COMPILE_TIME);
                compileMillis[i] = compile == null ? Double.NaN : compile.getScore();
            }
            double iterationMillis = fork.getParams().getMeasurement().getTime().convertTo(TimeUnit.MICROSECONDS) / 1000.0;
            forks.add(new SteadyState.Fork(nanos, compileMillis, iterationMillis));
        }
        return forks;
    }

    /** The calling thread's costs where {@code ClientThreadProfiler} ran, else null. */
    private static ResultRow.ClientCost clientCost(RunResult result) {
        var secondary = result.getSecondaryResults();
        Result<?> cpu = secondary.get(ClientThreadProfiler.CPU);
        Result<?> allocated = secondary.get(ClientThreadProfiler.ALLOCATED);
        if (cpu == null || allocated == null) {
            return null;
        }
        Result<?> others = secondary.get(ClientThreadProfiler.OTHER_CPU);
        return new ResultRow.ClientCost(cpu.getScore(), allocated.getScore(), others == null ? Double.NaN : others.getScore());
    }

    /** Nanoseconds in one unit of an average-time score such as {@code us/op}. */
    static double nanosPer(String scoreUnit) {
        String unit = scoreUnit.substring(0, scoreUnit.indexOf('/'));
        TimeUnit timeUnit = switch (unit) {
            case "ns" -> TimeUnit.NANOSECONDS;
            case "us" -> TimeUnit.MICROSECONDS;
            case "ms" -> TimeUnit.MILLISECONDS;
            case "s" -> TimeUnit.SECONDS;
            default -> throw new IllegalArgumentException("Not an average-time unit: " + scoreUnit);
        };
        return timeUnit.toNanos(1);
    }

    /** The rows of each group, in order. */
    public static Map<String, List<ResultRow>> byGroup(List<ResultRow> rows) {
        Map<String, List<ResultRow>> groups = new LinkedHashMap<>();
        for (ResultRow row : rows) {
            groups.computeIfAbsent(row.group(), key -> new ArrayList<>()).add(row);
        }
        return groups;
    }
}
