package io.github.bsonrecords.benchmarks.report;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The end-to-end suite's second table: per document, what the operation cost the thread that
 * called the driver (CPU time and bytes allocated) beside the wall time, the CPU time of the rest
 * of the process (the embedded server's threads above all), and the allocation of every thread
 * ({@code -prof gc}); ratios to the generated codec on the calling thread, between results at steady state.
 */
public final class ClientCostTable {
    private ClientCostTable() {
    }

    /** Whether any row carries the calling thread's costs. */
    public static boolean applies(List<ResultRow> rows) {
        return rows.stream().map(ResultRow::clientCost).anyMatch(Objects::nonNull);
    }

    public static String render(List<ResultRow> rows) {
        StringBuilder table = new StringBuilder();
        table.append("| operation | contender | wall time/doc | calling thread CPU/doc | calling thread B/doc"
                + " | rest of process CPU/doc | all threads B/doc | CPU vs generated | alloc vs generated |\n");
        table.append("|---|---|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Map.Entry<String, List<ResultRow>> group : ResultRows.byGroup(rows).entrySet()) {
            ResultRow generated = MarkdownTable.generated(group.getValue());
            ResultRow.ClientCost reference = generated == null ? null : generated.clientCost();
            for (ResultRow row : group.getValue()) {
                ResultRow.ClientCost cost = row.clientCost();
                if (cost == null) {
                    continue;
                }
                double documents = row.documentsPerOp();
                table.append("| ").append(group.getKey())
                        .append(" | ").append(row.contender().label())
                        .append(" | ").append(Format.duration(row.nanosPerOp() / documents))
                        .append(" | ").append(Format.duration(cost.cpuNanosPerOp() / documents))
                        .append(" | ").append(Format.bytes(cost.allocatedBytesPerOp() / documents))
                        .append(" | ").append(Format.duration(cost.otherCpuNanosPerOp() / documents))
                        .append(" | ").append(Format.bytes(row.bytesAllocatedPerDocument()))
                        .append(" | ").append(reference == null ? "n/a"
                                : MarkdownTable.ratio(row, generated, cost.cpuNanosPerOp(), reference.cpuNanosPerOp()))
                        .append(" | ").append(reference == null ? "n/a" : MarkdownTable.ratio(row, generated,
                                cost.allocatedBytesPerOp(), reference.allocatedBytesPerOp()))
                        .append(" |\n");
            }
        }
        return table.toString();
    }
}
