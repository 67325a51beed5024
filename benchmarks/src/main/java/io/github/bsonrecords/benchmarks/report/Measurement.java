package io.github.bsonrecords.benchmarks.report;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.RunResult;

/**
 * One JMH result (a benchmark method with one set of parameters), as the report needs it, whether it comes from
 * a run in this JVM ({@link #of(RunResult)}) or from JMH's JSON file ({@link JmhJson}): the report reads both the
 * same way, so a re-rendering from the JSON gives what the run gave.
 *
 * @param benchmark the benchmark method's full name
 * @param params the JMH parameters, in JMH's order
 * @param scoreUnit the primary score's unit, such as {@code us/op}
 * @param secondary the secondary results' scores by name ({@code gc.alloc.rate.norm}, ...)
 * @param forks each fork's measurement iterations, in the score's unit
 * @param compileMillis each fork's JIT time per measurement iteration ({@code -prof comp}), or empty
 * @param measurementMillis the length of one measurement iteration
 */
public record Measurement(String benchmark, Map<String, String> params, String scoreUnit, double score,
        double scoreError, Map<String, Double> secondary, List<double[]> forks, List<double[]> compileMillis,
        double measurementMillis) {

    /** JIT time during an iteration, from {@code -prof comp} (milliseconds). */
    static final String COMPILE_TIME = "compiler.time.profiled";

    public Measurement {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        secondary = Collections.unmodifiableMap(new LinkedHashMap<>(secondary));
        forks = List.copyOf(forks);
        compileMillis = List.copyOf(compileMillis);
    }

    /** The benchmark method's simple name. */
    public String operation() {
        return benchmark.substring(benchmark.lastIndexOf('.') + 1);
    }

    public static Measurement of(RunResult result) {
        BenchmarkParams params = result.getParams();
        Map<String, String> values = new LinkedHashMap<>();
        for (String key : params.getParamsKeys()) {
            values.put(key, params.getParam(key));
        }
        Map<String, Double> secondary = new LinkedHashMap<>();
        Map<?, ?> results = result.getSecondaryResults(); // JMH declares it with a raw Result
        for (Map.Entry<?, ?> entry : results.entrySet()) {
            secondary.put((String) entry.getKey(), ((Result<?>) entry.getValue()).getScore());
        }
        List<double[]> forks = new ArrayList<>();
        List<double[]> compile = new ArrayList<>();
        for (BenchmarkResult fork : result.getBenchmarkResults()) {
            List<IterationResult> iterations = new ArrayList<>(fork.getIterationResults());
            double[] scores = new double[iterations.size()];
            double[] millis = new double[iterations.size()];
            for (int i = 0; i < scores.length; i++) {
                scores[i] = iterations.get(i).getPrimaryResult().getScore();
                Result<?> jit = iterations.get(i).getSecondaryResults().get(COMPILE_TIME);
                millis[i] = jit == null ? Double.NaN : jit.getScore();
            }
            forks.add(scores);
            compile.add(millis);
        }
        Result<?> primary = result.getPrimaryResult();
        double measurementMillis = params.getMeasurement().getTime().convertTo(TimeUnit.MICROSECONDS) / 1000.0;
        return new Measurement(params.getBenchmark(), values, primary.getScoreUnit(), primary.getScore(),
                primary.getScoreError(), secondary, forks, compile, measurementMillis);
    }
}
