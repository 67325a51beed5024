package io.github.bsonrecords.benchmarks.stored;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Both ways of {@link ShortLastFieldBenchmark} decode its 100 stored documents to the same tasks. */
class ShortLastFieldBenchmarkTest {

    @Test
    void bothWaysDecodeTheSameTasks() {
        ShortLastFieldBenchmark benchmark = new ShortLastFieldBenchmark();
        benchmark.setUp();
        List<Object> fromBson = new ArrayList<>(benchmark.fromBson());
        List<Object> oneReaderEach = new ArrayList<>(benchmark.oneReaderEach());
        assertEquals(100, fromBson.size());
        assertEquals(fromBson, oneReaderEach);
        assertEquals(new Task("task 99", 4, true), fromBson.get(99));
        assertEquals(new Task("task 98", 3, false), fromBson.get(98));
    }
}
