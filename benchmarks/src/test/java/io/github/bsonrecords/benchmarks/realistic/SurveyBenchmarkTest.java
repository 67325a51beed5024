package io.github.bsonrecords.benchmarks.realistic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.bsonrecords.SurveyReport;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** What {@link SurveyBenchmark} measures does what it says on every family, before anyone times it. */
class SurveyBenchmarkTest {

    @ParameterizedTest
    @EnumSource(Family.class)
    void theSurveyReadsEveryDocumentTheCodecDecodes(Family family) {
        SurveyBenchmark benchmark = new SurveyBenchmark();
        benchmark.family = family;
        benchmark.setUp();

        SurveyReport report = benchmark.survey();
        assertEquals(Family.DOCUMENTS, report.documents(), report::toText);
        assertEquals(Family.DOCUMENTS, report.readable(), report::toText);
        assertEquals(Family.DOCUMENTS, benchmark.decode().size());
        assertFalse(benchmark.documentByHand().isEmpty());
        assertFalse(report.paths().isEmpty());
    }
}
