package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import java.util.List;
import java.util.Map;

/**
 * One Markdown table per suite: per operation, each contender's time, allocation and throughput, and
 * both as a ratio to the generated codec in the same group (above 1x: the generated codec is better).
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
                table.append(" | ").append(generated == null ? "n/a"
                                : Format.ratio(row.nanosPerOp(), generated.nanosPerOp()))
                        .append(" | ").append(generated == null ? "n/a"
                                : Format.ratio(row.bytesAllocatedPerOp(), generated.bytesAllocatedPerOp()))
                        .append(" |\n");
            }
        }
        return table.toString();
    }

    static ResultRow generated(List<ResultRow> group) {
        return group.stream().filter(row -> row.contender() == Contender.GENERATED).findFirst().orElse(null);
    }
}
