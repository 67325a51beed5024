package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Suite;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * A suite's part of the report, in Markdown: the run's stamp, then for each {@link Block} its chart and a table of
 * categories by contenders, each cell the time and the bytes allocated per document (per filter in the filter
 * suite), the generated codec's in bold, and the suite's {@link Suite#ratios ratios} of time with their range
 * over the pairs of forks. A ratio is printed only between results measured at steady state ({@link SteadyState});
 * a cell that was not is marked and explained under its table.
 */
public final class SuiteSection {
    private SuiteSection() {
    }

    /**
     * The section's Markdown (without a heading: the page has it).
     *
     * @param imagePrefix what goes before a chart's file name in its link ({@code docs/img/}), or null for no charts
     */
    public static String render(Suite suite, List<ResultRow> rows, RunStamp stamp, String imagePrefix) {
        StringBuilder text = new StringBuilder();
        text.append(stampLine(stamp)).append("\n");
        for (Block block : Block.of(suite, rows)) {
            text.append('\n');
            if (imagePrefix != null) {
                text.append("![").append(block.title()).append(": time and bytes allocated per ").append(suite.unit())
                        .append(", per contender](").append(imagePrefix).append(block.chartFile()).append(")\n\n");
            }
            boolean clientCosts = block.cells().values().stream().flatMap(cells -> cells.values().stream())
                    .anyMatch(row -> row.clientCost() != null);
            text.append("**").append(capitalised(block.title())).append("**: ")
                    .append(clientCosts ? "wall time" : "time").append(" per ").append(suite.unit())
                    .append(", bytes allocated per ").append(suite.unit())
                    .append(clientCosts ? " by every thread (the embedded server's too)" : "")
                    .append(" (lower is better)\n\n");
            text.append(table(block, row -> new double[] {row.nanosPerDocument(), row.bytesAllocatedPerDocument()},
                    row -> row.nanosPerOp(), row -> row.forkNanosPerOp()));
            if (clientCosts) {
                text.append("\n**On the thread that calls the driver** (what a codec changes, and what the chart shows):"
                        + " CPU time per ").append(suite.unit()).append(", bytes allocated per ").append(suite.unit())
                        .append("\n\n");
                text.append(table(block, row -> row.clientCost() == null ? new double[] {Double.NaN, Double.NaN}
                        : new double[] {row.clientCost().cpuNanosPerOp() / row.documentsPerOp(),
                                row.clientCost().allocatedBytesPerOp() / row.documentsPerOp()},
                        row -> row.clientCost() == null ? Double.NaN : row.clientCost().cpuNanosPerOp(),
                        row -> List.of()));
            }
            text.append(notSteady(block));
        }
        return text.toString();
    }

    /** "Measured 2026-11-28 08:41 UTC at commit abc1234, 3 forks x (...); load average 1.1 before, 1.3 after." */
    static String stampLine(RunStamp stamp) {
        return "Measured " + stamp.date() + " at commit `" + stamp.commitLabel() + "`, " + stamp.settingsName()
                + " settings: " + stamp.iterations() + "; load average " + stamp.load() + ".";
    }

    private static String table(Block block, Function<ResultRow, double[]> cell, Function<ResultRow, Double> ratioValue,
            Function<ResultRow, List<Double>> forkValues) {
        List<Contender> contenders = block.contenders();
        List<Suite.Ratio> ratios = new ArrayList<>();
        for (Suite.Ratio ratio : block.suite().ratios(block.id())) {
            if (contenders.contains(ratio.numerator()) && contenders.contains(ratio.denominator())) {
                ratios.add(ratio);
            }
        }
        StringBuilder table = new StringBuilder("| ").append(block.categoryHeader());
        contenders.forEach(contender -> table.append(" | ").append(contender.label()));
        ratios.forEach(ratio -> table.append(" | ").append(ratio.label()));
        table.append(" |\n|---").append("|---:".repeat(contenders.size() + ratios.size())).append("|\n");
        for (Map.Entry<String, Map<Contender, ResultRow>> category : block.cells().entrySet()) {
            table.append("| ").append(block.label(category.getKey()));
            for (Contender contender : contenders) {
                ResultRow row = category.getValue().get(contender);
                table.append(" | ");
                if (row == null) {
                    continue;
                }
                double[] values = cell.apply(row);
                String text = cell(values[0], values[1]) + (row.steady() ? "" : " †");
                table.append(contender == Contender.GENERATED ? "**" + text + "**" : text);
            }
            for (Suite.Ratio ratio : ratios) {
                ResultRow numerator = category.getValue().get(ratio.numerator());
                ResultRow denominator = category.getValue().get(ratio.denominator());
                table.append(" | ").append(ratio(numerator, denominator, ratioValue, forkValues));
            }
            table.append(" |\n");
        }
        return table.toString();
    }

    /**
     * "2.18x (2.05-2.31)": the ratio of the scores, and its lowest and highest over every pair of forks; "not
     * steady" when either row was not at steady state; empty when either is missing.
     */
    static String ratio(ResultRow numerator, ResultRow denominator, Function<ResultRow, Double> value,
            Function<ResultRow, List<Double>> forkValues) {
        if (numerator == null || denominator == null) {
            return "";
        }
        if (!numerator.steady() || !denominator.steady()) {
            return "not steady";
        }
        String ratio = Format.ratio(value.apply(numerator), value.apply(denominator));
        List<Double> top = forkValues.apply(numerator);
        List<Double> bottom = forkValues.apply(denominator);
        if (top.size() < 2 || bottom.size() < 2 || ratio.equals("n/a")) {
            return ratio;
        }
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (double a : top) {
            for (double b : bottom) {
                low = Math.min(low, a / b);
                high = Math.max(high, a / b);
            }
        }
        return ratio + String.format(Locale.ROOT, " (%.2f–%.2f)", low, high);
    }

    /** One paragraph under the table: each row not at steady state, and why (one line, however many rows). */
    private static String notSteady(Block block) {
        List<String> rows = new ArrayList<>();
        block.cells().forEach((category, cells) -> cells.values().forEach(row -> {
            if (!row.steady()) {
                rows.add(block.label(category) + ", " + row.contender().label() + ": " + row.unsteady());
            }
        }));
        return rows.isEmpty() ? "" : "\n† Not at steady state, so no ratio is printed against it: "
                + String.join("; ", rows) + ".\n";
    }

    /** "1.58 us, 2,466 B", a number and its unit never apart where a narrow column wraps (no-break spaces). */
    static String cell(double nanos, double bytes) {
        return (Format.duration(nanos) + ", " + Format.bytes(bytes) + " B").replace(" us", "\u00a0us")
                .replace(" ns", "\u00a0ns").replace(" ms", "\u00a0ms").replace(" s", "\u00a0s").replace(" B", "\u00a0B");
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
