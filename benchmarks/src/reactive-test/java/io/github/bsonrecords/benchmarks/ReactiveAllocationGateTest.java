package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.benchmarks.e2e.AllThreadsMeter;
import io.github.bsonrecords.benchmarks.e2e.ReactiveAllocation;
import io.github.bsonrecords.benchmarks.e2e.ReactiveContender;
import io.github.bsonrecords.benchmarks.e2e.ReactiveFindWorkload;
import io.github.bsonrecords.benchmarks.e2e.SpringCodecReading;
import io.github.bsonrecords.benchmarks.e2e.SpringReactiveReading;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The reactive suite: every contender reads the same 1,000 readings, and the module's reactive template
 * and repository allocate, on all the client's threads, within 1.2x of the reactive driver reading the
 * collection typed with the record through the generated codec. Prints the table.
 */
class ReactiveAllocationGateTest {
    static final double WITHIN = 1.2;

    private static ReactiveFindWorkload workload;

    @BeforeAll
    static void open() {
        workload = new ReactiveFindWorkload();
    }

    @AfterAll
    static void close() {
        workload.close();
    }

    @Test
    void everyContenderReadsTheStoredReadings() {
        List<SpringCodecReading> expected = workload.expected();
        for (ReactiveContender contender : ReactiveContender.values()) {
            List<?> found = workload.findAll(contender).get();
            List<?> asCodecReadings = found.stream().map(value -> value instanceof SpringReactiveReading plain
                    ? new SpringCodecReading(plain.id(), plain.sensorId(), plain.timestamp(), plain.temperature(),
                            plain.humidity(), plain.pressure())
                    : value).toList();
            assertEquals(expected, asCodecReadings, contender.toString());
        }
    }

    @Test
    void theModulesReactiveReadsAllocateWithinOnePointTwoTimesTheDriverWithTheCodec() {
        assertTrue(AllThreadsMeter.supported(), "this JVM measures threads' allocation");
        Map<ReactiveContender, Double> rows = ReactiveAllocation.measure(workload);
        System.out.print(ReactiveAllocation.table(rows));
        double driver = rows.get(ReactiveContender.DRIVER_CODEC);
        for (ReactiveContender contender : ReactiveContender.values()) {
            if (contender.module()) {
                assertTrue(rows.get(contender) <= WITHIN * driver, contender + ": " + rows.get(contender)
                        + " B/doc against the driver's " + driver + "\n" + ReactiveAllocation.table(rows));
            }
        }
    }
}
