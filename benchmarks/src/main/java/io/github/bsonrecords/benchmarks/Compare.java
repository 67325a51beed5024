package io.github.bsonrecords.benchmarks;

import io.github.bsonrecords.benchmarks.report.ClientCostTable;
import io.github.bsonrecords.benchmarks.report.MarkdownTable;
import io.github.bsonrecords.benchmarks.report.ResultRow;
import io.github.bsonrecords.benchmarks.report.ResultRows;
import io.github.bsonrecords.benchmarks.report.SteadyState;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;

/**
 * Runs suites side by side and reports them:
 * {@code java -cp benchmarks/target/benchmarks.jar io.github.bsonrecords.benchmarks.Compare [suite...] [--full]
 * [--out DIR] [-p name=v1,v2]}. Suites: realistic, telemetry, shapes, raw, filter, e2e (all when none is named). Without
 * {@code --full}, one fork of a subset of each suite ({@link RunSettings#quick()}). Prints one Markdown table per
 * suite and writes it and JMH's JSON (for JMH's own tools) to {@code benchmarks/results/}; ratios only between
 * results measured at steady state ({@code SteadyState}).
 */
public final class Compare {
    private Compare() {
    }

    public static void main(String[] args) throws RunnerException, IOException {
        Arguments arguments;
        try {
            arguments = Arguments.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println("usage: Compare [realistic|telemetry|shapes|raw|filter|e2e ...] [--full] [--out DIR] [-p name=v1,v2]");
            System.exit(2);
            return;
        }
        Files.createDirectories(arguments.out);
        StringBuilder summary = new StringBuilder();
        for (Suite suite : arguments.suites) {
            RunSettings settings = arguments.full ? RunSettings.full() : RunSettings.quick();
            String report = run(suite, settings, arguments, String.join(" ", args));
            summary.append(report).append('\n');
        }
        System.out.println();
        System.out.println(summary);
    }

    /** Runs one suite, writes its files and returns its Markdown section. */
    static String run(Suite suite, RunSettings settings, Arguments arguments, String commandLine)
            throws RunnerException, IOException {
        String stem = suite.id() + "-bson-" + bsonVersion() + "-" + settings.name();
        ChainedOptionsBuilder options = settings.options(suite, arguments.params)
                .resultFormat(ResultFormatType.JSON)
                .result(arguments.out.resolve(stem + ".json").toString());
        String loadBefore = loadAverage();
        Collection<RunResult> results = new Runner(options.build()).run();
        List<ResultRow> rows = ResultRows.of(suite, results);
        String title = suite.id() + " (bson " + bsonVersion() + ", " + settings.name() + ")";
        String section = section(title, rows, settings.describe(suite, arguments.params),
                "java -cp " + jarName() + " " + Compare.class.getName() + " " + commandLine,
                loadBefore + " before, " + loadAverage() + " after");
        if (rows.stream().anyMatch(row -> !row.steady())) {
            System.err.println(suite.id() + ": some results were not at steady state; their ratios are withheld"
                    + " (see the note under the table). Rerun with --full or a longer warmup.");
        }
        Files.writeString(arguments.out.resolve(stem + ".md"), section);
        return section;
    }

    static String section(String title, List<ResultRow> rows, String settings, String command, String load) {
        return "### " + title + "\n\n"
                + "Command: `" + command + "`  \n"
                + "Machine: " + machine() + "  \n"
                + "Load average (1 min): " + load + " (the machine is shared: other work moves the times)  \n"
                + "Settings: " + settings + ", `-prof gc -prof comp`\n\n"
                + MarkdownTable.render(rows)
                + SteadyState.note(rows)
                + (ClientCostTable.applies(rows) ? "\nPer document, on the thread that calls the driver"
                        + " (`ClientThreadProfiler`):\n\n" + ClientCostTable.render(rows) : "");
    }

    static String machine() {
        return Runtime.getRuntime().availableProcessors() + " CPUs, " + System.getProperty("java.vm.name") + " "
                + System.getProperty("java.runtime.version") + ", " + System.getProperty("os.name") + " "
                + System.getProperty("os.arch") + ", bson " + bsonVersion();
    }

    /** The 1-minute load average, from /proc/loadavg where there is one. */
    static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
    }

    /** The bson version this jar was built against (recorded by the build). */
    public static String bsonVersion() {
        try (InputStream in = Compare.class.getResourceAsStream("/bson-records-benchmarks.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
            }
            return properties.getProperty("bson.version", "unknown");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The jar Compare runs from, relative to the working directory when possible. */
    static String jarName() {
        Path jar = codeSource();
        if (jar == null) {
            return "benchmarks/target/benchmarks.jar";
        }
        Path cwd = Path.of("").toAbsolutePath();
        return jar.startsWith(cwd) ? cwd.relativize(jar).toString() : jar.toString();
    }

    private static Path codeSource() {
        try {
            return Path.of(Compare.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toAbsolutePath();
        } catch (URISyntaxException | RuntimeException e) {
            return null;
        }
    }

    /** {@code benchmarks/results} beside the jar's {@code target/}, else {@code ./benchmarks-results}. */
    static Path defaultOut() {
        Path jar = codeSource();
        if (jar != null && jar.getParent() != null && jar.getParent().getFileName() != null
                && jar.getParent().getFileName().toString().equals("target")) {
            return jar.getParent().getParent().resolve("results");
        }
        return Path.of("benchmarks-results");
    }

    record Arguments(List<Suite> suites, boolean full, Path out, Map<String, String> params) {

        static Arguments parse(String[] args) {
            List<Suite> suites = new ArrayList<>();
            boolean full = false;
            Path out = null;
            Map<String, String> params = new LinkedHashMap<>();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--full" -> full = true;
                    case "--out" -> out = Path.of(value(args, ++i, arg));
                    case "-p" -> {
                        String param = value(args, ++i, arg);
                        int equals = param.indexOf('=');
                        if (equals <= 0) {
                            throw new IllegalArgumentException("-p wants name=v1,v2, got " + param);
                        }
                        params.put(param.substring(0, equals), param.substring(equals + 1));
                    }
                    default -> {
                        if (arg.startsWith("-")) {
                            throw new IllegalArgumentException("Unknown option " + arg);
                        }
                        suites.add(Suite.byId(arg));
                    }
                }
            }
            if (suites.isEmpty()) {
                suites.addAll(List.of(Suite.values()));
            }
            return new Arguments(suites, full, out == null ? defaultOut() : out, params);
        }

        private static String value(String[] args, int index, String option) {
            if (index >= args.length) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args[index];
        }
    }
}
