package io.github.bsonrecords.benchmarks.e2e;

import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The reactive suite's rows: bytes allocated per document by {@code findAll} of the 1,000 stored readings
 * through each {@link ReactiveContender}, on all the client's threads ({@link AllThreadsMeter}). Each
 * contender is warmed up, then measured in rounds of several reads; a row is its smallest round, so that a
 * driver heartbeat or another background allocation in one round does not count. Run it with the reactive
 * driver on the classpath (see BENCHMARKS.md): {@code ReactiveAllocationGateTest} does, and prints the table.
 */
public final class ReactiveAllocation {
    static final int WARMUP_READS = 300;
    static final int ROUNDS = 7;
    static final int READS_PER_ROUND = 20;

    private ReactiveAllocation() {
    }

    /** Bytes per document of each contender's {@code findAll}. */
    public static Map<ReactiveContender, Double> measure(ReactiveFindWorkload workload) {
        Map<ReactiveContender, Double> rows = new EnumMap<>(ReactiveContender.class);
        for (ReactiveContender contender : ReactiveContender.values()) {
            rows.put(contender, bytesPerDocument(workload.findAll(contender)));
        }
        return rows;
    }

    static double bytesPerDocument(Supplier<List<?>> findAll) {
        for (int i = 0; i < WARMUP_READS; i++) {
            findAll.get();
        }
        AllThreadsMeter meter = new AllThreadsMeter();
        long smallest = Long.MAX_VALUE;
        for (int round = 0; round < ROUNDS; round++) {
            long before = meter.start();
            int documents = 0;
            for (int i = 0; i < READS_PER_ROUND; i++) {
                documents += findAll.get().size();
            }
            long allocated = meter.clientBytes() - before;
            if (documents != READS_PER_ROUND * EndToEndWorkload.FIND) {
                throw new IllegalStateException("read " + documents + " documents in a round");
            }
            smallest = Math.min(smallest, allocated);
        }
        return (double) smallest / (READS_PER_ROUND * EndToEndWorkload.FIND);
    }

    /** The rows as a table, each with its ratio to the reactive driver with the codec. */
    public static String table(Map<ReactiveContender, Double> rows) {
        double driver = rows.get(ReactiveContender.DRIVER_CODEC);
        StringBuilder table = new StringBuilder(String.format(Locale.ROOT,
                "%-90s %10s %8s%n", "reactive findAll of 1,000 (all client threads)", "B/doc", "x driver"));
        rows.forEach((contender, bytes) -> table.append(String.format(Locale.ROOT, "%-90s %10.0f %8.2f%n",
                contender.description(), bytes, bytes / driver)));
        return table.toString();
    }

    public static void main(String[] args) {
        try (ReactiveFindWorkload workload = new ReactiveFindWorkload()) {
            System.out.print(table(measure(workload)));
        }
    }
}
