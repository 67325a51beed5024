package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Suite;
import io.github.bsonrecords.benchmarks.e2e.ClientThreadProfiler;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.RunResult;

/** Turns JMH run results into {@link ResultRow}s, grouped by operation and parameters. */
public final class ResultRows {
    /** The GC profiler's bytes per operation; older JMH versions prefixed it with a middle dot. */
    private static final List<String> ALLOCATION_KEYS = List.of("gc.alloc.rate.norm", "\u00b7gc.alloc.rate.norm");

    private ResultRows() {
    }

    public static List<ResultRow> of(Suite suite, Collection<RunResult> results) {
        return fromMeasurements(suite, results.stream().map(Measurement::of).toList());
    }

    /** Rows from JMH's results, whether measured in this JVM or read from JMH's JSON ({@link JmhJson}). */
    public static List<ResultRow> fromMeasurements(Suite suite, List<Measurement> measurements) {
        List<ResultRow> rows = new ArrayList<>();
        for (Measurement result : measurements) {
            String operation = result.operation();
            Map<String, String> others = new LinkedHashMap<>(result.params());
            String contender = others.remove("contender");
            Suite.Size size = suite.size(operation, others);
            double toNanos = nanosPer(result.scoreUnit());
            List<Double> forkNanos = new ArrayList<>();
            for (double[] fork : result.forks()) {
                forkNanos.add(Arrays.stream(fork).average().orElse(Double.NaN) * toNanos);
            }
            rows.add(new ResultRow(
                    group(suite, operation, others),
                    Contender.valueOf(contender),
                    result.score() * toNanos,
                    result.scoreError() * toNanos,
                    allocation(result),
                    size.documents(),
                    size.bytes(),
                    clientCost(result),
                    SteadyState.problem(forks(result, toNanos)),
                    operation,
                    others,
                    forkNanos));
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

    private static double allocation(Measurement result) {
        for (String key : ALLOCATION_KEYS) {
            Double allocation = result.secondary().get(key);
            if (allocation != null) {
                return allocation;
            }
        }
        return Double.NaN;
    }

    /** Each fork's measurement iterations, for {@link SteadyState}. */
    private static List<SteadyState.Fork> forks(Measurement result, double toNanos) {
        List<SteadyState.Fork> forks = new ArrayList<>();
        for (int fork = 0; fork < result.forks().size(); fork++) {
            double[] scores = result.forks().get(fork);
            double[] nanos = new double[scores.length];
            for (int i = 0; i < nanos.length; i++) {
                nanos[i] = scores[i] * toNanos;
            }
            double[] compileMillis = fork < result.compileMillis().size() ? result.compileMillis().get(fork).clone()
                    : nanN(scores.length);
            forks.add(new SteadyState.Fork(nanos, compileMillis, result.measurementMillis()));
        }
        return forks;
    }

    private static double[] nanN(int length) {
        double[] values = new double[length];
        Arrays.fill(values, Double.NaN);
        return values;
    }

    /** The calling thread's costs where {@code ClientThreadProfiler} ran, else null. */
    private static ResultRow.ClientCost clientCost(Measurement result) {
        Double cpu = result.secondary().get(ClientThreadProfiler.CPU);
        Double allocated = result.secondary().get(ClientThreadProfiler.ALLOCATED);
        if (cpu == null || allocated == null) {
            return null;
        }
        Double others = result.secondary().get(ClientThreadProfiler.OTHER_CPU);
        return new ResultRow.ClientCost(cpu, allocated, others == null ? Double.NaN : others);
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
