package io.github.bsonrecords.examples;

import java.time.Instant;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

/** A cursor reply as the driver reads it: {@code {firstBatch: [documents]}}. */
final class TelemetryBatch {
    /** Where decoded records go, so the JIT cannot drop the work. */
    static volatile Object sink;

    private TelemetryBatch() {
    }

    static byte[] firstBatch(Codec<TelemetryReading> codec, int documents) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            writer.writeStartDocument();
            writer.writeStartArray("firstBatch");
            for (int i = 0; i < documents; i++) {
                codec.encode(writer, new TelemetryReading(String.format("sensor-%05d", i % 50),
                        Instant.ofEpochMilli(1_700_000_000_000L + i * 1000L), 20 + i % 7, 40 + i % 11, 1000 + i % 13),
                        EncoderContext.builder().build());
            }
            writer.writeEndArray();
            writer.writeEndDocument();
        }
        return output.toByteArray();
    }
}
