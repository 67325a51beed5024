package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.benchmarks.report.RunStamp;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.runner.options.Options;

class RunSettingsTest {
    private static final String TELEMETRY = "io.github.bsonrecords.benchmarks.telemetry.TelemetryBenchmark.";
    private static final String REALISTIC_ENCODE =
            "io.github.bsonrecords.benchmarks.realistic.RealisticBenchmarkEncode.encode";

    @Test
    void quickTelemetryMeasuresTheHeadlineOperationsOfThreeContendersAfterALongWarmup() {
        Options options = RunSettings.quick().options(Suite.TELEMETRY).build();
        Pattern include = Pattern.compile(options.getIncludes().get(0));
        for (String operation : List.of("decodeBatch", "decodeEach", "encode")) {
            assertTrue(include.matcher(TELEMETRY + operation).find(), operation);
        }
        for (String operation : List.of("decodeBatchNewList", "encodeInsertPath", "encodeReplacePath")) {
            assertFalse(include.matcher(TELEMETRY + operation).find(), operation);
        }
        assertFalse(include.matcher("io.github.bsonrecords.benchmarks.shapes.ShapesBenchmark.encode").find());
        assertEquals(Set.of("RECORD_CODEC", "HAND_WRITTEN", "GENERATED"),
                Set.copyOf(options.getParameter("contender").get()));
        assertEquals(4, options.getWarmupIterations().get());
        assertEquals(1000, options.getWarmupTime().get().convertTo(java.util.concurrent.TimeUnit.MILLISECONDS));
        assertEquals(1, options.getForkCount().get());
    }

    @Test
    void theRealisticSuiteWarmsUpLongEnoughForItsLargeCodecsEvenInTheQuickRun() {
        Options quick = RunSettings.quick().options(Suite.REALISTIC).build();
        assertEquals(8, quick.getWarmupIterations().get());
        assertEquals(Set.of("RECORD_CODEC", "GENERATED", "FLOOR"), Set.copyOf(quick.getParameter("contender").get()));
        Pattern include = Pattern.compile(quick.getIncludes().get(0));
        assertTrue(include.matcher("io.github.bsonrecords.benchmarks.realistic.RealisticBenchmark.decodeBatch").find());
        assertTrue(include.matcher("io.github.bsonrecords.benchmarks.realistic.RealisticBenchmarkEncode.encode").find());
        assertFalse(include.matcher("io.github.bsonrecords.benchmarks.realistic.RealisticBenchmark.decodeEach").find());
        assertTrue(RunSettings.quick().describe(Suite.REALISTIC, Map.of()).contains("8 x 1000 ms warmup"));
        assertEquals(8, RunSettings.full().options(Suite.REALISTIC).build().getWarmupIterations().get());
        assertEquals(5, RunSettings.full().options(Suite.TELEMETRY).build().getWarmupIterations().get());
    }

    @Test
    void theCommandLineReplacesTheQuickContenders() {
        Options options = RunSettings.quick()
                .options(Suite.TELEMETRY, Map.of("contender", "MICRONAUT_SERDE,GENERATED")).build();
        assertEquals(Set.of("MICRONAUT_SERDE", "GENERATED"), Set.copyOf(options.getParameter("contender").get()));
        assertTrue(RunSettings.quick().describe(Suite.TELEMETRY, Map.of("contender", "MICRONAUT_SERDE,GENERATED"))
                .endsWith("operations decodeBatch, decodeEach, encode (`--full` runs all); contender MICRONAUT_SERDE,GENERATED"));
    }

    @Test
    void fullRunsEverythingWithEveryContender() {
        Options options = RunSettings.full().options(Suite.TELEMETRY).build();
        assertEquals(List.of(Suite.TELEMETRY.includePattern()), options.getIncludes());
        assertFalse(options.getParameter("contender").hasValue());
        assertEquals(3, options.getForkCount().get());
        assertTrue(Pattern.compile(options.getIncludes().get(0)).matcher(TELEMETRY + "encodeInsertPath").find());
    }

    @Test
    void thePublishedRunMeasuresWhatBenchmarksMdShowsWithThreeForks() {
        Options realistic = RunSettings.published().options(Suite.REALISTIC).build();
        assertEquals(3, realistic.getForkCount().get());
        assertEquals(8, realistic.getWarmupIterations().get());
        assertEquals(3, realistic.getMeasurementIterations().get());
        Pattern include = Pattern.compile(realistic.getIncludes().get(0));
        assertTrue(include.matcher("io.github.bsonrecords.benchmarks.realistic.RealisticBenchmark.decodeBatch").find());
        assertTrue(include.matcher("io.github.bsonrecords.benchmarks.realistic.RealisticBenchmarkEncode.encode").find());
        assertFalse(include.matcher("io.github.bsonrecords.benchmarks.realistic.RealisticBenchmark.decodeEach").find());
        assertFalse(realistic.getParameter("contender").hasValue(), "every contender, the floor too");
        Options shapes = RunSettings.published().options(Suite.SHAPES, Map.of("shape", "FLAT")).build();
        assertEquals(List.of("FLAT"), List.copyOf(shapes.getParameter("shape").get()));
        assertEquals(Set.of("RECORD_CODEC", "HAND_WRITTEN", "GENERATED"), Set.copyOf(shapes.getParameter("contender").get()));
        assertEquals(5, RunSettings.published().options(Suite.TELEMETRY).build().getWarmupIterations().get());
    }

    /**
     * The realistic encoders warm up 14 iterations when run alone (round by round: the driver's RecordCodec
     * settles late), the decoders the suite's 8; the settings and the stamp say so, and a stamp read back keeps it.
     */
    @Test
    void realisticEncodingWarmsUpLongerRoundByRound() {
        RunSettings published = RunSettings.published();
        String include = "^" + Pattern.quote(REALISTIC_ENCODE) + "$";
        assertEquals(14, published.withForks(1).options(Suite.REALISTIC, Map.of(), include, "encode").build()
                .getWarmupIterations().get());
        assertEquals(8, published.withForks(1).options(Suite.REALISTIC, Map.of(), include, "decodeBatch").build()
                .getWarmupIterations().get());
        assertEquals(Map.of("encode", 14), published.longerWarmups(Suite.REALISTIC));
        assertEquals(Map.of("encode", 14, "encodeInsertPath", 14), RunSettings.full().longerWarmups(Suite.REALISTIC));
        assertEquals(Map.of(), published.longerWarmups(Suite.TELEMETRY));
        assertEquals(Map.of(), RunSettings.quick().longerWarmups(Suite.REALISTIC), "one fork: not round by round");
        assertTrue(published.describe(Suite.REALISTIC, Map.of()).contains("; encode 14 x 1000 ms warmup"),
                published.describe(Suite.REALISTIC, Map.of()));
        RunStamp stamp = new RunStamp("2026-11-29 08:00 UTC", "abc", false, "published", 3, 8,
                published.longerWarmups(Suite.REALISTIC), 1000, 3, 1000, "", "published: 3 forks run round by round",
                "", "cpu", "os", "load", Map.of());
        assertEquals("3 forks round by round × (8 × 1 s warmup, encode 14 × 1 s + 3 × 1 s measured)",
                stamp.iterations());
        assertEquals(stamp, RunStamp.fromJson(stamp.toJson()));
    }

    @Test
    void overridesKeepTheSelectionAndPutJvmArgumentsFirst() {
        RunSettings settings = RunSettings.published().withForks(1).withIterations(1, 100, 1, 100)
                .withJvmArgs(List.of("-XX:ActiveProcessorCount=2"));
        Options options = settings.options(Suite.REALISTIC).build();
        assertEquals(1, options.getForkCount().get());
        assertEquals(100, options.getMeasurementTime().get().convertTo(java.util.concurrent.TimeUnit.MILLISECONDS));
        assertEquals(List.of("-XX:ActiveProcessorCount=2"), List.copyOf(options.getJvmArgsPrepend().get()));
        assertEquals(settings.operations(Suite.REALISTIC), RunSettings.published().operations(Suite.REALISTIC));
        assertTrue(settings.describe(Suite.REALISTIC, Map.of()).contains("forked JVM -XX:ActiveProcessorCount=2 -Xms2g"));
    }
}
