package io.github.bsonrecords.benchmarks.e2e;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;

/**
 * Through {@code MongoClient}: {@code replaceOne} of one telemetry reading by {@code _id}, in a
 * collection of one document (the driver's replace path: its {@code FieldTrackingBsonWriter}).
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class EndToEndReplaceBenchmark extends EndToEndBenchmark {
    @Benchmark
    public ClientOperations replaceOne() {
        return ClientThreadMeter.measure(1, () -> {
            operations().replaceOne();
            return operations();
        });
    }
}
