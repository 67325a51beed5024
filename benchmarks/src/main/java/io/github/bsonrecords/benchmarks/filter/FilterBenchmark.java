package io.github.bsonrecords.benchmarks.filter;

import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.shapes.DeepLevel6;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.bson.BsonDocument;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * What one filter costs: building it and rendering it into the {@code BsonDocument} the driver
 * sends, with the registry a collection of generated codecs has, the driver's
 * {@code Filters.eq(String, Object)} against the generated metamodel. Values rotate through a
 * small table, so that no filter is a constant.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FilterBenchmark {
    private static final int VALUES = 16;

    @Param({"DRIVER_BUILDERS", "GENERATED"})
    public Contender contender;

    private FilterSubject filters;
    private final CodecRegistry registry = CodecLookup.GENERATED_FIRST;
    private final String[] sensors = new String[VALUES];
    private final double[] temperatures = new double[VALUES];
    private final Instant[] timestamps = new Instant[VALUES];
    private final DeepLevel6[] nested = new DeepLevel6[VALUES];
    private int next;

    @Setup
    public void setUp() {
        filters = FilterSubject.of(contender);
        for (int i = 0; i < VALUES; i++) {
            sensors[i] = "sensor-" + (10_000 + i);
            temperatures[i] = 18.0 + i * 0.25;
            timestamps[i] = Instant.parse("2024-03-01T08:00:00Z").plusSeconds(60L * i);
            nested[i] = new DeepLevel6("left-" + i, "right-" + i);
        }
        // both contenders must send the same filter, or the comparison means nothing
        FilterSubject driver = FilterSubject.of(Contender.DRIVER_BUILDERS);
        FilterSubject generated = FilterSubject.of(Contender.GENERATED);
        check(driver.eqString(sensors[0]), generated.eqString(sensors[0]));
        check(driver.eqDouble(temperatures[0]), generated.eqDouble(temperatures[0]));
        check(driver.eqInstant(timestamps[0]), generated.eqInstant(timestamps[0]));
        check(driver.eqNestedRecord(nested[0]), generated.eqNestedRecord(nested[0]));
        check(driver.range(temperatures[0], temperatures[1]), generated.range(temperatures[0], temperatures[1]));
    }

    private void check(Bson driver, Bson generated) {
        BsonDocument expected = driver.toBsonDocument(BsonDocument.class, registry);
        BsonDocument actual = generated.toBsonDocument(BsonDocument.class, registry);
        if (!expected.equals(actual)) {
            throw new IllegalStateException("the contenders send different filters: " + expected + " and " + actual);
        }
    }

    private int index() {
        next = (next + 1) & (VALUES - 1);
        return next;
    }

    @Benchmark
    public BsonDocument eqString() {
        return filters.eqString(sensors[index()]).toBsonDocument(BsonDocument.class, registry);
    }

    @Benchmark
    public BsonDocument eqDouble() {
        return filters.eqDouble(temperatures[index()]).toBsonDocument(BsonDocument.class, registry);
    }

    @Benchmark
    public BsonDocument eqInstant() {
        return filters.eqInstant(timestamps[index()]).toBsonDocument(BsonDocument.class, registry);
    }

    @Benchmark
    public BsonDocument eqNestedRecord() {
        return filters.eqNestedRecord(nested[index()]).toBsonDocument(BsonDocument.class, registry);
    }

    @Benchmark
    public BsonDocument range() {
        int i = index();
        return filters.range(temperatures[i], temperatures[(i + 4) & (VALUES - 1)])
                .toBsonDocument(BsonDocument.class, registry);
    }
}
