package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.time.Instant;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonType;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;

/**
 * Allocation per operation, measured exactly with the thread's allocated-bytes counter after
 * warm-up: a noise-free regression gate (no timings here; those are in the benchmarks).
 */
class AllocationGateTest {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final int DOCUMENTS = 100;
    private static final DecoderContext DECODE = DecoderContext.builder().build();
    private static final EncoderContext ENCODE = EncoderContext.builder().build();

    /** The record, its String and its Instant are about 128 B; the reader's own share is a few bytes a document. */
    @Test
    void decodingTelemetryFromACursorBatchAllocatesAtMost136BytesPerDocument() {
        Codec<TelemetryReading> codec = generatedCodec(TelemetryReading.class);
        byte[] batch = TelemetryBatch.firstBatch(codec, DOCUMENTS);
        Runnable decodeBatch = () -> {
            try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(batch))) {
                reader.readStartDocument();
                reader.readName();
                reader.readStartArray();
                while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    TelemetryBatch.sink = codec.decode(reader, DECODE);
                }
                reader.readEndArray();
                reader.readEndDocument();
            }
        };
        double perDocument = bytesPerOperation(decodeBatch) / DOCUMENTS;
        System.out.printf("allocation gate: cursor-batch decode %.1f B/doc%n", perDocument);
        assertTrue(perDocument <= 136, "decode allocates " + perDocument + " B/doc");
    }

    @Test
    void encodingAllocatesNoMoreThanTheWriterDoesForAnEmptyDocument() {
        Codec<TelemetryReading> codec = generatedCodec(TelemetryReading.class);
        TelemetryReading reading = new TelemetryReading("sensor-00042", Instant.ofEpochMilli(1_700_000_000_000L), 21.5,
                40.25, 1013.0);
        BasicOutputBuffer output = new BasicOutputBuffer(1 << 16);
        double writerAlone = bytesPerOperation(() -> {
            output.truncateToPosition(0);
            try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
                writer.writeStartDocument();
                writer.writeEndDocument();
            }
        });
        double encode = bytesPerOperation(() -> {
            output.truncateToPosition(0);
            try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
                codec.encode(writer, reading, ENCODE);
            }
        });
        System.out.printf("allocation gate: encode %.1f B/op, the writer alone %.1f B/op%n", encode, writerAlone);
        assertTrue(encode <= writerAlone, "encode allocates " + encode + " B/op, the writer alone " + writerAlone);
        assertEquals(true, writerAlone > 0, "the counter measures something");
    }

    /**
     * Allocated bytes per run in the steady state: rounds of runs until the lowest round has not
     * improved for 10 rounds and 5 seconds (or a minute has passed). Until C2 has compiled the
     * path, escape analysis has not removed what it will remove; when other work holds the cores,
     * the compiler threads can take seconds to get there.
     */
    static double bytesPerOperation(Runnable operation) {
        for (int i = 0; i < 20_000; i++) {
            operation.run();
        }
        long deadline = System.nanoTime() + 60_000_000_000L;
        double best = Double.MAX_VALUE;
        int roundsWithoutImprovement = 0;
        long lastImprovement = System.nanoTime();
        while ((roundsWithoutImprovement < 10 || System.nanoTime() - lastImprovement < 5_000_000_000L)
                && System.nanoTime() < deadline) {
            int runs = 2_000;
            long before = THREADS.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < runs; i++) {
                operation.run();
            }
            double perRun = (double) (THREADS.getCurrentThreadAllocatedBytes() - before) / runs;
            if (perRun < best) {
                best = perRun;
                roundsWithoutImprovement = 0;
                lastImprovement = System.nanoTime();
            } else {
                roundsWithoutImprovement++;
            }
        }
        return best;
    }
}
