package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.benchmarks.report.BarChart;
import io.github.bsonrecords.benchmarks.report.Block;
import io.github.bsonrecords.benchmarks.report.ClientCostTable;
import io.github.bsonrecords.benchmarks.report.MarkdownTable;
import io.github.bsonrecords.benchmarks.report.ResultRow;
import io.github.bsonrecords.benchmarks.report.ResultRows;
import io.github.bsonrecords.benchmarks.report.RunStamp;
import io.github.bsonrecords.benchmarks.report.SuiteSection;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * Runs every benchmark method of every suite once, in this JVM, with the GC profiler, and renders the
 * report from the results: a benchmark that throws, or a report that cannot be built, fails the build.
 * It measures nothing.
 */
class BenchmarksSmokeTest {

    /**
     * The GC profiler's figure is required of every suite but e2e: JMH sums allocation over the JVM's
     * threads, and in this unforked run the driver's connection and monitor threads start and end
     * during an iteration, which can leave the sum undefined (NaN; seen once in CI). The report shows
     * it as "n/a"; the other suites run on the calling thread alone.
     */
    @ParameterizedTest
    @EnumSource(Suite.class)
    void everyBenchmarkRunsAndReports(Suite suite) throws RunnerException {
        Collection<RunResult> results = new Runner(RunSettings.smoke().options(suite)
                .verbosity(VerboseMode.SILENT)
                .build()).run();

        List<ResultRow> rows = ResultRows.of(suite, results);
        assertEquals(expectedRuns(suite), rows.size(), "one result per benchmark method and parameter set");
        for (Map.Entry<String, List<ResultRow>> group : ResultRows.byGroup(rows).entrySet()) {
            assertTrue(group.getValue().stream().anyMatch(row -> row.contender() == Contender.GENERATED),
                    group.getKey() + " has no generated row");
            for (ResultRow row : group.getValue()) {
                assertTrue(row.nanosPerOp() > 0, row.toString());
                if (suite != Suite.E2E) {
                    assertFalse(Double.isNaN(row.bytesAllocatedPerOp()), "no -prof gc result: " + row);
                } else {
                    // ClientThreadProfiler: the calling thread did the operation's work, and allocated
                    assertNotNull(row.clientCost(), "no calling-thread result: " + row);
                    assertTrue(row.clientCost().cpuNanosPerOp() > 0, row.toString());
                    assertTrue(row.clientCost().allocatedBytesPerOp() > 0, row.toString());
                }
            }
        }
        String table = MarkdownTable.render(rows);
        assertEquals(rows.size() + 2, table.lines().count(), table);
        // the published report: a section with a chart and a table per block, drawn from these results
        RunStamp stamp = new RunStamp("2026-01-01 00:00 UTC", "smoke", false, "smoke", 0, 1, Map.of(), 1, 1, 10, "",
                "smoke", "smoke", "cpu", "os", "n/a", Map.of());
        String section = SuiteSection.render(suite, rows, stamp, "img/");
        for (Block block : Block.of(suite, rows)) {
            assertTrue(section.contains("(img/" + block.chartFile() + ")"), section);
            String svg = BarChart.svg(block, "smoke");
            assertTrue(svg.contains("<rect") && svg.endsWith("</svg>\n"), block.id());
        }
        assertEquals(suite == Suite.E2E, ClientCostTable.applies(rows));
        if (suite == Suite.E2E) {
            String costs = ClientCostTable.render(rows);
            assertEquals(rows.size() + 2, costs.lines().count(), costs);
        }
    }

    /** Benchmark methods times the contenders (and shapes) each is run with. */
    private static int expectedRuns(Suite suite) {
        return switch (suite) {
            // decode: 2 methods x 8 families x 5 contenders; encode: 2 methods x 7 families x 5 contenders
            case REALISTIC -> 2 * 8 * 5 + 2 * 7 * 5;
            // and the stored documents: 2 methods x 6 layouts x 5 contenders
            case TELEMETRY -> 7 * 5 + 2 * 6 * 5;
            // and FLAT and FULL with _id first: 1 method x 2 shapes x 4 contenders
            case SHAPES -> 2 * 4 * 7 + 2 * 4;
            case RAW -> 2 * 5;
            case FILTER -> 5 * 2;
            case E2E -> 3 * 9;
        };
    }
}
