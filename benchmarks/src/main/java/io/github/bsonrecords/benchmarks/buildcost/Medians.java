package io.github.bsonrecords.benchmarks.buildcost;

import java.util.List;

final class Medians {

    private Medians() {
    }

    /** The median; of an even count, the mean of the middle two. */
    static double of(List<Long> values) {
        long[] sorted = values.stream().mapToLong(Long::longValue).sorted().toArray();
        int middle = sorted.length / 2;
        return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2.0;
    }
}
