package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CompareArgumentsTest {

    @Test
    void allSuitesQuickByDefault() {
        Compare.Arguments arguments = Compare.Arguments.parse(new String[0]);
        assertEquals(List.of(Suite.values()), arguments.suites());
        assertEquals(false, arguments.full());
    }

    @Test
    void namedSuitesFullModeOutAndParams() {
        Compare.Arguments arguments = Compare.Arguments.parse(
                new String[] {"telemetry", "SHAPES", "--full", "--out", "x/y", "-p", "shape=FLAT,DEEP"});
        assertEquals(List.of(Suite.TELEMETRY, Suite.SHAPES), arguments.suites());
        assertTrue(arguments.full());
        assertEquals(Path.of("x/y"), arguments.out());
        assertEquals(Map.of("shape", "FLAT,DEEP"), arguments.params());
    }

    @Test
    void rejectsUnknownSuitesAndOptions() {
        assertThrows(IllegalArgumentException.class, () -> Compare.Arguments.parse(new String[] {"nope"}));
        assertThrows(IllegalArgumentException.class, () -> Compare.Arguments.parse(new String[] {"--fast"}));
        assertThrows(IllegalArgumentException.class, () -> Compare.Arguments.parse(new String[] {"--out"}));
    }

    @Test
    void publishRenderAndTheOverrides() {
        Compare.Arguments publish = Compare.Arguments.parse(new String[] {"realistic", "--publish", "--forks", "1",
                "--warmup", "1x100", "--measure", "2x200ms", "--jvm-arg", "-XX:ActiveProcessorCount=2", "--estimate"});
        RunSettings settings = publish.settings();
        assertEquals("published", settings.name());
        assertEquals(1, settings.forks());
        assertEquals(List.of(1, 100, 2, 200), List.of(settings.warmupIterations(), (int) settings.warmupMillis(),
                settings.measurementIterations(), (int) settings.measurementMillis()));
        assertEquals(List.of("-XX:ActiveProcessorCount=2"), settings.jvmArgs());
        assertTrue(publish.estimate());
        Compare.Arguments render = Compare.Arguments.parse(new String[] {"--render", "r", "--docs"});
        assertEquals(Path.of("r"), render.render());
        assertTrue(render.docs());
        assertThrows(IllegalArgumentException.class, () -> Compare.Arguments.parse(new String[] {"--full", "--publish"}));
        assertThrows(IllegalArgumentException.class, () -> Compare.Arguments.parse(new String[] {"--render", "r", "e2e"}));
        assertThrows(IllegalArgumentException.class, () -> Compare.Arguments.parse(new String[] {"--warmup", "8"}));
    }

    /** The estimate counts JMH's runs from its benchmark list: methods times parameter sets. */
    @Test
    void theEstimateCountsThePublishedRuns() {
        RunSettings published = RunSettings.published();
        // decode: 8 families x 5 contenders; encode: 7 families x 5 contenders
        assertEquals(8 * 5 + 7 * 5, Compare.runs(published.options(Suite.REALISTIC).build()));
        assertEquals(4 * 5, Compare.runs(published.options(Suite.TELEMETRY).build()));
        assertEquals(2 * 5 * 3, Compare.runs(published.options(Suite.SHAPES).build()));
        assertEquals(2 * 5, Compare.runs(published.options(Suite.E2E).build()));
        assertEquals(2 * 2 * 5, Compare.runs(published.options(Suite.REALISTIC, Map.of("family", "ORDERS,USERS")).build()));
        String estimate = Compare.estimate(List.of(Suite.REALISTIC), published, Map.of());
        // 75 runs x 3 forks x (8 x 1 s + 3 x 1 s + 2.5 s), and the 35 encoding runs' 6 more warmup seconds
        assertTrue(estimate.contains("realistic    75 runs x 3 forks x 13.5 s (encode 14 warmup) = 61 min"), estimate);
    }
}
