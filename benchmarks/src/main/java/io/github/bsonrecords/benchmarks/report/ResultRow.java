package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;

/**
 * One contender's result for one operation: time per operation in nanoseconds (with JMH's 99.9%
 * error), bytes allocated per operation ({@code -prof gc}), and the operation's size.
 *
 * @param group the operation and its parameters other than the contender; rows of a group are compared
 */
public record ResultRow(String group, Contender contender, double nanosPerOp, double errorNanos,
        double bytesAllocatedPerOp, int documentsPerOp, long bsonBytesPerOp) {

    public double bytesAllocatedPerDocument() {
        return bytesAllocatedPerOp / documentsPerOp;
    }

    /** Megabytes (10^6 bytes) of BSON per second, or NaN when the suite has no byte count. */
    public double megabytesPerSecond() {
        return bsonBytesPerOp == 0 ? Double.NaN : bsonBytesPerOp / (nanosPerOp / 1e9) / 1e6;
    }
}
