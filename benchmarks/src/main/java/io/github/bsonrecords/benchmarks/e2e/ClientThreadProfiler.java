package io.github.bsonrecords.benchmarks.e2e;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.profile.InternalProfiler;
import org.openjdk.jmh.results.AggregationPolicy;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.Result;
import org.openjdk.jmh.results.ScalarResult;

/**
 * A JMH profiler for the end-to-end suite: per operation, the calling thread's CPU time and
 * allocated bytes as {@link ClientThreadMeter} measured them, and the CPU time the rest of the
 * process used in the iteration (the embedded server's threads above all). Use with
 * {@code -prof io.github.bsonrecords.benchmarks.e2e.ClientThreadProfiler}.
 */
public final class ClientThreadProfiler implements InternalProfiler {
    public static final String CPU = "client.cpu";
    public static final String ALLOCATED = "client.alloc";
    public static final String OTHER_CPU = "other.cpu";

    private long processCpuBefore;
    private long callingThreadCpuBefore;
    private long callingThreadId = -1;

    @Override
    public String getDescription() {
        return "CPU time and allocation of the thread that calls the driver, and the CPU of the rest of the process";
    }

    @Override
    public void beforeIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams) {
        ClientThreadMeter.reset();
        processCpuBefore = ClientThreadMeter.processCpuNanos();
        callingThreadCpuBefore = callingThreadId < 0 ? -1 : ClientThreadMeter.threadCpuNanos(callingThreadId);
    }

    @Override
    @SuppressWarnings("rawtypes") // JMH's interface declares the raw Result
    public Collection<? extends Result> afterIteration(BenchmarkParams benchmarkParams, IterationParams iterationParams,
            IterationResult result) {
        long processCpu = ClientThreadMeter.processCpuNanos() - processCpuBefore;
        ClientThreadMeter.Totals totals = ClientThreadMeter.reset();
        List<ScalarResult> results = new ArrayList<>();
        if (totals.operations == 0 || !ClientThreadMeter.supported()) {
            return results;
        }
        double operations = totals.operations;
        results.add(new ScalarResult(CPU, totals.cpuNanos / operations, "ns/op", AggregationPolicy.AVG));
        results.add(new ScalarResult(ALLOCATED, totals.allocatedBytes / operations, "B/op", AggregationPolicy.AVG));
        // the rest of the process: all its CPU in the iteration minus all of the calling thread's (the
        // operations and JMH's own work on that thread); known from the second iteration on
        long callingThreadCpuAfter = ClientThreadMeter.threadCpuNanos(totals.callingThreadId);
        if (totals.callingThreadId == callingThreadId && callingThreadCpuBefore >= 0 && callingThreadCpuAfter >= 0) {
            long others = processCpu - (callingThreadCpuAfter - callingThreadCpuBefore);
            results.add(new ScalarResult(OTHER_CPU, others / operations, "ns/op", AggregationPolicy.AVG));
        }
        callingThreadId = totals.callingThreadId;
        return results;
    }
}
