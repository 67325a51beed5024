package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import java.util.concurrent.TimeUnit;
import org.bson.io.BasicOutputBuffer;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * The values each contender decoded from a family's 101 stored documents ({@link RealisticBenchmark}), encoded
 * one document after the other: plain, and through the driver's insert writer ({@code IdHoldingBsonWriter}).
 * {@code FLOOR} copies the finished bytes of each document (as the generated codec writes them) into the buffer:
 * the least work any encoder must do.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class RealisticBenchmarkEncode {
    @Param({"MOVIES", "ORDERS", "CUSTOMERS", "ACCOUNTS", "PLACES", "EVENTS", "USERS"})
    public Family family;

    @Param({"DOCUMENT", "RECORD_CODEC", "MICRONAUT_SERDE", "GENERATED", "FLOOR"})
    public Contender contender;

    private Subject subject;
    private byte[][] finished;
    private BasicOutputBuffer buffer;

    @Setup
    public void setUp() {
        RealisticWorkload workload = new RealisticWorkload(family);
        subject = workload.subject(contender == Contender.FLOOR ? Contender.GENERATED : contender);
        if (contender == Contender.FLOOR) {
            finished = subject.values().stream().map(value -> BsonOps.encode(subject.codec(), value))
                    .toArray(byte[][]::new);
        }
        buffer = new BasicOutputBuffer((int) workload.totalBytes() * 2);
    }

    @Benchmark
    public BasicOutputBuffer encode() {
        if (finished != null) {
            copyFinished();
        } else {
            BsonOps.encodeAll(subject.codec(), subject.values(), buffer);
        }
        return buffer;
    }

    @Benchmark
    public BasicOutputBuffer encodeInsertPath() {
        if (finished != null) {
            copyFinished();
        } else {
            BsonOps.encodeAllForInsert(subject.codec(), subject.values(), buffer);
        }
        return buffer;
    }

    private void copyFinished() {
        buffer.truncateToPosition(0);
        for (byte[] document : finished) {
            buffer.writeBytes(document);
        }
    }
}
