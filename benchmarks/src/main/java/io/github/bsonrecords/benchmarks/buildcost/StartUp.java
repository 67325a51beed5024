package io.github.bsonrecords.benchmarks.buildcost;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.bson.BsonDocument;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;

/**
 * Issue 22's start-up benchmark: the time from a cold JVM to the first decoded document of each of the
 * model's records (200 x 10 by default, the build-cost model), generated codecs against the driver's
 * {@code RecordCodec}. It compiles the model with the processor and a small probe
 * ({@link StartUpProbeSources}), writes one document per record, then starts a new JVM per run and
 * contender, round-robin, {@code --runs} times each, and prints medians of: the wall time from starting
 * the process to its "decoded" line (the cold-JVM figure), the time since the JVM finished initializing
 * ({@code RuntimeMXBean.getStartTime()} is that instant, in ms) as the probe measures it, and the classes
 * loaded and metaspace used at that point (read through the management API, whose own classes every
 * contender, the baseline too, pays alike).
 *
 * <pre>java -cp benchmarks/target/benchmarks.jar io.github.bsonrecords.benchmarks.buildcost.StartUp
 *     [--records 200] [--components 10] [--runs 5] [--seed 22] [--work-dir DIR]
 *     [--processor-path JARS] [--classpath JARS] [--record-codec-jar JAR] [--jvm-option -Xshare:off]...</pre>
 */
public final class StartUp {

    static final List<String> OPTIONS = List.of("records", "components", "runs", "seed", "work-dir",
            "processor-path", "classpath", "record-codec-jar", "jvm-option");
    static final List<String> CONTENDERS = List.of("baseline", "generated", "recordcodec");
    private static final List<String> MEASURES = List.of("wall_ms", "since_vm_init_ms", "cpu_ms",
            "loaded_classes", "metaspace_used_kb");

    private StartUp() {
    }

    public static void main(String[] args) throws Exception {
        run(args, System.out);
    }

    static void run(String[] args, PrintStream out) throws IOException, InterruptedException {
        Options options = Options.parse(args, OPTIONS);
        Toolchain toolchain = Toolchain.of(options);
        int recordCount = options.getInt("records", 200);
        int runs = options.getInt("runs", 5);
        long seed = Long.parseLong(options.get("seed", () -> String.valueOf(GeneratedModel.DEFAULT_SEED)));
        GeneratedModel model = GeneratedModel.of(recordCount, options.getInt("components", 10), seed);
        Path work = BuildCost.workDir(options, "bson-records-startup");
        Path classes = compile(model, toolchain, work);
        Path documents = work.resolve("documents.bson");
        writeDocuments(model, documents);

        List<String> jvmOptions = options.all("jvm-option");
        String classpath = toolchain.runtimeClasspath(classes);
        out.printf("java: %s (JDK %s), options: %s%n", Toolchain.java(), Runtime.version(),
                jvmOptions.isEmpty() ? "none (JVM defaults)" : String.join(" ", jvmOptions));
        out.printf("classpath: %s%n", classpath);
        out.printf("model %s, %d runs per contender, round-robin; one new JVM per run%n", model.shape(), runs);
        Map<String, Map<String, List<Long>>> samples = new LinkedHashMap<>();
        String loadBefore = BuildCost.loadAverage();
        Map<String, Long> checksums = new LinkedHashMap<>();
        for (int i = 0; i < runs; i++) {
            for (String contender : CONTENDERS) {
                Map<String, Long> run = runOnce(classpath, jvmOptions, contender, documents, work);
                long expectedDecoded = contender.equals("baseline") ? 0 : recordCount;
                if (run.get("decoded_records") != expectedDecoded) {
                    throw new IllegalStateException(contender + " decoded " + run.get("decoded_records")
                            + " records, expected " + expectedDecoded);
                }
                checksums.put(contender, run.get("checksum"));
                Map<String, List<Long>> bySample = samples.computeIfAbsent(contender, c -> new LinkedHashMap<>());
                for (String measure : MEASURES) {
                    bySample.computeIfAbsent(measure, m -> new ArrayList<>()).add(run.get(measure));
                }
            }
        }
        if (!checksums.get("generated").equals(checksums.get("recordcodec"))) {
            throw new IllegalStateException("the contenders decoded different records: " + checksums);
        }
        out.printf("load average (1, 5, 15 min) before: %s, after: %s%n", loadBefore, BuildCost.loadAverage());
        out.println();
        out.println("| contender | to first decode, wall (ms) | since VM init (ms) | CPU time (ms) | classes loaded"
                + " | metaspace used (KB) |");
        out.println("|---|---:|---:|---:|---:|---:|");
        for (String contender : CONTENDERS) {
            Map<String, List<Long>> bySample = samples.get(contender);
            out.printf(Locale.ROOT, "| %s | %.0f | %.0f | %.0f | %.0f | %.0f |%n", contender,
                    Medians.of(bySample.get("wall_ms")), Medians.of(bySample.get("since_vm_init_ms")),
                    Medians.of(bySample.get("cpu_ms")),
                    Medians.of(bySample.get("loaded_classes")), Medians.of(bySample.get("metaspace_used_kb")));
        }
        out.println();
        String name = model.shape().replace(" ", "");
        for (String contender : CONTENDERS) {
            for (String measure : MEASURES) {
                List<Long> values = samples.get(contender).get(measure);
                out.printf("runs %s %s %s%n", contender, measure,
                        values.stream().map(String::valueOf).collect(Collectors.joining(",")));
                BuildCost.result(out, name, contender + "_" + measure, Medians.of(values));
            }
        }
        double generated = Medians.of(samples.get("generated").get("wall_ms"));
        double recordCodec = Medians.of(samples.get("recordcodec").get("wall_ms"));
        BuildCost.result(out, name, "startup_ratio_generated_to_recordcodec", generated / recordCodec);
        double generatedCpu = Medians.of(samples.get("generated").get("cpu_ms"));
        double recordCodecCpu = Medians.of(samples.get("recordcodec").get("cpu_ms"));
        BuildCost.result(out, name, "startup_cpu_ratio_generated_to_recordcodec", generatedCpu / recordCodecCpu);
        out.printf(Locale.ROOT, "generated / RecordCodec, wall to first decode: %.2f   (target <= 1.00: %s);"
                + " CPU time: %.2f%n", generated / recordCodec, generated <= recordCodec ? "yes" : "NO",
                generatedCpu / recordCodecCpu);
        out.println("work directory: " + work);
    }

    private static Path compile(GeneratedModel model, Toolchain toolchain, Path work)
            throws IOException, InterruptedException {
        Path sources = work.resolve("src");
        Path classes = work.resolve("classes");
        BuildCost.deleteRecursively(sources);
        BuildCost.deleteRecursively(classes);
        Files.createDirectories(classes);
        List<Path> files = new ArrayList<>(model.writeSources(sources));
        files.addAll(StartUpProbeSources.write(model, sources));
        Path argFile = work.resolve("sources.txt");
        Files.write(argFile, files.stream().map(Path::toString).collect(Collectors.toList()));
        List<String> command = new ArrayList<>(List.of(Toolchain.javac().toString(), "-encoding", "UTF-8",
                "-implicit:none", "-d", classes.toString(), "-s", classes.toString(),
                "-processorpath", toolchain.processorPath(),
                "-classpath", toolchain.classpath() + java.io.File.pathSeparator + toolchain.recordCodecJar()));
        command.addAll(Toolchain.processingOn());
        command.add("@" + argFile);
        Process javac = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(javac.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (javac.waitFor() != 0) {
            throw new IllegalStateException("javac failed: " + String.join(" ", command) + "\n" + output);
        }
        return classes;
    }

    private static void writeDocuments(GeneratedModel model, Path file) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        BsonDocumentCodec codec = new BsonDocumentCodec();
        for (BsonDocument document : model.sampleDocuments()) {
            RawBsonDocument raw = new RawBsonDocument(document, codec);
            byte[] encoded = new byte[raw.getByteBuffer().remaining()];
            raw.getByteBuffer().get(encoded);
            bytes.write(encoded);
        }
        Files.write(file, bytes.toByteArray());
    }

    /** One cold JVM: the wall time until its "decoded" line, then the figures it prints after it. */
    private static Map<String, Long> runOnce(String classpath, List<String> jvmOptions, String contender,
            Path documents, Path work) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Toolchain.java().toString());
        command.addAll(jvmOptions);
        command.addAll(List.of("-cp", classpath, "bench.probe.StartUpProbe", contender, documents.toString()));
        Path errors = Files.createTempFile(work, "probe", ".err");
        long start = System.nanoTime();
        Process process = new ProcessBuilder(command).redirectError(errors.toFile()).start();
        Map<String, Long> figures = new LinkedHashMap<>();
        try (BufferedReader lines = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line = lines.readLine();
            long wall = System.nanoTime() - start;
            if (!"decoded".equals(line)) {
                process.waitFor();
                throw new IllegalStateException(contender + " probe failed: " + line + "\n" + Files.readString(errors));
            }
            figures.put("wall_ms", Math.round(wall / 1e6));
            while ((line = lines.readLine()) != null) {
                int equals = line.indexOf('=');
                figures.put(line.substring(0, equals), Long.parseLong(line.substring(equals + 1)));
            }
        }
        if (process.waitFor() != 0) {
            throw new IllegalStateException(contender + " probe exited " + process.exitValue() + ": "
                    + Files.readString(errors));
        }
        Files.delete(errors);
        figures.put("metaspace_used_kb", figures.get("metaspace_used_bytes") / 1024);
        return figures;
    }
}
