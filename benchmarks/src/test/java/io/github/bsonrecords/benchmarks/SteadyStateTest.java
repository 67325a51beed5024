package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.benchmarks.report.MarkdownTable;
import io.github.bsonrecords.benchmarks.report.ResultRow;
import io.github.bsonrecords.benchmarks.report.SteadyState;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The steady-state verdict on synthetic iteration data, and what the report prints for it. */
class SteadyStateTest {
    private static final double[] NO_COMPILING = {0, 0, 0};

    @Test
    void aForkStillGettingFasterIsNotSteady() {
        // the quick run of issue 19: C2 arrived during the measurement
        String problem = SteadyState.problem(List.of(fork(new double[] {41_600, 22_000, 6_000}, NO_COMPILING)));
        assertTrue(problem != null && problem.startsWith("later iterations"), problem);
        assertTrue(problem.contains("41.6 us, 22.0 us, 6.00 us"), problem);
    }

    @Test
    void noiseOfAFewPercentIsSteady() {
        assertNull(SteadyState.problem(List.of(
                fork(new double[] {5_100, 5_400, 4_900}, new double[] {0, 1, 0}),
                fork(new double[] {10_000, 9_800, 10_200, 10_100, 9_000}, new double[] {0, 0, 0, 0, 0}))));
    }

    @Test
    void slowingDownWithinTheNoiseIsNoWarmup() {
        assertNull(SteadyState.problem(List.of(fork(new double[] {5_000, 5_500, 6_000}, NO_COMPILING))));
    }

    @Test
    void aSpeedupJustUnderTheThresholdIsSteadyAndJustOverIsNot() {
        assertNull(SteadyState.problem(List.of(fork(new double[] {11_900, 10_500, 10_000}, NO_COMPILING))));
        String problem = SteadyState.problem(List.of(fork(new double[] {12_100, 10_500, 10_000}, NO_COMPILING)));
        assertTrue(problem != null && problem.startsWith("later iterations 21% faster than earlier ones"), problem);
    }

    @Test
    void theLaterHalfAgainstTheEarlierHalfOfLongerForks() {
        String problem = SteadyState.problem(List.of(
                fork(new double[] {20_000, 15_000, 10_000, 8_000, 8_100}, new double[] {0, 0, 0, 0, 0})));
        assertTrue(problem != null && problem.startsWith("later iterations 117% faster"), problem);
    }

    @Test
    void theJitCompilingDuringMeasurementIsNotSteadyEvenWhenTimesAreFlat() {
        // flat times from code the JIT has not finished with (C1 while C2 works): only the compile time shows it
        String problem = SteadyState.problem(List.of(fork(new double[] {25_900, 25_800, 25_900},
                new double[] {80, 20, 0})));
        assertTrue(problem != null && problem.startsWith("the JIT compiled for 100 ms during 3.0 s of measurement"),
                problem);
        assertNull(SteadyState.problem(List.of(fork(new double[] {25_900, 25_800, 25_900},
                new double[] {30, 20, 5}))), "55 ms of 3 s is under 2%");
    }

    @Test
    void withoutTheCompilerProfilerTheTimesAloneDecide() {
        double[] unknown = {Double.NaN, Double.NaN, Double.NaN};
        assertNull(SteadyState.problem(List.of(fork(new double[] {5_000, 5_100, 5_000}, unknown))));
        assertTrue(SteadyState.problem(List.of(fork(new double[] {9_000, 7_000, 5_000}, unknown))) != null);
    }

    @Test
    void aWideSpreadIsTooNoisyToCompare() {
        String problem = SteadyState.problem(List.of(fork(new double[] {5_000, 9_000, 5_100}, NO_COMPILING)));
        assertTrue(problem != null && problem.startsWith("iterations spread over 78% of their median"), problem);
    }

    @Test
    void namesTheForkThatWasNotSteady() {
        String problem = SteadyState.problem(List.of(
                fork(new double[] {5_000, 5_100, 5_000}, NO_COMPILING),
                fork(new double[] {9_000, 7_000, 5_000}, NO_COMPILING)));
        assertTrue(problem != null && problem.startsWith("fork 2: later iterations"), problem);
    }

    @Test
    void oneIterationShowsNoTrendButStillShowsCompiling() {
        assertNull(SteadyState.problem(List.of(fork(new double[] {5_000}, new double[] {0}))));
        assertTrue(SteadyState.problem(List.of(fork(new double[] {5_000}, new double[] {500}))) != null);
    }

    @Test
    void theTableWithholdsRatiosOfRowsNotAtSteadyStateAndSaysWhy() {
        List<ResultRow> rows = List.of(
                row("encode 100", Contender.HAND_WRITTEN, 24_400, null),
                row("encode 100", Contender.GENERATED, 25_900, "later iterations 60% faster than earlier ones (iterations ...)"),
                row("decode 100", Contender.HAND_WRITTEN, 22_500, "iterations spread over 80% of their median"),
                row("decode 100", Contender.RECORD_CODEC, 29_600, null),
                row("decode 100", Contender.GENERATED, 4_630, null));
        List<String> lines = MarkdownTable.render(rows).lines().toList();
        assertEquals(rows.size() + 2, lines.size());
        // the generated encode was not steady: no ratio in its group at all
        assertTrue(lines.get(2).endsWith("| not steady | not steady |"), lines.get(2));
        assertTrue(lines.get(3).endsWith("| not steady | not steady |"), lines.get(3));
        // decode: the noisy hand-written row has none, the steady ones keep theirs
        assertTrue(lines.get(4).endsWith("| not steady | not steady |"), lines.get(4));
        assertTrue(lines.get(5).endsWith("| 6.39x | 1.00x |"), lines.get(5));
        assertTrue(lines.get(6).endsWith("| 1.00x | 1.00x |"), lines.get(6));

        String note = SteadyState.note(rows);
        assertTrue(note.contains("**Not at steady state**"), note);
        assertTrue(note.contains("rerun with `--full`"), note);
        assertTrue(note.contains("- encode 100, generated: later iterations 60% faster"), note);
        assertTrue(note.contains("- decode 100, hand-written: iterations spread over 80%"), note);
        assertEquals(2, note.lines().filter(line -> line.startsWith("- ")).count(), note);
        assertEquals("", SteadyState.note(List.of(rows.get(0), rows.get(3), rows.get(4))));
    }

    private static SteadyState.Fork fork(double[] nanos, double[] compileMillis) {
        return new SteadyState.Fork(nanos, compileMillis, 1000);
    }

    private static ResultRow row(String group, Contender contender, double nanos, String unsteady) {
        return new ResultRow(group, contender, nanos, nanos / 20, 7_528, 100, 100 * 93, null, unsteady);
    }
}
