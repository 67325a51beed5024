package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The same results as {@link MarkdownTable}, drawn as an SVG: for each operation, one bar per
 * contender for time per operation and one for bytes allocated per document, each scaled to the
 * largest in its group (groups differ by orders of magnitude) and labelled with the value and the
 * ratio to the generated codec.
 */
public final class SvgChart {
    private static final int WIDTH = 1100;
    private static final int LABEL_WIDTH = 150;
    private static final int PANEL_WIDTH = 450;
    private static final int BAR_HEIGHT = 16;
    private static final int ROW_HEIGHT = 20;
    private static final int GROUP_TITLE = 24;
    private static final int GROUP_GAP = 12;
    private static final int TOP = 64;

    private SvgChart() {
    }

    public static String render(String title, List<ResultRow> rows) {
        Map<String, List<ResultRow>> groups = ResultRows.byGroup(rows);
        int height = TOP + 20;
        for (List<ResultRow> group : groups.values()) {
            height += GROUP_TITLE + group.size() * ROW_HEIGHT + GROUP_GAP;
        }
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " viewBox=\"0 0 %d %d\" font-family=\"sans-serif\" font-size=\"12\">%n", WIDTH, height, WIDTH, height));
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
        text(svg, 10, 22, escape(title), "font-size=\"15\" font-weight=\"bold\"");
        text(svg, LABEL_WIDTH, 48, "time per operation (shorter is better)", "font-weight=\"bold\"");
        text(svg, LABEL_WIDTH + PANEL_WIDTH + 40, 48, "bytes allocated per document (shorter is better)",
                "font-weight=\"bold\"");
        int y = TOP;
        for (Map.Entry<String, List<ResultRow>> entry : groups.entrySet()) {
            List<ResultRow> group = entry.getValue();
            ResultRow generated = MarkdownTable.generated(group);
            text(svg, 10, y + 16, escape(entry.getKey()), "font-weight=\"bold\"");
            y += GROUP_TITLE;
            double maxTime = group.stream().mapToDouble(ResultRow::nanosPerOp).max().orElse(1);
            double maxBytes = group.stream().mapToDouble(ResultRow::bytesAllocatedPerDocument)
                    .filter(value -> !Double.isNaN(value)).max().orElse(1);
            for (ResultRow row : group) {
                text(svg, 20, y + 12, escape(row.contender().label()), "");
                bar(svg, LABEL_WIDTH, y, row.nanosPerOp() / maxTime, color(row.contender()),
                        Format.duration(row.nanosPerOp()) + ratioNote(row.nanosPerOp(),
                                generated == null ? Double.NaN : generated.nanosPerOp()));
                bar(svg, LABEL_WIDTH + PANEL_WIDTH + 40, y, row.bytesAllocatedPerDocument() / maxBytes,
                        color(row.contender()), Format.bytes(row.bytesAllocatedPerDocument()) + " B"
                                + ratioNote(row.bytesAllocatedPerOp(),
                                generated == null ? Double.NaN : generated.bytesAllocatedPerOp()));
                y += ROW_HEIGHT;
            }
            y += GROUP_GAP;
        }
        svg.append("</svg>\n");
        return svg.toString();
    }

    private static String ratioNote(double value, double generated) {
        String ratio = Format.ratio(value, generated);
        return ratio.equals("n/a") ? "" : " (" + ratio + ")";
    }

    private static void bar(StringBuilder svg, int x, int y, double fraction, String color, String label) {
        double safe = Double.isNaN(fraction) ? 0 : Math.max(0, Math.min(1, fraction));
        double width = Math.max(1, safe * (PANEL_WIDTH - 130));
        svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"%s\"/>%n",
                x, y, width, BAR_HEIGHT, color));
        text(svg, (int) (x + width + 6), y + 12, escape(label), "");
    }

    private static void text(StringBuilder svg, int x, int y, String content, String attributes) {
        svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" %s>%s</text>%n", x, y, attributes, content));
    }

    private static String color(Contender contender) {
        return switch (contender) {
            case DOCUMENT -> "#9e9e9e";
            case BSON_DOCUMENT -> "#bdbdbd";
            case RECORD_CODEC -> "#f28e2b";
            case HAND_WRITTEN -> "#4e79a7";
            case DRIVER_BUILDERS -> "#e15759";
            case GENERATED -> "#59a14f";
        };
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
