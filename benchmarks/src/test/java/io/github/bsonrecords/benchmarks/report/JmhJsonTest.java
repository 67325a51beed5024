package io.github.bsonrecords.benchmarks.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.AverageTimeResult;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.ResultRole;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.ScalarResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

/** What JMH's own JSON writer writes, the report reads back as JMH's results in memory hold it. */
class JmhJsonTest {
    private static final String DECODE = "io.github.bsonrecords.benchmarks.realistic.RealisticBenchmark.decodeBatch";

    @Test
    void theJsonJmhWritesReadsBackAsTheResultsItWasWrittenFrom() {
        RunResult result = result(new double[][] {{310.5, 300.25, 305}, {290, 295.5, 301}}, new double[][] {{3, 0, 0},
                {0, 1, 0}});
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8)) {
            ResultFormatFactory.getInstance(ResultFormatType.JSON, out).writeOut(List.of(result));
        }
        String json = bytes.toString(StandardCharsets.UTF_8);

        List<Measurement> read = JmhJson.parse(json);
        Measurement expected = Measurement.of(result);
        assertEquals(1, read.size());
        Measurement measurement = read.get(0);
        assertEquals(expected.benchmark(), measurement.benchmark());
        assertEquals("decodeBatch", measurement.operation());
        assertEquals(expected.params(), measurement.params());
        assertEquals(List.of("contender", "family"), List.copyOf(measurement.params().keySet()));
        assertEquals("us/op", measurement.scoreUnit());
        assertEquals(expected.score(), measurement.score(), 1e-9);
        assertEquals(expected.scoreError(), measurement.scoreError(), 1e-9);
        assertEquals(2, measurement.forks().size());
        for (int fork = 0; fork < 2; fork++) {
            assertArrayEquals(expected.forks().get(fork), measurement.forks().get(fork), 1e-9);
            assertArrayEquals(expected.compileMillis().get(fork), measurement.compileMillis().get(fork), 1e-9);
        }
        assertEquals(expected.secondary().keySet(), measurement.secondary().keySet());
        assertEquals(1000.0, measurement.measurementMillis(), 1e-9);
        assertEquals("1.37", JmhJson.environment(json).get("jmhVersion"));
    }

    @Test
    void jmhTimeValuesInMilliseconds() {
        assertEquals(1000.0, JmhJson.millis("1 s"), 0);
        assertEquals(100.0, JmhJson.millis("100 ms"), 0);
        assertEquals(0.5, JmhJson.millis("500 us"), 0);
    }

    /** One result of forks of 1 s iterations: microseconds per operation and JIT milliseconds of each. */
    private static RunResult result(double[][] microsPerOp, double[][] compileMillis) {
        WorkloadParams workload = new WorkloadParams();
        workload.put("contender", "GENERATED", 0);
        workload.put("family", "MOVIES", 1);
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 8, TimeValue.seconds(1), 1);
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, 3, TimeValue.seconds(1), 1);
        BenchmarkParams params = new BenchmarkParams(DECODE, DECODE + "_avgt", false, 1, new int[] {1}, List.of(),
                microsPerOp.length, 0, warmup, measurement, Mode.AverageTime, workload, TimeUnit.MICROSECONDS, 1,
                "java", List.of("-Xms2g"), "17.0.15", "OpenJDK", "17.0.15+6", "1.37", TimeValue.minutes(10));
        List<BenchmarkResult> forks = new ArrayList<>();
        for (int fork = 0; fork < microsPerOp.length; fork++) {
            List<IterationResult> iterations = new ArrayList<>();
            for (int i = 0; i < microsPerOp[fork].length; i++) {
                IterationResult iteration = new IterationResult(params, measurement, null);
                iteration.addResult(new AverageTimeResult(ResultRole.PRIMARY, "decodeBatch", 1_000,
                        Math.round(microsPerOp[fork][i] * 1_000_000), TimeUnit.MICROSECONDS));
                iteration.addResult(new ScalarResult("compiler.time.profiled", compileMillis[fork][i], "ms",
                        AggregationPolicy.SUM));
                iteration.addResult(new ScalarResult("gc.alloc.rate.norm", 261_000, "B/op", AggregationPolicy.AVG));
                iterations.add(iteration);
            }
            forks.add(new BenchmarkResult(params, iterations));
        }
        return new RunResult(params, forks);
    }
}
