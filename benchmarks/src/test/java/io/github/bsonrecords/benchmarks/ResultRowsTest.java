package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.benchmarks.report.ResultRow;
import io.github.bsonrecords.benchmarks.report.ResultRows;
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
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.runner.WorkloadParams;
import org.openjdk.jmh.runner.options.TimeValue;

/** The report reads each fork's iterations and JIT time from JMH's results as JMH builds them. */
class ResultRowsTest {
    private static final String ENCODE = "io.github.bsonrecords.benchmarks.telemetry.TelemetryBenchmark.encode";

    @Test
    void aRunStillWarmingUpIsNotSteady() {
        ResultRow row = row(new double[][] {{41.6, 22.0, 6.0}}, new double[][] {{0, 0, 0}});
        assertEquals(Contender.GENERATED, row.contender());
        assertEquals(23_200, row.nanosPerOp(), 1e-6);
        assertTrue(row.unsteady() != null && row.unsteady().startsWith("later iterations"), row.unsteady());
        assertTrue(row.unsteady().contains("41.6 us, 22.0 us, 6.00 us"), row.unsteady());
    }

    @Test
    void theJitTimeOfEachIterationIsRead() {
        ResultRow row = row(new double[][] {{5.0, 5.1, 5.0}, {5.2, 5.0, 5.1}}, new double[][] {{1, 0, 2}, {80, 20, 0}});
        assertEquals("fork 2: the JIT compiled for 100 ms during 3.0 s of measurement (iterations 5.20 us, 5.00 us,"
                + " 5.10 us)", row.unsteady());
    }

    @Test
    void flatIterationsWithAnIdleJitAreSteady() {
        ResultRow row = row(new double[][] {{5.0, 5.1, 5.0}, {5.2, 5.0, 5.1}}, new double[][] {{1, 0, 2}, {0, 4, 1}});
        assertNull(row.unsteady());
        assertTrue(row.steady());
    }

    /** One row from forks of three 1 s iterations: microseconds per operation and JIT milliseconds each. */
    private static ResultRow row(double[][] microsPerOp, double[][] compileMillis) {
        WorkloadParams workload = new WorkloadParams();
        workload.put("contender", "GENERATED", 0);
        IterationParams warmup = new IterationParams(IterationType.WARMUP, 4, TimeValue.seconds(1), 1);
        IterationParams measurement = new IterationParams(IterationType.MEASUREMENT, 3, TimeValue.seconds(1), 1);
        BenchmarkParams params = new BenchmarkParams(ENCODE, ENCODE + "_avgt", false, 1, new int[] {1}, List.of(),
                microsPerOp.length, 0, warmup, measurement, Mode.AverageTime, workload, TimeUnit.MICROSECONDS, 1,
                "java", List.of(), "17", "OpenJDK", "17", "1.37", TimeValue.minutes(10));
        List<BenchmarkResult> forks = new ArrayList<>();
        for (int fork = 0; fork < microsPerOp.length; fork++) {
            List<IterationResult> iterations = new ArrayList<>();
            for (int i = 0; i < microsPerOp[fork].length; i++) {
                IterationResult iteration = new IterationResult(params, measurement, null);
                // 1,000 operations in the iteration's time
                iteration.addResult(new AverageTimeResult(ResultRole.PRIMARY, "encode", 1_000,
                        Math.round(microsPerOp[fork][i] * 1_000_000), TimeUnit.MICROSECONDS));
                iteration.addResult(new ScalarResult("compiler.time.profiled", compileMillis[fork][i], "ms",
                        AggregationPolicy.SUM));
                iterations.add(iteration);
            }
            forks.add(new BenchmarkResult(params, iterations));
        }
        List<ResultRow> rows = ResultRows.of(Suite.TELEMETRY, List.of(new RunResult(params, forks)));
        assertEquals(1, rows.size());
        return rows.get(0);
    }
}
