package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.benchmarks.polymorphic.PolymorphicDecodeBenchmark;
import org.junit.jupiter.api.Test;

/** The polymorphic benchmark decodes what it claims: 100 figures of each drawing, the mixed one with all three records. */
class PolymorphicFixturesTest {

    @Test
    void everyBenchmarkDecodesItsHundredFigures() {
        PolymorphicDecodeBenchmark benchmark = new PolymorphicDecodeBenchmark();
        benchmark.setUp();
        assertEquals(100, benchmark.decodeMixed().figures().size());
        assertEquals(3, benchmark.decodeMixed().figures().stream().map(Object::getClass).distinct().count());
        assertEquals(100, benchmark.decodeOneRecord().figures().size());
        assertEquals(100, benchmark.decodeNoHierarchy().figures().size());
    }
}
