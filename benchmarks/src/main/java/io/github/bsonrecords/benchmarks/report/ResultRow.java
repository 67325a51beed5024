package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One contender's result for one operation: time per operation in nanoseconds (with JMH's 99.9%
 * error), bytes allocated per operation ({@code -prof gc}), and the operation's size.
 *
 * @param group the operation and its parameters other than the contender; rows of a group are compared
 * @param clientCost the calling thread's costs, or null where the suite does not measure them
 * @param unsteady why the measurement was not at steady state ({@link SteadyState}), or null when it was
 * @param operation the benchmark method's name
 * @param params the JMH parameters other than the contender, in JMH's order
 * @param forkNanosPerOp each fork's mean time per operation (for the range of a ratio over the forks)
 */
public record ResultRow(String group, Contender contender, double nanosPerOp, double errorNanos,
        double bytesAllocatedPerOp, int documentsPerOp, long bsonBytesPerOp, ClientCost clientCost, String unsteady,
        String operation, Map<String, String> params, List<Double> forkNanosPerOp) {

    /**
     * What one operation cost the thread that called the driver (end-to-end suite only): CPU time and
     * bytes allocated, and the CPU time of the rest of the process (NaN when not known).
     */
    public record ClientCost(double cpuNanosPerOp, double allocatedBytesPerOp, double otherCpuNanosPerOp) {
    }

    public ResultRow {
        params = Collections.unmodifiableMap(new LinkedHashMap<>(params));
        forkNanosPerOp = List.copyOf(forkNanosPerOp);
    }

    public ResultRow(String group, Contender contender, double nanosPerOp, double errorNanos,
            double bytesAllocatedPerOp, int documentsPerOp, long bsonBytesPerOp, ClientCost clientCost, String unsteady) {
        this(group, contender, nanosPerOp, errorNanos, bytesAllocatedPerOp, documentsPerOp, bsonBytesPerOp, clientCost,
                unsteady, group, Map.of(), List.of());
    }

    public ResultRow(String group, Contender contender, double nanosPerOp, double errorNanos,
            double bytesAllocatedPerOp, int documentsPerOp, long bsonBytesPerOp) {
        this(group, contender, nanosPerOp, errorNanos, bytesAllocatedPerOp, documentsPerOp, bsonBytesPerOp, null, null);
    }

    /** Whether this row may be compared with another: measured at steady state. */
    public boolean steady() {
        return unsteady == null;
    }

    public double bytesAllocatedPerDocument() {
        return bytesAllocatedPerOp / documentsPerOp;
    }

    public double nanosPerDocument() {
        return nanosPerOp / documentsPerOp;
    }

    /** Megabytes (10^6 bytes) of BSON per second, or NaN when the suite has no byte count. */
    public double megabytesPerSecond() {
        return bsonBytesPerOp == 0 ? Double.NaN : bsonBytesPerOp / (nanosPerOp / 1e9) / 1e6;
    }
}
