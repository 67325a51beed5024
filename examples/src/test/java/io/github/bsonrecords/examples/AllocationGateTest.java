package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.internal.connection.FieldTrackingBsonWriter;
import com.mongodb.internal.connection.IdHoldingBsonWriter;
import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.List;
import org.bson.BsonArray;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonType;
import org.bson.BsonValue;
import org.bson.BsonWriter;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * Allocation per operation, measured exactly with the thread's allocated-bytes counter after
 * warm-up: a noise-free regression gate (no timings here; those are in the benchmarks).
 *
 * <p>Run with escape analysis off ({@code -XX:-DoEscapeAnalysis}, the {@code allocation-gates}
 * execution in this module's pom): every allocation is counted, whatever the JIT inlines. With it
 * on, whether C2 removes one of the writer's own 32-byte objects depends on the inlining of the
 * measuring lambda, so a comparison with the writer alone moved between 368 and 400 B/op from one
 * JVM to the next (the JDK 25 leg of CI failed on it once) while the codec itself allocated nothing.
 */
class AllocationGateTest {
    private static final ThreadMXBean THREADS = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final int DOCUMENTS = 100;
    private static final DecoderContext DECODE = DecoderContext.builder().build();
    private static final EncoderContext ENCODE = EncoderContext.builder().build();

    /**
     * The record, its String and its Instant are 128 B; one 24-byte object per document locates
     * the document's bytes (the reader's mark, or the in-place capture; C2 scalar-replaces it once
     * escape analysis is on, hence 131 B/doc in JMH); the reader's own share is a few bytes.
     */
    @Test
    void decodingTelemetryFromACursorBatchAllocatesAtMost156BytesPerDocument() {
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
        assertTrue(perDocument <= 156, "decode allocates " + perDocument + " B/doc");
    }

    /**
     * Documents as {@code find} returns them for a record without an {@code _id}: the server's
     * {@code _id} first, and every other document in another order with two unmapped fields. Once
     * the codec has learned both layouts, decoding allocates exactly what it does for documents as
     * written: learning allocates once per new layout, never per document.
     */
    @Test
    void decodingStoredDocumentsInTwoLayoutsAllocatesWhatDocumentsAsWrittenDo() {
        Codec<TelemetryReading> codec = generatedCodec(TelemetryReading.class);
        BsonDocument written = new BsonDocumentCodec().decode(
                new BsonBinaryReader(ByteBuffer.wrap(TelemetryBatch.firstBatch(codec, DOCUMENTS))), DECODE);
        BsonArray stored = new BsonArray();
        int index = 0;
        for (BsonValue document : written.getArray("firstBatch")) {
            BsonDocument fields = document.asDocument();
            BsonDocument layout = new BsonDocument("_id", new BsonObjectId(new ObjectId(index, index)));
            if (index++ % 2 == 0) {
                layout.putAll(fields);
            } else {
                layout.put("pressure", fields.get("pressure"));
                layout.put("site", new BsonString("plant-7"));
                for (String key : List.of("ts", "temp", "sensorId", "humidity")) {
                    layout.put(key, fields.get(key));
                }
                layout.put("calibrated", BsonBoolean.TRUE);
            }
            stored.add(layout);
        }
        byte[] batch = BsonTestSupport.encodeDocument(new BsonDocument("firstBatch", stored));
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
        System.out.printf("allocation gate: cursor-batch decode of stored documents, two layouts %.1f B/doc%n", perDocument);
        assertTrue(perDocument <= 156, "decode allocates " + perDocument + " B/doc");
    }

    /**
     * Both measurements run one compiled method ({@link WriterRound}), warmed up on both branches
     * first: the writer's own allocations (which moved between 392 and 424 B/op from one JVM to the
     * next, and once differed between two lambdas of the same JVM) are then the same code on both
     * sides, and the difference is the codec's.
     */
    @Test
    void encodingAllocatesNoMoreThanTheWriterDoesForAnEmptyDocument() {
        Codec<TelemetryReading> codec = generatedCodec(TelemetryReading.class);
        TelemetryReading reading = new TelemetryReading("sensor-00042", Instant.ofEpochMilli(1_700_000_000_000L), 21.5,
                40.25, 1013.0);
        WriterRound round = new WriterRound(codec, reading);
        for (int i = 0; i < 40_000; i++) {
            round.encode = i % 2 == 0;
            round.run();
        }
        round.encode = false;
        double writerAlone = bytesPerOperation(round);
        round.encode = true;
        double encode = bytesPerOperation(round);
        System.out.printf("allocation gate: encode %.1f B/op, the writer alone %.1f B/op%n", encode, writerAlone);
        assertTrue(encode <= writerAlone, "encode allocates " + encode + " B/op, the writer alone " + writerAlone);
        assertEquals(true, writerAlone > 0, "the counter measures something");
    }

    /** A new writer over one buffer, then the record encoded into it or an empty document written. */
    private static final class WriterRound implements Runnable {
        private final BasicOutputBuffer output = new BasicOutputBuffer(1 << 16);
        private final Codec<TelemetryReading> codec;
        private final TelemetryReading reading;
        boolean encode;

        WriterRound(Codec<TelemetryReading> codec, TelemetryReading reading) {
            this.codec = codec;
            this.reading = reading;
        }

        @Override
        public void run() {
            output.truncateToPosition(0);
            try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
                if (encode) {
                    codec.encode(writer, reading, ENCODE);
                } else {
                    writer.writeStartDocument();
                    writer.writeEndDocument();
                }
            }
        }
    }

    /**
     * The driver's insert and replace writers: the spliced bytes allocate no more than the writer
     * API does on the same writer (a subclass the codec does not recognise gets the writer API).
     */
    @Test
    void insertAndReplaceThroughTheDriversWritersAllocateNoMoreThanTheWriterApi() {
        Codec<TelemetryReading> codec = generatedCodec(TelemetryReading.class);
        TelemetryReading reading = new TelemetryReading("sensor-00042", Instant.ofEpochMilli(1_700_000_000_000L), 21.5,
                40.25, 1013.0);
        EncoderContext collectible = EncoderContext.builder().isEncodingCollectibleDocument(true).build();
        BsonObjectId fallback = new BsonObjectId(new ObjectId("65e1a3f0c2a4b81d2f9e7a10"));
        BasicOutputBuffer output = new BasicOutputBuffer(1 << 16);
        double[] insert = new double[2];
        double[] replace = new double[2];
        for (int api = 0; api < 2; api++) {
            boolean writerApi = api == 1;
            insert[api] = bytesPerOperation(() -> {
                output.truncateToPosition(0);
                try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
                    codec.encode(writerApi ? new WriterApiIdHolding(writer, fallback) : new IdHoldingBsonWriter(writer,
                            fallback), reading, collectible);
                }
            });
            replace[api] = bytesPerOperation(() -> {
                output.truncateToPosition(0);
                try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
                    writer.writeStartDocument();
                    writer.writeName("u");
                    codec.encode(writerApi ? new WriterApiFieldTracking(writer) : new FieldTrackingBsonWriter(writer),
                            reading, ENCODE);
                    writer.writeEndDocument();
                }
            });
        }
        System.out.printf("allocation gate: insert writer %.1f B/doc (writer API %.1f), replace writer %.1f B/doc"
                + " (writer API %.1f)%n", insert[0], insert[1], replace[0], replace[1]);
        assertTrue(insert[0] <= insert[1], "insert " + insert[0] + " B/doc, writer API " + insert[1]);
        assertTrue(replace[0] <= replace[1], "replace " + replace[0] + " B/doc, writer API " + replace[1]);
    }

    /** The driver's writers under classes the codecs do not recognise: they get the writer API. */
    private static final class WriterApiIdHolding extends IdHoldingBsonWriter {
        WriterApiIdHolding(BsonWriter writer, BsonObjectId fallbackId) {
            super(writer, fallbackId);
        }
    }

    private static final class WriterApiFieldTracking extends FieldTrackingBsonWriter {
        WriterApiFieldTracking(BsonWriter writer) {
            super(writer);
        }
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
