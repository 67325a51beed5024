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
}
