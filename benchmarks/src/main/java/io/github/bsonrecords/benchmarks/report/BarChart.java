package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Suite;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Rectangle;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.function.Function;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.LegendItem;
import org.jfree.chart.LegendItemCollection;
import org.jfree.chart.axis.AxisLocation;
import org.jfree.chart.axis.CategoryAxis;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.axis.NumberTickUnit;
import org.jfree.chart.axis.ValueAxis;
import org.jfree.chart.block.BlockBorder;
import org.jfree.chart.labels.CategoryItemLabelGenerator;
import org.jfree.chart.labels.ItemLabelAnchor;
import org.jfree.chart.labels.ItemLabelPosition;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.CombinedDomainCategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.title.LegendTitle;
import org.jfree.chart.title.TextTitle;
import org.jfree.chart.ui.RectangleEdge;
import org.jfree.chart.ui.RectangleInsets;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.CategoryDataset;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;

/**
 * A {@link Block} as an SVG bar chart, drawn with JFreeChart and written by JFreeSVG: the categories down the left,
 * one bar per contender in each, time per document in the left panel and bytes allocated per document in the
 * right one, each bar labelled with its value. Every contender has its colour in every chart ({@link #colour}), the
 * legend lists them in the enum's order, and an axis is logarithmic only where the categories' values are more than
 * {@value #LOG_SCALE_SPREAD} times apart (a linear axis would flatten the small ones). The output depends on the
 * results alone: rendered twice, it is the same file.
 */
public final class BarChart {
    static final double LOG_SCALE_SPREAD = 30;
    static final int WIDTH = 1000;
    private static final int BAR_HEIGHT = 13;
    private static final String FONT = "SansSerif";

    private BarChart() {
    }

    /** Each contender's colour, the same in every chart (Okabe and Ito's colour-blind-safe palette first). */
    static Color colour(Contender contender) {
        return switch (contender) {
            case DOCUMENT -> new Color(0x56B4E9);
            case BSON_DOCUMENT -> new Color(0x9AD0EC);
            case RECORD_CODEC, DRIVER_BUILDERS -> new Color(0xE69F00);
            case HAND_WRITTEN -> new Color(0xCC79A7);
            case SPRING_DATA -> new Color(0x009E73);
            case MICRONAUT_SERDE -> new Color(0xD55E00);
            case SPRING_CONVERTERS -> new Color(0x7FCDBB);
            case SPRING_CODEC_CONVERTER -> new Color(0x2C7FB8);
            case SPRING_CODEC_TEMPLATE -> new Color(0x1B7837);
            case SPRING_REPOSITORY -> new Color(0xA6761D);
            case FLOOR -> new Color(0xA0A0A0);
            case GENERATED -> new Color(0x0072B2);
        };
    }

    /**
     * The block's chart as an SVG document.
     *
     * @param subtitle the run's stamp: date, commit, JDK, bson, settings
     */
    public static String svg(Block block, String subtitle) {
        Suite suite = block.suite();
        boolean clientCosts = block.cells().values().stream().flatMap(rows -> rows.values().stream())
                .allMatch(row -> row.clientCost() != null);
        Function<ResultRow, Double> time = clientCosts
                ? row -> row.clientCost().cpuNanosPerOp() / row.documentsPerOp() : ResultRow::nanosPerDocument;
        Function<ResultRow, Double> bytes = clientCosts
                ? row -> row.clientCost().allocatedBytesPerOp() / row.documentsPerOp()
                : ResultRow::bytesAllocatedPerDocument;
        String unit = suite.unit();
        String who = clientCosts ? ", calling thread" : "";

        double[] timeRange = range(block, time);
        boolean logTime = spread(block, time) > LOG_SCALE_SPREAD;
        boolean logBytes = spread(block, bytes) > LOG_SCALE_SPREAD;
        // on a log axis the smallest value picks the unit (no ticks below 1), else the largest (none above 1,000)
        TimeUnit timeUnit = TimeUnit.of(logTime ? timeRange[0] : timeRange[1]);
        CategoryDataset times = dataset(block, row -> time.apply(row) / timeUnit.nanos);
        CategoryDataset allocations = dataset(block, bytes);
        double[] byteRange = range(block, bytes);

        CategoryAxis categories = new CategoryAxis(block.categoryHeader());
        categories.setLabelFont(new Font(FONT, Font.BOLD, 13));
        categories.setTickLabelFont(new Font(FONT, Font.PLAIN, 13));
        categories.setCategoryMargin(0.25);
        categories.setLowerMargin(0.02);
        categories.setUpperMargin(0.02);
        categories.setMaximumCategoryLabelLines(2);

        CombinedDomainCategoryPlot plot = new CombinedDomainCategoryPlot(categories);
        plot.setGap(24);
        plot.add(panel(block, times, axis((clientCosts ? "CPU time" : "time") + " per " + unit + who + " ("
                + timeUnit.symbol + (logTime ? ", log scale" : "") + ")", logTime,
                new double[] {timeRange[0] / timeUnit.nanos, timeRange[1] / timeUnit.nanos}), new SignificantFormat()), 1);
        plot.add(panel(block, allocations, axis((clientCosts ? "bytes allocated" : "bytes allocated") + " per " + unit
                + who + (logBytes ? " (log scale)" : ""), logBytes, byteRange), bytesFormat()), 1);
        plot.setOrientation(PlotOrientation.HORIZONTAL);
        plot.setFixedLegendItems(legend(block));

        String title = (block.id().equals(Block.OPERATIONS) ? suite.title() : suite.title() + ": " + block.title())
                + (clientCosts ? ", on the thread that calls the driver" : "");
        JFreeChart chart = new JFreeChart(title,
                new Font(FONT, Font.BOLD, 18), plot, false);
        chart.setBackgroundPaint(Color.WHITE);
        chart.setPadding(new RectangleInsets(8, 8, 8, 36));
        TextTitle stamp = new TextTitle(subtitle + " · lower is better", new Font(FONT, Font.PLAIN, 12));
        stamp.setPaint(new Color(0x444444));
        stamp.setPadding(new RectangleInsets(2, 0, 8, 0));
        chart.addSubtitle(stamp);
        LegendTitle legend = new LegendTitle(plot);
        legend.setItemFont(new Font(FONT, Font.PLAIN, 13));
        legend.setItemLabelPadding(new RectangleInsets(2, 2, 2, 14));
        legend.setPosition(RectangleEdge.TOP);
        legend.setFrame(BlockBorder.NONE);
        legend.setPadding(new RectangleInsets(0, 0, 6, 0));
        chart.addSubtitle(legend);

        int bars = block.cells().size() * block.contenders().size();
        int height = 170 + bars * BAR_HEIGHT + block.cells().size() * 18;
        SVGGraphics2D graphics = graphics(height, "bench-" + suite.id() + "-" + block.id() + "-");
        chart.draw(graphics, new Rectangle(0, 0, WIDTH, height));
        return document(graphics, height);
    }

    /** A chart that says there are no results yet (so that a page's image link always leads to a file). */
    public static String placeholder(String title, String text) {
        int height = 160;
        SVGGraphics2D graphics = graphics(height, "bench-placeholder-");
        graphics.setPaint(Color.WHITE);
        graphics.fillRect(0, 0, WIDTH, height);
        graphics.setPaint(new Color(0x888888));
        graphics.setStroke(new BasicStroke(1));
        graphics.drawRect(1, 1, WIDTH - 3, height - 3);
        graphics.setPaint(Color.BLACK);
        graphics.setFont(new Font(FONT, Font.BOLD, 18));
        graphics.drawString(title, 24, 60);
        graphics.setFont(new Font(FONT, Font.PLAIN, 14));
        graphics.drawString(text, 24, 100);
        return document(graphics, height);
    }

    /** A canvas whose ids and numbers do not depend on the time or the run (two decimals of a pixel). */
    private static SVGGraphics2D graphics(int height, String idPrefix) {
        SVGGraphics2D graphics = new SVGGraphics2D(WIDTH, height);
        graphics.setDefsKeyPrefix(idPrefix);
        graphics.setGeomDoubleConverter(BarChart::decimals);
        graphics.setTransformDoubleConverter(BarChart::decimals);
        return graphics;
    }

    private static String decimals(double value) {
        String text = String.format(Locale.ROOT, "%.2f", value);
        return text.equals("-0.00") ? "0.00" : text;
    }

    /** The SVG document, with a view box so that a page may scale it, and no DTD to fetch. */
    private static String document(SVGGraphics2D graphics, int height) {
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                + graphics.getSVGElement(null, true, new ViewBox(0, 0, WIDTH, height), null, null) + "\n";
    }

    private static CategoryPlot panel(Block block, CategoryDataset dataset, ValueAxis axis, NumberFormat labels) {
        BarRenderer renderer = new BarRenderer();
        renderer.setBarPainter(new StandardBarPainter());
        renderer.setShadowVisible(false);
        renderer.setDrawBarOutline(false);
        renderer.setItemMargin(0.04);
        renderer.setMaximumBarWidth(1.0);
        List<Contender> contenders = block.contenders();
        for (int series = 0; series < contenders.size(); series++) {
            renderer.setSeriesPaint(series, colour(contenders.get(series)));
        }
        renderer.setDefaultItemLabelGenerator(new ValueLabels(block, labels));
        renderer.setDefaultItemLabelsVisible(true);
        renderer.setDefaultItemLabelFont(new Font(FONT, Font.PLAIN, 10));
        renderer.setDefaultItemLabelPaint(new Color(0x333333));
        renderer.setDefaultPositiveItemLabelPosition(new ItemLabelPosition(ItemLabelAnchor.OUTSIDE3,
                TextAnchor.CENTER_LEFT));
        CategoryPlot plot = new CategoryPlot(dataset, null, axis, renderer);
        plot.setBackgroundPaint(Color.WHITE);
        plot.setOutlineVisible(false);
        plot.setRangeGridlinePaint(new Color(0xDDDDDD));
        plot.setRangeGridlineStroke(new BasicStroke(1));
        plot.setDomainGridlinesVisible(false);
        plot.setRangeAxisLocation(AxisLocation.BOTTOM_OR_LEFT);
        return plot;
    }

    /** A value axis from zero (linear) or from the decade below the lowest value (log, one tick per decade). */
    private static ValueAxis axis(String label, boolean log, double[] range) {
        ValueAxis axis;
        if (log) {
            LogAxis logAxis = new LogAxis(label);
            logAxis.setBase(10);
            logAxis.setTickUnit(new NumberTickUnit(1));
            logAxis.setMinorTickCount(0);
            logAxis.setNumberFormatOverride(tickFormat());
            double lower = Math.pow(10, Math.floor(Math.log10(range[0])));
            double upper = Math.pow(10, Math.ceil(Math.log10(range[1] * 4)));
            logAxis.setRange(lower, upper);
            axis = logAxis;
        } else {
            NumberAxis numberAxis = new NumberAxis(label);
            numberAxis.setNumberFormatOverride(tickFormat());
            numberAxis.setAutoRangeIncludesZero(true);
            // room on the right for the longest bar's label
            numberAxis.setUpperMargin(0.2);
            axis = numberAxis;
        }
        axis.setLabelFont(new Font(FONT, Font.BOLD, 13));
        axis.setTickLabelFont(new Font(FONT, Font.PLAIN, 11));
        return axis;
    }

    private static NumberFormat tickFormat() {
        return new DecimalFormat("#,##0.###", DecimalFormatSymbols.getInstance(Locale.ROOT));
    }

    private static CategoryDataset dataset(Block block, Function<ResultRow, Double> value) {
        DefaultCategoryDataset dataset = new DefaultCategoryDataset();
        for (Contender contender : block.contenders()) {
            for (Map.Entry<String, Map<Contender, ResultRow>> category : block.cells().entrySet()) {
                ResultRow row = category.getValue().get(contender);
                Double number = row == null ? null : value.apply(row);
                dataset.addValue(number == null || number.isNaN() ? null : number, contender.label(),
                        block.label(category.getKey()));
            }
        }
        return dataset;
    }

    private static LegendItemCollection legend(Block block) {
        LegendItemCollection items = new LegendItemCollection();
        for (Contender contender : block.contenders()) {
            LegendItem item = new LegendItem(contender.label(), colour(contender));
            items.add(item);
        }
        return items;
    }

    /** The lowest and highest value of any row. */
    private static double[] range(Block block, Function<ResultRow, Double> value) {
        double low = Double.POSITIVE_INFINITY;
        double high = 0;
        for (Map<Contender, ResultRow> rows : block.cells().values()) {
            for (ResultRow row : rows.values()) {
                double number = value.apply(row);
                if (number > 0) {
                    low = Math.min(low, number);
                    high = Math.max(high, number);
                }
            }
        }
        return new double[] {low, high};
    }

    /** How far apart the categories are: the largest category's highest value over the smallest one's. */
    static double spread(Block block, Function<ResultRow, Double> value) {
        double smallest = Double.POSITIVE_INFINITY;
        double largest = 0;
        for (Map<Contender, ResultRow> rows : block.cells().values()) {
            double highest = rows.values().stream().map(value).filter(Objects::nonNull)
                    .mapToDouble(Double::doubleValue).filter(number -> number > 0).max().orElse(Double.NaN);
            if (!Double.isNaN(highest)) {
                smallest = Math.min(smallest, highest);
                largest = Math.max(largest, highest);
            }
        }
        return largest == 0 ? 1 : largest / smallest;
    }

    private static NumberFormat bytesFormat() {
        DecimalFormat format = new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT));
        return format;
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The unit of a time axis: the one that keeps its highest value under 1,000. */
    enum TimeUnit {
        NS("ns", 1), US("µs", 1e3), MS("ms", 1e6), S("s", 1e9);

        final String symbol;
        final double nanos;

        TimeUnit(String symbol, double nanos) {
            this.symbol = symbol;
            this.nanos = nanos;
        }

        static TimeUnit of(double highestNanos) {
            TimeUnit unit = NS;
            for (TimeUnit candidate : values()) {
                if (highestNanos >= candidate.nanos) {
                    unit = candidate;
                }
            }
            return unit;
        }
    }

    /** Three significant digits at most, as the tables print them ({@link Format#number}). */
    private static final class SignificantFormat extends NumberFormat {
        private static final long serialVersionUID = 1L;

        @Override
        public StringBuffer format(double number, StringBuffer target, java.text.FieldPosition position) {
            return target.append(Format.number(number));
        }

        @Override
        public StringBuffer format(long number, StringBuffer target, java.text.FieldPosition position) {
            return target.append(Format.number(number));
        }

        @Override
        public Number parse(String source, java.text.ParsePosition position) {
            throw new UnsupportedOperationException();
        }
    }

    /** Each bar's value at its end, marked † when the result was not at steady state. */
    private static final class ValueLabels implements CategoryItemLabelGenerator {
        private final Block block;
        private final NumberFormat format;

        ValueLabels(Block block, NumberFormat format) {
            this.block = block;
            this.format = format;
        }

        @Override
        public String generateRowLabel(CategoryDataset dataset, int row) {
            return dataset.getRowKey(row).toString();
        }

        @Override
        public String generateColumnLabel(CategoryDataset dataset, int column) {
            return dataset.getColumnKey(column).toString();
        }

        @Override
        public String generateLabel(CategoryDataset dataset, int row, int column) {
            Number value = dataset.getValue(row, column);
            if (value == null) {
                return null;
            }
            Contender contender = block.contenders().get(row);
            ResultRow result = new ArrayList<>(block.cells().values()).get(column).get(contender);
            return format.format(value.doubleValue()) + (result != null && !result.steady() ? " †" : "");
        }
    }
}
