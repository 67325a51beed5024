package io.github.bsonrecords.benchmarks;

import io.github.bsonrecords.benchmarks.report.ClientCostTable;
import io.github.bsonrecords.benchmarks.report.MarkdownTable;
import io.github.bsonrecords.benchmarks.report.Publication;
import io.github.bsonrecords.benchmarks.report.ResultRow;
import io.github.bsonrecords.benchmarks.report.ResultRows;
import io.github.bsonrecords.benchmarks.report.RunStamp;
import io.github.bsonrecords.benchmarks.report.SteadyState;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatFactory;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.BenchmarkList;
import org.openjdk.jmh.runner.BenchmarkListEntry;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs suites side by side and reports them:
 * {@code java -cp benchmarks/target/benchmarks.jar io.github.bsonrecords.benchmarks.Compare [suite...] [--full |
 * --publish] [--out DIR] [-p name=v1,v2] [--forks N] [--jvm-arg ARG]... [--warmup NxMS] [--measure NxMS]
 * [--estimate]}, or, without running JMH, {@code Compare --render DIR [--docs]}. Suites: realistic, telemetry,
 * shapes, raw, filter, e2e (all when none is named).
 * <ul>
 * <li>Without {@code --full} or {@code --publish}, one fork of a subset of each suite ({@link RunSettings#quick()});
 * {@code --publish} runs what BENCHMARKS.md shows ({@link RunSettings#published()}) into
 * {@code benchmarks/results/published/} and then updates the pages ({@code --docs}). More than one fork runs
 * round by round ({@link RoundByRound}): one fork of every contender per round, so a ratio's sides share their
 * minute.</li>
 * <li>Each suite's results go to {@code <out>/<suite>.json} (JMH's JSON, for JMH's own tools too) with the run's
 * stamp beside it ({@code <suite>.run.json}: date, commit, settings, machine, versions); the default {@code <out>}
 * is a directory of {@code benchmarks/results/} named after the date, the commit and the settings.</li>
 * <li>From those files alone it renders {@code <suite>.md} (tables) and {@code bench-<suite>-<block>.svg} (charts)
 * into {@code <out>}; with {@code --docs} (and {@code --publish}) instead the charts into {@code docs/img/} and the
 * generated regions of BENCHMARKS.md and README.md ({@link Publication}). {@code --render DIR} does this from an earlier run's files.</li>
 * <li>Before running it prints how long the run will take ({@code --estimate}: only that).</li>
 * </ul>
 * Ratios only between results measured at steady state ({@code SteadyState}).
 */
public final class Compare {
    static final String USAGE = "usage: Compare [realistic|telemetry|shapes|raw|filter|e2e ...] [--full | --publish]"
            + " [--out DIR] [-p name=v1,v2] [--forks N] [--jvm-arg ARG]... [--warmup NxMS] [--measure NxMS]"
            + " [--estimate] [--docs] [--root DIR]\n       Compare --render DIR [--docs] [--root DIR]";

    private Compare() {
    }

    public static void main(String[] args) throws RunnerException, IOException {
        // the charts are drawn with Java 2D's fonts, never on a screen
        System.setProperty("java.awt.headless", "true");
        Arguments arguments;
        try {
            arguments = Arguments.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.err.println(USAGE);
            System.exit(2);
            return;
        }
        Path root = arguments.root != null ? arguments.root : repositoryRoot();
        if (arguments.render != null) {
            render(arguments.render, arguments.docs, root);
            return;
        }
        RunSettings settings = arguments.settings();
        System.out.println(estimate(arguments.suites, settings, arguments.params));
        if (arguments.estimate) {
            return;
        }
        String date = ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm 'UTC'",
                Locale.ROOT));
        Git git = Git.at(repositoryRoot());
        Path out = arguments.out != null ? arguments.out
                : arguments.publish ? root.resolve("benchmarks/results/published")
                : defaultOut().resolve(date.substring(0, 16).replace(":", "").replace(' ', '-') + "-" + git.commit
                        + (git.dirty ? "-changed" : "") + "-" + settings.name());
        Files.createDirectories(out);
        StringBuilder summary = new StringBuilder();
        for (Suite suite : arguments.suites) {
            summary.append(run(suite, settings, arguments, out, date, git, String.join(" ", args))).append('\n');
        }
        System.out.println();
        System.out.println(summary);
        render(out, arguments.docs || arguments.publish, root);
    }

    /**
     * Renders the tables and charts of a results directory into the pages ({@code docs}: BENCHMARKS.md, README.md,
     * {@code docs/img/}), or else into the directory itself.
     */
    static void render(Path results, boolean docs, Path root) throws IOException {
        Publication publication = Publication.read(results);
        if (publication.suites().isEmpty()) {
            System.err.println("No results in " + results + " (<suite>.json with <suite>.run.json)");
        }
        List<Path> written = docs ? publication.updateDocs(root) : publication.renderInto(results);
        System.out.println("Wrote:");
        written.forEach(path -> System.out.println("  " + path));
    }

    /** Runs one suite, writes its JSON and stamp, and returns the console's Markdown table. */
    static String run(Suite suite, RunSettings settings, Arguments arguments, Path out, String date, Git git,
            String commandLine) throws RunnerException, IOException {
        Path json = out.resolve(suite.id() + ".json");
        String loadBefore = loadAverage();
        Collection<RunResult> results;
        if (settings.forks() > 1) {
            // side by side: one fork of every contender per round (RoundByRound), not all forks of one, then the next
            results = RoundByRound.run(suite, settings, arguments.params);
            ResultFormatFactory.getInstance(ResultFormatType.JSON, json.toString()).writeOut(results);
        } else {
            ChainedOptionsBuilder options = settings.options(suite, arguments.params)
                    .resultFormat(ResultFormatType.JSON)
                    .result(json.toString());
            results = new Runner(options.build()).run();
        }
        String load = loadBefore + " before, " + loadAverage() + " after";
        RunStamp stamp = new RunStamp(date, git.commit, git.dirty, settings.name(), settings.forks(),
                settings.warmupIterations(suite), settings.longerWarmups(suite), settings.warmupMillis(),
                settings.measurementIterations(),
                settings.measurementMillis(), String.join(" ", settings.jvmArgs()),
                settings.describe(suite, arguments.params),
                "java -cp " + jarName() + " " + Compare.class.getName() + " " + commandLine, cpu(), os(), load,
                versions());
        Files.writeString(out.resolve(suite.id() + ".run.json"), stamp.toJson());
        List<ResultRow> rows = ResultRows.of(suite, results);
        if (rows.stream().anyMatch(row -> !row.steady())) {
            System.err.println(suite.id() + ": some results were not at steady state; their ratios are withheld"
                    + " (see the note under the table). Rerun with --full or a longer warmup.");
        }
        return "### " + suite.id() + " (bson " + bsonVersion() + ", " + settings.name() + ")\n\n"
                + "Settings: " + stamp.describe() + "; load average " + load + "\n\n"
                + MarkdownTable.render(rows) + SteadyState.note(rows)
                + (ClientCostTable.applies(rows) ? "\n" + ClientCostTable.render(rows) : "");
    }

    /**
     * How many JMH runs (benchmark methods times parameter sets) the suites hold with these settings, and how long
     * they take: each fork its warmup, its measurement and {@link Suite#forkOverheadSeconds()}.
     */
    static String estimate(List<Suite> suites, RunSettings settings, Map<String, String> params) {
        StringBuilder text = new StringBuilder("Estimated duration (" + settings.name() + "):\n");
        double total = 0;
        for (Suite suite : suites) {
            int runs = runs(settings.options(suite, params).build());
            double perFork = forkSeconds(suite, settings, settings.warmupIterations(suite));
            double seconds = runs * Math.max(1, settings.forks()) * perFork;
            // the operations that warm up longer, each with the runs it holds
            for (Map.Entry<String, Integer> longer : settings.longerWarmups(suite).entrySet()) {
                int longerRuns = runs(settings.options(suite, params,
                        suite.includePattern(Set.of(longer.getKey()))).build());
                seconds += longerRuns * settings.forks()
                        * (forkSeconds(suite, settings, longer.getValue()) - perFork);
            }
            total += seconds;
            text.append(String.format(Locale.ROOT, "  %-10s %4d runs x %d fork%s x %.1f s%s = %s%n", suite.id(),
                    runs, settings.forks(), settings.forks() == 1 ? "" : "s", perFork,
                    longerWarmups(settings.longerWarmups(suite)),
                    minutes(seconds)));
        }
        text.append(String.format(Locale.ROOT, "  total      %s (started %s)", minutes(total),
                ZonedDateTime.now(ZoneOffset.UTC).format(DateTimeFormatter.ofPattern("HH:mm 'UTC'", Locale.ROOT))));
        return text.toString();
    }

    /** The JMH runs these options select: each benchmark method times its parameter sets. */
    /** " (encode 14 warmup)": the operations that warm up longer than the rest, or nothing. */
    private static String longerWarmups(Map<String, Integer> longer) {
        StringBuilder text = new StringBuilder();
        longer.forEach((operation, iterations) -> text.append(text.length() == 0 ? " (" : ", ").append(operation)
                .append(' ').append(iterations).append(" warmup"));
        return text.length() == 0 ? "" : text.append(')').toString();
    }

    /** One fork's seconds: its warmup, its measurement and {@link Suite#forkOverheadSeconds()}. */
    private static double forkSeconds(Suite suite, RunSettings settings, int warmupIterations) {
        return warmupIterations * settings.warmupMillis() / 1000.0
                + settings.measurementIterations() * settings.measurementMillis() / 1000.0
                + suite.forkOverheadSeconds();
    }

    static int runs(Options options) {
        PrintStream silent = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
        int runs = 0;
        for (BenchmarkListEntry entry : BenchmarkList.defaultList().find(
                OutputFormatFactory.createFormatInstance(silent, VerboseMode.SILENT), options.getIncludes(),
                options.getExcludes())) {
            int sets = 1;
            for (Map.Entry<String, String[]> param : entry.getParams().orElse(Map.of()).entrySet()) {
                sets *= options.getParameter(param.getKey()).hasValue()
                        ? options.getParameter(param.getKey()).get().size() : param.getValue().length;
            }
            runs += sets;
        }
        return runs;
    }

    private static String minutes(double seconds) {
        long rounded = Math.round(seconds);
        return rounded < 120 ? rounded + " s" : String.format(Locale.ROOT, "%d min", Math.round(seconds / 60));
    }

    /** The CPU model ({@code /proc/cpuinfo}) and how many processors the machine has. */
    static String cpu() {
        try {
            List<String> lines = Files.readAllLines(Path.of("/proc/cpuinfo"));
            String model = lines.stream().filter(line -> line.startsWith("model name")).findFirst()
                    .map(line -> line.substring(line.indexOf(':') + 1).strip()).orElse("unknown CPU");
            long processors = lines.stream().filter(line -> line.startsWith("processor")).count();
            return model + ", " + processors + " CPUs";
        } catch (IOException | RuntimeException e) {
            return System.getProperty("os.arch") + ", " + Runtime.getRuntime().availableProcessors() + " CPUs";
        }
    }

    static String os() {
        return System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch");
    }

    /** The 1-minute load average, from /proc/loadavg where there is one. */
    static String loadAverage() {
        try {
            return Files.readString(Path.of("/proc/loadavg")).split(" ")[0];
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
    }

    /** The versions of bson, JMH and every contender's library this jar was built with. */
    static Map<String, String> versions() {
        Properties properties = buildProperties();
        Map<String, String> versions = new LinkedHashMap<>();
        versions.put("bson-records", properties.getProperty("project.version", "unknown"));
        versions.put("bson", properties.getProperty("bson.version", "unknown"));
        versions.put("jmh", properties.getProperty("jmh.version", "unknown"));
        versions.put("micronaut-serde", properties.getProperty("micronaut-serde.version", "unknown"));
        versions.put("micronaut", properties.getProperty("micronaut.version", "unknown"));
        versions.put("spring-data-mongodb", properties.getProperty("spring-data-mongodb.version", "unknown"));
        versions.put("mongo-java-server", properties.getProperty("mongo-java-server.version", "unknown"));
        return versions;
    }

    /** The bson version this jar was built against (recorded by the build). */
    public static String bsonVersion() {
        return buildProperties().getProperty("bson.version", "unknown");
    }

    private static Properties buildProperties() {
        try (InputStream in = Compare.class.getResourceAsStream("/bson-records-benchmarks.properties")) {
            Properties properties = new Properties();
            if (in != null) {
                properties.load(new java.io.InputStreamReader(in, StandardCharsets.UTF_8));
            }
            return properties;
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

    /**
     * The repository: the working directory or the nearest above it with BENCHMARKS.md and {@code benchmarks/},
     * else the one this jar was built in.
     */
    static Path repositoryRoot() {
        for (Path dir = Path.of("").toAbsolutePath(); dir != null; dir = dir.getParent()) {
            if (Files.isRegularFile(dir.resolve("BENCHMARKS.md")) && Files.isDirectory(dir.resolve("benchmarks"))) {
                return dir;
            }
        }
        return Path.of(buildProperties().getProperty("repository.root", ".")).toAbsolutePath().normalize();
    }

    /** The commit a run measures, and whether the working tree held changes it does not. */
    record Git(String commit, boolean dirty) {
        static Git at(Path root) {
            String commit = git(root, "rev-parse", "--short=10", "HEAD");
            String status = git(root, "status", "--porcelain", "--untracked-files=no");
            return new Git(commit == null || commit.isBlank() ? "unknown" : commit.strip(),
                    status != null && !status.isBlank());
        }

        private static String git(Path root, String... arguments) {
            List<String> command = new ArrayList<>(List.of("git", "-C", root.toString()));
            command.addAll(List.of(arguments));
            try {
                Process process = new ProcessBuilder(command).redirectErrorStream(false).start();
                String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!process.waitFor(30, TimeUnit.SECONDS) || process.exitValue() != 0) {
                    return null;
                }
                return output;
            } catch (IOException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }

    record Arguments(List<Suite> suites, boolean full, boolean publish, Path out, Map<String, String> params,
            Integer forks, List<String> jvmArgs, int[] warmup, int[] measure, boolean estimate, Path render,
            boolean docs, Path root) {

        /** The settings these arguments ask for: quick, full or published, with the overrides. */
        RunSettings settings() {
            RunSettings settings = publish ? RunSettings.published() : full ? RunSettings.full() : RunSettings.quick();
            if (forks != null) {
                settings = settings.withForks(forks);
            }
            if (warmup != null || measure != null) {
                settings = settings.withIterations(
                        warmup == null ? settings.warmupIterations() : warmup[0],
                        warmup == null ? settings.warmupMillis() : warmup[1],
                        measure == null ? settings.measurementIterations() : measure[0],
                        measure == null ? settings.measurementMillis() : measure[1]);
            }
            return settings.withJvmArgs(jvmArgs);
        }

        static Arguments parse(String[] args) {
            List<Suite> suites = new ArrayList<>();
            boolean full = false;
            boolean publish = false;
            boolean estimate = false;
            boolean docs = false;
            Path out = null;
            Path render = null;
            Path root = null;
            Integer forks = null;
            int[] warmup = null;
            int[] measure = null;
            List<String> jvmArgs = new ArrayList<>();
            Map<String, String> params = new LinkedHashMap<>();
            for (int i = 0; i < args.length; i++) {
                String arg = args[i];
                switch (arg) {
                    case "--full" -> full = true;
                    case "--publish" -> publish = true;
                    case "--estimate" -> estimate = true;
                    case "--docs" -> docs = true;
                    case "--out" -> out = Path.of(value(args, ++i, arg));
                    case "--render" -> render = Path.of(value(args, ++i, arg));
                    case "--root" -> root = Path.of(value(args, ++i, arg));
                    case "--forks" -> forks = Integer.valueOf(value(args, ++i, arg));
                    case "--jvm-arg" -> jvmArgs.add(value(args, ++i, arg));
                    case "--warmup" -> warmup = iterations(value(args, ++i, arg), arg);
                    case "--measure" -> measure = iterations(value(args, ++i, arg), arg);
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
            if (full && publish) {
                throw new IllegalArgumentException("--full and --publish are two different settings: choose one");
            }
            if (render != null && (publish || full || estimate || !suites.isEmpty() || !params.isEmpty())) {
                throw new IllegalArgumentException("--render DIR renders earlier results: it runs nothing");
            }
            if (suites.isEmpty()) {
                suites.addAll(List.of(Suite.values()));
            }
            return new Arguments(suites, full, publish, out, params, forks, List.copyOf(jvmArgs), warmup, measure,
                    estimate, render, docs, root);
        }

        /** "3x1000": 3 iterations of 1,000 ms. */
        private static int[] iterations(String text, String option) {
            String[] parts = text.toLowerCase(Locale.ROOT).replace("ms", "").split("x");
            try {
                int[] values = {Integer.parseInt(parts[0]), Integer.parseInt(parts[1])};
                if (parts.length != 2 || values[0] < 1 || values[1] < 1) {
                    throw new NumberFormatException(text);
                }
                return values;
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw new IllegalArgumentException(option + " wants COUNTxMILLIS, such as 3x1000, got " + text, e);
            }
        }

        private static String value(String[] args, int index, String option) {
            if (index >= args.length) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return args[index];
        }
    }
}
