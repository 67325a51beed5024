package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.benchmarks.report.RunStamp;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.RunnerException;

class RoundByRoundTest {
    private static final String REALISTIC = "io.github.bsonrecords.benchmarks.realistic.";

    @Test
    void theRealisticRunsAreGroupedByMethodAndFamilyWithEveryContenderInside() {
        List<RoundByRound.Group> groups = RoundByRound.groups(RunSettings.published().options(Suite.REALISTIC).build());
        List<String> families = List.of("MOVIES", "ORDERS", "ORDERS_OTHER_WRITER", "CUSTOMERS", "ACCOUNTS", "PLACES",
                "EVENTS", "USERS");
        List<RoundByRound.Group> expected = new ArrayList<>();
        for (String family : families) {
            expected.add(new RoundByRound.Group(REALISTIC + "RealisticBenchmark.decodeBatch", Map.of("family", family)));
        }
        for (String family : families) {
            // the second writer's orders are the same values: encode measures them once
            if (!family.equals("ORDERS_OTHER_WRITER")) {
                expected.add(new RoundByRound.Group(REALISTIC + "RealisticBenchmarkEncode.encode", Map.of("family", family)));
            }
        }
        assertEquals(expected, groups);
    }

    /** The stamp of a published run says its forks ran round by round; one stamped before that does not. */
    @Test
    void thePublishedSettingsAndTheirStampSayRoundByRound() {
        String settings = RunSettings.published().describe(Suite.REALISTIC, Map.of());
        assertTrue(settings.startsWith("published: 3 forks run round by round, 8 x 1000 ms warmup"), settings);
        assertEquals("3 forks round by round × (8 × 1 s warmup + 3 × 1 s measured)", stamp(settings).iterations());
        assertEquals("3 forks × (8 × 1 s warmup + 3 × 1 s measured)",
                stamp("published: 3 forks, 8 x 1000 ms warmup").iterations());
    }

    private static RunStamp stamp(String settings) {
        return new RunStamp("2026-11-28 20:00 UTC", "abc", false, "published", 3, 8, Map.of(), 1000, 3, 1000, "", settings, "",
                "cpu", "os", "load", Map.of());
    }

    @Test
    void combinationsVaryTheLastParameterFastest() {
        Map<String, List<String>> values = new LinkedHashMap<>();
        values.put("a", List.of("1", "2"));
        values.put("b", List.of("x", "y"));
        assertEquals(List.of(Map.of("a", "1", "b", "x"), Map.of("a", "1", "b", "y"), Map.of("a", "2", "b", "x"),
                Map.of("a", "2", "b", "y")), RoundByRound.combinations(values));
        assertEquals(List.of(Map.of()), RoundByRound.combinations(Map.of()));
    }

    /** Two rounds of one fork each (forked JVMs, iterations as short as JMH allows) merge into two forks per run. */
    @Test
    void eachRunGetsOneForkPerRoundMergedIntoOneResult() throws RunnerException {
        RunSettings twoRounds = new RunSettings("test", 2, 1, 1, 1, 10, RunSettings.Selection.PUBLISHED, List.of());
        List<RunResult> results = RoundByRound.run(Suite.REALISTIC, twoRounds,
                Map.of("family", "USERS", "contender", "GENERATED,FLOOR"));
        List<String> runs = new ArrayList<>();
        for (RunResult result : results) {
            runs.add(result.getParams().getBenchmark().substring(REALISTIC.length()) + " "
                    + result.getParams().getParam("contender"));
            assertEquals(2, result.getBenchmarkResults().size(), "one fork per round");
            for (BenchmarkResult fork : result.getBenchmarkResults()) {
                assertEquals(1, fork.getIterationResults().size());
            }
        }
        // a group's contenders one after the other, in the order asked for
        assertEquals(List.of("RealisticBenchmark.decodeBatch GENERATED", "RealisticBenchmark.decodeBatch FLOOR",
                "RealisticBenchmarkEncode.encode GENERATED", "RealisticBenchmarkEncode.encode FLOOR"), runs);
    }
}
