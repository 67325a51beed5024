package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import java.util.List;
import java.util.Map;

/**
 * One Markdown table per suite: per operation, each contender's time, allocation and throughput, and
 * both as a ratio to the generated codec in the same group (above 1x: the generated codec is better), only
 * between rows measured at steady state.
 */
public final class MarkdownTable {
    private MarkdownTable() {
    }

    public static String render(List<ResultRow> rows) {
        boolean throughput = rows.stream().anyMatch(row -> row.bsonBytesPerOp() > 0);
        StringBuilder table = new StringBuilder();
        table.append("| operation | contender | time/op | ± (99.9%) | B/doc |")
                .append(throughput ? " MB/s |" : "")
                .append(" time vs generated | alloc vs generated |\n");
        table.append("|---|---|---:|---:|---:|").append(throughput ? "---:|" : "").append("---:|---:|\n");
        for (Map.Entry<String, List<ResultRow>> group : ResultRows.byGroup(rows).entrySet()) {
            ResultRow generated = generated(group.getValue());
            for (ResultRow row : group.getValue()) {
                table.append("| ").append(group.getKey())
                        .append(" | ").append(row.contender().label())
                        .append(" | ").append(Format.duration(row.nanosPerOp()))
                        .append(" | ").append(Format.duration(row.errorNanos()))
                        .append(" | ").append(Format.bytes(row.bytesAllocatedPerDocument()));
                if (throughput) {
                    table.append(" | ").append(Format.number(row.megabytesPerSecond()));
                }
                table.append(" | ").append(ratio(row, generated, row.nanosPerOp(), generated == null ? 0
                                : generated.nanosPerOp()))
                        .append(" | ").append(ratio(row, generated, row.bytesAllocatedPerOp(), generated == null ? 0
                                : generated.bytesAllocatedPerOp()))
                        .append(" |\n");
            }
        }
        return table.toString();
    }

    /**
     * {@code value / reference} between two rows, or "not steady" when either was measured before steady state
     * (a ratio of warmup iterations says nothing; {@link SteadyState#note} says why). Allocation too: a codec still
     * in the interpreter allocates what the JIT's escape analysis later removes.
     */
    static String ratio(ResultRow row, ResultRow reference, double value, double referenceValue) {
        if (reference == null) {
            return "n/a";
        }
        if (!row.steady() || !reference.steady()) {
            return "not steady";
        }
        return Format.ratio(value, referenceValue);
    }

    static ResultRow generated(List<ResultRow> group) {
        return group.stream().filter(row -> row.contender() == Contender.GENERATED).findFirst().orElse(null);
    }
}
