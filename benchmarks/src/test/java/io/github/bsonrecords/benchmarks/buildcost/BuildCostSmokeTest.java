package io.github.bsonrecords.benchmarks.buildcost;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs both harnesses of issue 22 at a tiny size with this build's processor, runtime and bson (taken from
 * the test classpath), so they cannot rot: every figure is printed, parses and is positive. It asserts no
 * timing.
 */
class BuildCostSmokeTest {

    @TempDir
    Path work;

    @Test
    void buildCostReportsEveryFigure() throws Exception {
        // one small model: each javac process costs seconds here, whatever the model's size
        Map<String, Double> results = run(BuildCost::run, "--models", "4x10", "--repetitions", "1",
                "--warmup", "0", "--work-dir", work.toString());

        for (String model : List.of("4x10")) {
            for (String figure : List.of("compile_with_ms", "compile_without_ms", "ratio", "cpu_with_ms",
                    "cpu_ratio", "peak_rss_with_mb", "peak_rss_without_mb", "lines_codec_per_record",
                    "lines_metamodel_per_record", "lines_other_per_record", "lines_total_per_record",
                    "class_kb_codec_per_record", "class_kb_generated_per_record", "class_kb_own_per_record")) {
                Double value = results.get(model + " " + figure);
                assertTrue(value != null && value > 0, model + " " + figure + " = " + value + " in " + results);
            }
        }
        assertEquals(4, results.get("4x10 records"));
        assertEquals(results.get("4x10 lines_total_per_record"), results.get("4x10 lines_codec_per_record")
                + results.get("4x10 lines_metamodel_per_record") + results.get("4x10 lines_other_per_record"), 0.01);
    }

    @Test
    void startUpDecodesEveryRecordWithBothContenders() throws Exception {
        Map<String, Double> results = run(StartUp::run, "--records", "5", "--runs", "1",
                "--work-dir", work.toString());

        for (String contender : StartUp.CONTENDERS) {
            for (String figure : List.of("wall_ms", "cpu_ms", "loaded_classes", "metaspace_used_kb")) {
                Double value = results.get("5x10 " + contender + "_" + figure);
                assertTrue(value != null && value > 0, contender + " " + figure + " = " + value + " in " + results);
            }
        }
        // decoding loads codec classes the baseline (records loaded, nothing decoded) does not
        assertTrue(results.get("5x10 generated_loaded_classes") > results.get("5x10 baseline_loaded_classes"));
        assertTrue(results.get("5x10 recordcodec_loaded_classes") > results.get("5x10 baseline_loaded_classes"));
        assertTrue(results.get("5x10 startup_ratio_generated_to_recordcodec") > 0);
    }

    @Test
    void theModelIsTheSameForTheSameSeed() {
        GeneratedModel first = GeneratedModel.of(9, 10, 22);
        GeneratedModel again = GeneratedModel.of(9, 10, 22);
        assertEquals(first.records(), again.records());
        assertEquals(first.sampleDocuments(), again.sampleDocuments());
        // every third record ends with the one before it
        assertEquals("Entity1", first.records().get(2).components().get(9).nestedRecord());
        assertEquals(null, first.records().get(3).components().get(9).nestedRecord());
        assertFalse(first.records().equals(GeneratedModel.of(9, 10, 23).records()));
    }

    private interface Harness {
        void run(String[] args, PrintStream out) throws Exception;
    }

    /** Runs a harness with this build's jars and returns its "result model name value" lines. */
    private static Map<String, Double> run(Harness harness, String... args) throws Exception {
        List<String> classpath = Arrays.asList(System.getProperty("java.class.path").split(File.pathSeparator));
        String processorPath = join(classpath, entry -> entry.contains("bson-records-processor")
                || entry.contains("/processor/target/") || entry.contains("/javapoet/"));
        String compileClasspath = join(classpath, entry -> entry.contains("bson-records-runtime")
                || entry.contains("/runtime/target/") || entry.contains("/org/mongodb/bson/"));
        String recordCodec = join(classpath, entry -> entry.contains("/org/mongodb/bson-record-codec/"));
        String[] all = new String[args.length + 6];
        System.arraycopy(args, 0, all, 0, args.length);
        System.arraycopy(new String[] {"--processor-path", processorPath, "--classpath", compileClasspath,
            "--record-codec-jar", recordCodec}, 0, all, args.length, 6);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        harness.run(all, new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String output = bytes.toString(StandardCharsets.UTF_8);
        Map<String, Double> results = new LinkedHashMap<>();
        for (String line : output.split("\n")) {
            if (line.startsWith("result ")) {
                String[] parts = line.split(" ");
                assertEquals(4, parts.length, line);
                results.put(parts[1] + " " + parts[2], Double.parseDouble(parts[3]));
            }
        }
        assertFalse(results.isEmpty(), output);
        return results;
    }

    private static String join(List<String> classpath, Predicate<String> wanted) {
        String joined = classpath.stream().filter(wanted).collect(Collectors.joining(File.pathSeparator));
        assertFalse(joined.isEmpty(), "not on the test classpath: " + classpath);
        return joined;
    }
}
