package io.github.bsonrecords.benchmarks.buildcost;

import io.github.bsonrecords.benchmarks.buildcost.GeneratedFiles.Kind;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Issue 22's build-cost benchmark: generates the model (200 x 10 and 50 x 40 by default), compiles it with
 * {@code javac} in a separate process with the processor and again with {@code -proc:none}, alternately,
 * {@code --repetitions} times, and prints the median compile times (wall and CPU) and their ratios, javac's
 * peak RSS, and the generated lines and class-file bytes per record, against the issue's targets.
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.bsonrecords.benchmarks.buildcost.BuildCost
 *     [--models 200x10,50x40] [--repetitions 3] [--warmup 1] [--seed 22] [--work-dir DIR]
 *     [--processor-path JARS] [--classpath JARS] [--javac-option -J-Xmx1g]...</pre>
 *
 * Each figure is also printed as a {@code result <model> <name> <value>} line for scripts.
 */
public final class BuildCost {

    static final List<String> OPTIONS = List.of("models", "repetitions", "warmup", "seed", "work-dir",
            "processor-path", "classpath", "record-codec-jar", "javac-option");

    /** Issue 22's targets for the 200 x 10 model. */
    static final double TARGET_RATIO = 3.0;
    static final long TARGET_LINES_PER_RECORD = 450;
    static final double TARGET_KB_PER_RECORD = 15.0;
    static final long TARGET_PEAK_MB = 600;

    private BuildCost() {
    }

    public static void main(String[] args) throws Exception {
        run(args, System.out);
    }

    static void run(String[] args, PrintStream out) throws IOException, InterruptedException {
        Options options = Options.parse(args, OPTIONS);
        Toolchain toolchain = Toolchain.of(options);
        int repetitions = options.getInt("repetitions", 3);
        int warmup = options.getInt("warmup", 1);
        long seed = Long.parseLong(options.get("seed", () -> String.valueOf(GeneratedModel.DEFAULT_SEED)));
        Path work = workDir(options, "bson-records-buildcost");
        ProcessCost probe = new ProcessCost(work);

        out.printf("javac: %s (JDK %s), %d available processors%n", Toolchain.javac(), Runtime.version(),
                Runtime.getRuntime().availableProcessors());
        out.printf("javac options, the same for both runs: %s%n", String.join(" ", commonOptions(options)));
        out.printf("with the processor: %s -processorpath %s%n",
                String.join(" ", Toolchain.processingOn()), toolchain.processorPath());
        out.printf("classpath: %s%n", toolchain.classpath());
        out.printf("peak memory: %s%n", probe.method());
        out.printf("%d repetitions (medians), %d warm-up compilation(s) without the processor first; seed %d%n",
                repetitions, warmup, seed);
        for (String shape : options.get("models", () -> "200x10,50x40").split(",")) {
            String[] size = shape.trim().split("x");
            GeneratedModel model = GeneratedModel.of(Integer.parseInt(size[0]), Integer.parseInt(size[1]), seed);
            measure(model, toolchain, options, repetitions, warmup, work.resolve(shape.trim()), probe, out);
        }
        out.println("work directory: " + work);
    }

    private static void measure(GeneratedModel model, Toolchain toolchain, Options options, int repetitions,
            int warmup, Path dir, ProcessCost probe, PrintStream out) throws IOException, InterruptedException {
        String name = model.shape().replace(" ", "");
        deleteRecursively(dir);
        Path sources = dir.resolve("src");
        List<Path> files = model.writeSources(sources);
        Path argFile = dir.resolve("sources.txt");
        Files.write(argFile, files.stream().map(Path::toString).collect(Collectors.toList()));

        for (int i = 0; i < warmup; i++) {
            compile(toolchain, options, dir, argFile, false, probe);
        }
        List<Long> withNanos = new ArrayList<>();
        List<Long> withoutNanos = new ArrayList<>();
        List<Long> withCpu = new ArrayList<>();
        List<Long> withoutCpu = new ArrayList<>();
        List<Long> withRss = new ArrayList<>();
        List<Long> withoutRss = new ArrayList<>();
        String loadBefore = loadAverage();
        for (int i = 0; i < repetitions; i++) {
            ProcessCost.Run with = compile(toolchain, options, dir, argFile, true, probe);
            withNanos.add(with.wallNanos());
            withCpu.add(with.cpuNanos());
            withRss.add(with.peakRssKb());
            ProcessCost.Run without = compile(toolchain, options, dir, argFile, false, probe);
            withoutNanos.add(without.wallNanos());
            withoutCpu.add(without.cpuNanos());
            withoutRss.add(without.peakRssKb());
        }
        String loadAfter = loadAverage();
        // the last compilation with the processor is left in out-with
        Set<String> recordNames = model.records().stream().map(GeneratedModel.RecordSpec::name)
                .collect(Collectors.toSet());
        GeneratedFiles generated = GeneratedFiles.measure(dir.resolve("gen"), dir.resolve("out-with"), recordNames);
        GeneratedFiles plain = GeneratedFiles.measure(dir.resolve("gen-none"), dir.resolve("out-without"), recordNames);

        int records = model.records().size();
        double withMs = Medians.of(withNanos) / 1e6;
        double withoutMs = Medians.of(withoutNanos) / 1e6;
        double ratio = withMs / withoutMs;
        double withCpuMs = Medians.of(withCpu) / 1e6;
        double withoutCpuMs = Medians.of(withoutCpu) / 1e6;
        double cpuRatio = withCpuMs / withoutCpuMs;
        double withMb = Medians.of(withRss) / 1024.0;
        double withoutMb = Medians.of(withoutRss) / 1024.0;
        double codecLines = generated.lines(Kind.CODEC) / (double) records;
        double metamodelLines = generated.lines(Kind.METAMODEL) / (double) records;
        double otherLines = generated.lines(Kind.OTHER) / (double) records;
        double totalLines = generated.generatedLines() / (double) records;
        double codecKb = generated.classBytes(Kind.CODEC) / 1024.0 / records;
        double metamodelKb = generated.classBytes(Kind.METAMODEL) / 1024.0 / records;
        double otherKb = generated.classBytes(Kind.OTHER) / 1024.0 / records;
        double generatedKb = generated.generatedClassBytes() / 1024.0 / records;
        double ownKb = plain.classBytes(Kind.OWN) / 1024.0 / records;

        out.println();
        out.printf("== model %s: %d records of %d components ==%n", model.shape(), records,
                model.records().get(0).components().size());
        out.printf("compile time, with the processor: median %s ms (runs %s)%n", ms(withMs), msList(withNanos));
        out.printf("compile time, -proc:none:         median %s ms (runs %s)%n", ms(withoutMs), msList(withoutNanos));
        out.printf("ratio: %.2fx   (target <= %.0fx)%n", ratio, TARGET_RATIO);
        out.printf("javac CPU time (user + system), with: median %s ms (runs %s), -proc:none: median %s ms"
                + " (runs %s), ratio %.2fx%n", ms(withCpuMs), msList(withCpu), ms(withoutCpuMs), msList(withoutCpu),
                cpuRatio);
        out.printf("load average (1, 5, 15 min) before: %s, after: %s%n", loadBefore, loadAfter);
        out.printf("javac peak RSS: with %.0f MB, without %.0f MB   (target <= %d MB with)%n", withMb, withoutMb,
                TARGET_PEAK_MB);
        out.printf("generated lines per record: codec %.0f, metamodel %.0f, other %.1f, total %.0f   (target <= %d)%n",
                codecLines, metamodelLines, otherLines, totalLines, TARGET_LINES_PER_RECORD);
        out.printf("class files per record: generated %.1f KB (codec %.1f, metamodel %.1f, other %.2f;"
                + " %d + %d + %d classes in all), the record's own %.1f KB   (target <= %.0f KB generated)%n",
                generatedKb, codecKb, metamodelKb, otherKb, generated.classCount(Kind.CODEC),
                generated.classCount(Kind.METAMODEL), generated.classCount(Kind.OTHER), ownKb, TARGET_KB_PER_RECORD);
        if (model.shape().equals("200 x 10")) {
            out.printf("targets met: ratio %s, lines %s, class files %s, peak memory %s%n", yes(ratio <= TARGET_RATIO),
                    yes(totalLines <= TARGET_LINES_PER_RECORD), yes(generatedKb <= TARGET_KB_PER_RECORD),
                    yes(withMb <= TARGET_PEAK_MB));
        }
        result(out, name, "records", records);
        result(out, name, "compile_with_ms", withMs);
        result(out, name, "compile_without_ms", withoutMs);
        result(out, name, "ratio", ratio);
        result(out, name, "cpu_with_ms", withCpuMs);
        result(out, name, "cpu_without_ms", withoutCpuMs);
        result(out, name, "cpu_ratio", cpuRatio);
        result(out, name, "peak_rss_with_mb", withMb);
        result(out, name, "peak_rss_without_mb", withoutMb);
        result(out, name, "lines_codec_per_record", codecLines);
        result(out, name, "lines_metamodel_per_record", metamodelLines);
        result(out, name, "lines_other_per_record", otherLines);
        result(out, name, "lines_total_per_record", totalLines);
        result(out, name, "class_kb_codec_per_record", codecKb);
        result(out, name, "class_kb_metamodel_per_record", metamodelKb);
        result(out, name, "class_kb_other_per_record", otherKb);
        result(out, name, "class_kb_generated_per_record", generatedKb);
        result(out, name, "class_kb_own_per_record", ownKb);
    }

    private static ProcessCost.Run compile(Toolchain toolchain, Options options, Path dir, Path argFile,
            boolean withProcessor, ProcessCost probe) throws IOException, InterruptedException {
        Path classes = dir.resolve(withProcessor ? "out-with" : "out-without");
        Path generated = dir.resolve(withProcessor ? "gen" : "gen-none");
        deleteRecursively(classes);
        deleteRecursively(generated);
        Files.createDirectories(classes);
        Files.createDirectories(generated);
        List<String> command = new ArrayList<>();
        command.add(Toolchain.javac().toString());
        command.addAll(commonOptions(options));
        command.addAll(List.of("-d", classes.toString(), "-s", generated.toString(),
                "-processorpath", toolchain.processorPath(), "-classpath", toolchain.classpath()));
        command.addAll(withProcessor ? Toolchain.processingOn() : List.of("-proc:none"));
        command.add("@" + argFile);
        ProcessCost.Run run = probe.run(command);
        if (run.exitCode() != 0) {
            throw new IllegalStateException("javac failed (" + run.exitCode() + "): " + String.join(" ", command)
                    + "\n" + run.output());
        }
        return run;
    }

    /** The options both compilations share: Maven's defaults (-g, UTF-8) and any --javac-option. */
    static List<String> commonOptions(Options options) {
        List<String> common = new ArrayList<>(options.all("javac-option"));
        common.addAll(List.of("-g", "-encoding", "UTF-8", "-implicit:none"));
        return common;
    }

    /** The first three fields of /proc/loadavg, or "n/a". */
    static String loadAverage() {
        try {
            String[] fields = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return fields[0] + " " + fields[1] + " " + fields[2];
        } catch (IOException | RuntimeException e) {
            return "n/a";
        }
    }

    static Path workDir(Options options, String prefix) throws IOException {
        String dir = options.get("work-dir", () -> null);
        if (dir == null) {
            return Files.createTempDirectory(prefix);
        }
        Path path = Path.of(dir);
        Files.createDirectories(path);
        return path;
    }

    static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).collect(Collectors.toList())) {
                Files.delete(path);
            }
        }
    }

    static void result(PrintStream out, String model, String name, double value) {
        out.println(String.format(Locale.ROOT, "result %s %s %.3f", model, name, value));
    }

    private static String ms(double value) {
        return String.format(Locale.ROOT, "%.0f", value);
    }

    private static String msList(List<Long> nanos) {
        return nanos.stream().map(n -> ms(n / 1e6)).collect(Collectors.joining(", "));
    }

    private static String yes(boolean met) {
        return met ? "yes" : "NO";
    }
}
