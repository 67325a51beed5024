package io.github.bsonrecords.examples.legal;

import static io.github.bsonrecords.examples.DeepEquality.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.codec.lookup.CodecsByName;
import java.nio.ByteBuffer;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;

/**
 * One value through every path: the byte path (a plain {@code BsonBinaryWriter}/{@code Reader} and
 * the direct API), the reader/writer path (a writer subclass and a tree reader, which take no
 * byte path), and, where it handles the shape, the driver's reflective {@code RecordCodec}. Every
 * path writes the same bytes and reads back a deeply equal value.
 */
final class RoundTrips {
    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    private static final DecoderContext DECODE = DecoderContext.builder().build();

    private RoundTrips() {
    }

    static <R> void check(Class<R> type, R value, CodecRegistry registry, Codec<R> driver) {
        Codec<R> codec = registry.get(type);
        assertEquals(generatedCodecName(type), codec.getClass().getName(), "the codec the registry gives");

        byte[] fast = encode(codec, value, false);
        assertArrayEquals(encode(codec, value, true), fast, "bytes of the writer path against the byte path");
        assertArrayEquals(fast, BsonRecords.toBson(value, registry), "bytes of BsonRecords.toBson");

        assertDeepEquals(value, decode(codec, fast), "byte path: " + type.getSimpleName());
        assertDeepEquals(value, codec.decode(new BsonDocumentReader(tree(fast)), DECODE),
                "reader path: " + type.getSimpleName());
        assertDeepEquals(value, BsonRecords.fromBson(fast, type, registry), "fromBson: " + type.getSimpleName());
        assertDeepEquals(value, BsonRecords.fromBson(new RawBsonDocument(fast), type, registry),
                "fromBson(RawBsonDocument): " + type.getSimpleName());

        if (driver != null) {
            byte[] drivers = encode(driver, value, false);
            assertArrayEquals(drivers, fast, "bytes of the driver's RecordCodec against ours");
            assertDeepEquals(value, decode(codec, drivers), "ours reading the driver's bytes: " + type.getSimpleName());
            assertDeepEquals(value, decode(driver, fast), "the driver reading our bytes: " + type.getSimpleName());
        }
    }

    /** {@code p.Outer$Inner} -> {@code p.Outer_InnerBsonCodec}, the processor's naming contract. */
    static String generatedCodecName(Class<?> type) {
        return CodecsByName.codecClassName(type);
    }

    private static <R> byte[] encode(Codec<R> codec, R value, boolean throughWriterApi) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        // a subclass of the binary writer is not the class the byte path asks for: the codec writes through its API
        try (BsonBinaryWriter writer = throughWriterApi ? new BsonBinaryWriter(buffer) { } : new BsonBinaryWriter(buffer)) {
            codec.encode(writer, value, ENCODE);
        }
        return buffer.toByteArray();
    }

    private static <R> R decode(Codec<R> codec, byte[] bytes) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
            return codec.decode(reader, DECODE);
        }
    }

    private static BsonDocument tree(byte[] bytes) {
        return new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DECODE);
    }
}
