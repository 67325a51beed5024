package io.github.bsonrecords.benchmarks.report;

import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Suite;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Renders a results directory (each suite's JMH JSON {@code <suite>.json} and its stamp {@code <suite>.run.json})
 * into Markdown sections and SVG charts, and writes them where a page shows them: into the directory itself
 * ({@link #renderInto}), or into the repository's BENCHMARKS.md, README.md and {@code docs/img/}
 * ({@link #updateDocs}). Rendering reads the files alone, so a rerun of JMH redraws everything and a re-rendering
 * without one gives the same bytes.
 */
public final class Publication {
    /** The families of the README's table, with what their documents hold. */
    private static final Map<String, String> README_FAMILIES = readmeFamilies();

    /** BENCHMARKS.md's length at most, and the README's (readme-test holds it). */
    static final int BENCHMARKS_LINES = 250;
    static final int README_LINES = 200;

    private final Map<Suite, SuiteResults> suites = new LinkedHashMap<>();

    /** One suite's results and stamp, and the JMH and JVM facts of its JSON. */
    public record SuiteResults(Suite suite, List<ResultRow> rows, RunStamp stamp, Map<String, String> jmh) {
    }

    private Publication() {
    }

    /** The results of every suite the directory holds, in the suites' order. */
    public static Publication read(Path directory) throws IOException {
        Publication publication = new Publication();
        for (Suite suite : Suite.values()) {
            Path json = directory.resolve(suite.id() + ".json");
            Path stamp = directory.resolve(suite.id() + ".run.json");
            if (Files.isRegularFile(json) && Files.isRegularFile(stamp)) {
                String text = Files.readString(json);
                publication.suites.put(suite, new SuiteResults(suite,
                        ResultRows.fromMeasurements(suite, JmhJson.parse(text)),
                        RunStamp.fromJson(Files.readString(stamp)), JmhJson.environment(text)));
            }
        }
        return publication;
    }

    public Map<Suite, SuiteResults> suites() {
        return suites;
    }

    /** Writes each suite's {@code <suite>.md} and its charts into the results directory. */
    public List<Path> renderInto(Path directory) throws IOException {
        List<Path> written = new ArrayList<>();
        for (SuiteResults results : suites.values()) {
            written.addAll(writeCharts(results, directory));
            Path section = directory.resolve(results.suite().id() + ".md");
            Files.writeString(section, "## " + results.suite().title() + "\n\n"
                    + SuiteSection.render(results.suite(), results.rows(), results.stamp(), "") + "\n"
                    + environment());
            written.add(section);
        }
        return written;
    }

    /**
     * Writes the charts into {@code docs/img/}, and the generated regions of BENCHMARKS.md (the environment and one
     * per suite; a suite without results says how to measure it) and README.md (the realistic suite's headline
     * chart and table; left as it is without realistic results).
     */
    public List<Path> updateDocs(Path root) throws IOException {
        List<Path> written = new ArrayList<>();
        Path images = root.resolve("docs/img");
        Files.createDirectories(images);
        Path benchmarks = root.resolve("BENCHMARKS.md");
        String page = Files.readString(benchmarks);
        page = Regions.replace(page, "environment", environment());
        for (Suite suite : Suite.values()) {
            SuiteResults results = suites.get(suite);
            String section;
            if (results == null) {
                section = "Not measured in a published run yet: `benchmarks/publish.sh " + suite.id() + "`.\n";
            } else {
                written.addAll(writeCharts(results, images));
                section = SuiteSection.render(suite, results.rows(), results.stamp(), "docs/img/");
            }
            page = Regions.replace(page, suite.id(), section);
        }
        Files.writeString(benchmarks, page);
        written.add(benchmarks);
        warnIfLong(benchmarks, page, BENCHMARKS_LINES);
        SuiteResults realistic = suites.get(Suite.REALISTIC);
        if (realistic != null) {
            Path readme = root.resolve("README.md");
            String text = Regions.replace(Files.readString(readme), "performance", readme(realistic));
            Files.writeString(readme, text);
            written.add(readme);
            warnIfLong(readme, text, README_LINES);
        }
        return written;
    }

    /** A page longer than its limit (the README's is checked by readme-test): say so, the run's files stay. */
    private static void warnIfLong(Path page, String text, int limit) {
        long lines = text.lines().count();
        if (lines > limit) {
            System.err.println("warning: " + page + " has " + lines + " lines, more than its " + limit
                    + ": shorten its hand-written text");
        }
    }

    private static List<Path> writeCharts(SuiteResults results, Path directory) throws IOException {
        List<Path> written = new ArrayList<>();
        for (Block block : Block.of(results.suite(), results.rows())) {
            Path chart = directory.resolve(block.chartFile());
            Files.writeString(chart, BarChart.svg(block, subtitle(results)));
            written.add(chart);
        }
        return written;
    }

    /** The chart's subtitle: when, at which commit, on what, how. */
    static String subtitle(SuiteResults results) {
        RunStamp stamp = results.stamp();
        return stamp.date() + " · commit " + stamp.commitLabel() + " · JDK " + results.jmh().getOrDefault("jdkVersion", "?")
                + " · bson " + stamp.versions().getOrDefault("bson", "?") + " · JMH " + stamp.iterations();
    }

    /**
     * The environment table: the run (or each suite's, where they differ), the machine, the JVM, JMH's settings and
     * every contender's library and version.
     */
    public String environment() {
        if (suites.isEmpty()) {
            return "No published run yet: `benchmarks/publish.sh` measures every suite and writes this page's tables"
                    + " and charts.\n";
        }
        SuiteResults first = suites.values().iterator().next();
        RunStamp stamp = first.stamp();
        Map<String, String> jmh = first.jmh();
        Map<String, String> versions = stamp.versions();
        StringBuilder table = new StringBuilder("| | |\n|---|---|\n");
        boolean oneRun = suites.values().stream()
                .allMatch(results -> results.stamp().date().equals(stamp.date())
                        && results.stamp().commit().equals(stamp.commit()));
        String project = "bson-records " + versions.getOrDefault("bson-records", "?");
        if (oneRun) {
            row(table, "run", stamp.date() + ", " + project + " at commit `" + stamp.commitLabel() + "`, settings "
                    + stamp.settingsName());
        } else {
            suites.values().forEach(results -> row(table, "run of " + results.suite().id(), results.stamp().date()
                    + ", " + project + " at commit `" + results.stamp().commitLabel() + "`, settings "
                    + results.stamp().settingsName()));
        }
        row(table, "command", "`" + stamp.command() + "`");
        row(table, "machine", stamp.cpu() + ", " + stamp.os());
        row(table, "JDK", jmh.getOrDefault("vmName", "?") + " " + jmh.getOrDefault("vmVersion", "?")
                + " (" + jmh.getOrDefault("jdkVersion", "?") + ")");
        row(table, "forked JVM options", "`" + jmh.getOrDefault("jvmArgs", "") + "`");
        StringBuilder settings = new StringBuilder();
        suites.values().forEach(results -> settings.append(settings.length() == 0 ? "" : "; ")
                .append(results.suite().id()).append(' ').append(results.stamp().iterations()));
        row(table, "JMH " + jmh.getOrDefault("jmhVersion", versions.getOrDefault("jmh", "?")),
                "average time, `-prof gc` (bytes allocated), `-prof comp` (JIT time, for the steady-state check); "
                        + settings);
        row(table, "driver `DocumentCodec`, `RecordCodec`, `Filters`", "`org.mongodb:bson` and `bson-record-codec` "
                + versions.getOrDefault("bson", "?") + ", `mongodb-driver-sync` " + versions.getOrDefault("bson", "?"));
        row(table, "Micronaut serde-bson", "`io.micronaut.serde:micronaut-serde-bson` "
                + versions.getOrDefault("micronaut-serde", "?") + " (Micronaut core "
                + versions.getOrDefault("micronaut", "?") + ")");
        row(table, "Spring Data", "`spring-data-mongodb` " + versions.getOrDefault("spring-data-mongodb", "?")
                + " (its `MappingMongoConverter`; bson-records-spring's template on the same version)");
        row(table, "embedded server (end to end)", "`de.bwaldvogel:mongo-java-server` "
                + versions.getOrDefault("mongo-java-server", "?"));
        return table.toString();
    }

    private static void row(StringBuilder table, String name, String value) {
        table.append("| ").append(name).append(" | ").append(value.replace("|", "\\|")).append(" |\n");
    }

    /**
     * The README's part: the realistic suite's cursor-batch chart, a table of four families against the driver's
     * RecordCodec and the floor, and one sentence over every family, decode and encode.
     */
    static String readme(SuiteResults realistic) {
        List<Block> blocks = Block.of(Suite.REALISTIC, realistic.rows());
        Block decode = blocks.stream().filter(block -> block.id().equals("decodeBatch")).findFirst().orElse(null);
        Block encode = blocks.stream().filter(block -> block.id().equals("encode")).findFirst().orElse(null);
        if (decode == null) {
            throw new IllegalStateException("The realistic results hold no decodeBatch: the README's chart needs it");
        }
        RunStamp stamp = realistic.stamp();
        StringBuilder text = new StringBuilder();
        text.append("Decoding a cursor batch of ").append(firstRow(decode).documentsPerOp())
                .append(" stored documents (the server's `_id` first, optional fields absent, fields the record does"
                        + " not map), per document. The **floor** is the least work any decoder must do: handed every"
                        + " value's offset in advance, it only builds the values. JMH, ")
                .append(stamp.iterations()).append(", JDK ").append(realistic.jmh().getOrDefault("jdkVersion", "?"))
                .append(", bson ").append(stamp.versions().getOrDefault("bson", "?")).append(", ").append(stamp.cpu())
                .append(", ").append(stamp.date()).append(", commit `").append(stamp.commitLabel()).append("`.\n\n");
        text.append("![").append(decode.title()).append(": time and bytes allocated per document, per contender](docs/img/")
                .append(decode.chartFile()).append(")\n\n");
        text.append("| documents (after a public schema) | driver `RecordCodec` | generated | floor"
                + " | `RecordCodec` / generated | generated / floor |\n|---|---:|---:|---:|---:|---:|\n");
        README_FAMILIES.forEach((family, description) -> {
            Map<Contender, ResultRow> rows = decode.cells().get(family);
            if (rows == null) {
                return;
            }
            ResultRow generated = rows.get(Contender.GENERATED);
            String size = generated == null || generated.bsonBytesPerOp() == 0 ? ""
                    : ", " + Format.bytes((double) generated.bsonBytesPerOp() / generated.documentsPerOp()) + " B";
            text.append("| ").append(family).append(": ").append(description).append(size)
                    .append(" | ").append(cell(rows.get(Contender.RECORD_CODEC)))
                    .append(" | **").append(cell(generated)).append("**")
                    .append(" | ").append(cell(rows.get(Contender.FLOOR)))
                    .append(" | ").append(plainRatio(rows.get(Contender.RECORD_CODEC), generated))
                    .append(" | ").append(plainRatio(generated, rows.get(Contender.FLOOR))).append(" |\n");
        });
        text.append("\nOver all ").append(decode.cells().size()).append(" families, decoding: `RecordCodec` / generated ")
                .append(span(decode, Contender.RECORD_CODEC, Contender.GENERATED)).append(", generated / floor ")
                .append(span(decode, Contender.GENERATED, Contender.FLOOR));
        if (encode != null) {
            text.append("; encoding: `RecordCodec` / generated ").append(span(encode, Contender.RECORD_CODEC,
                    Contender.GENERATED));
        }
        text.append(". Every family, contender and suite is in [BENCHMARKS.md](BENCHMARKS.md).\n");
        return text.toString();
    }

    private static ResultRow firstRow(Block block) {
        return block.cells().values().iterator().next().values().iterator().next();
    }

    private static String cell(ResultRow row) {
        if (row == null) {
            return "";
        }
        return SuiteSection.cell(row.nanosPerDocument(), row.bytesAllocatedPerDocument()) + (row.steady() ? "" : " †");
    }

    private static String plainRatio(ResultRow numerator, ResultRow denominator) {
        if (numerator == null || denominator == null) {
            return "";
        }
        if (!numerator.steady() || !denominator.steady()) {
            return "not steady";
        }
        return String.format(Locale.ROOT, "%.1fx", numerator.nanosPerOp() / denominator.nanosPerOp());
    }

    /** "1.5-4.4x": the lowest and highest ratio over the block's categories measured at steady state. */
    static String span(Block block, Contender numerator, Contender denominator) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        for (Map<Contender, ResultRow> rows : block.cells().values()) {
            ResultRow top = rows.get(numerator);
            ResultRow bottom = rows.get(denominator);
            if (top != null && bottom != null && top.steady() && bottom.steady()) {
                double ratio = top.nanosPerOp() / bottom.nanosPerOp();
                low = Math.min(low, ratio);
                high = Math.max(high, ratio);
            }
        }
        if (low > high) {
            return "n/a (not at steady state)";
        }
        String lowest = String.format(Locale.ROOT, "%.1f", low);
        String highest = String.format(Locale.ROOT, "%.1f", high);
        return lowest.equals(highest) ? lowest + "x" : lowest + "–" + highest + "x";
    }

    private static Map<String, String> readmeFamilies() {
        Map<String, String> families = new LinkedHashMap<>();
        families.put("orders", "line items, decimal128 prices, an enum");
        families.put("customers", "a map of records keyed by ids, lists");
        families.put("movies", "long plots, six lists, nested ratings, absent fields");
        families.put("users", "three strings");
        return families;
    }
}
