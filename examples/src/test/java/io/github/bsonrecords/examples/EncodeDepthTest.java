package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.internal.connection.FieldTrackingBsonWriter;
import com.mongodb.internal.connection.IdHoldingBsonWriter;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.Boxy;
import io.github.bsonrecords.examples.model.Chain;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocumentReader;
import org.bson.BsonObjectId;
import org.bson.BsonSerializationException;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * Encoding stops where the driver's writer stops: past 1,024 nested documents and arrays (its
 * default maximum serialization depth, the top level counted), with the driver's exception and
 * message, on the byte path, through the writer API and in the direct API; 1,024 levels encode and
 * decode back on every path. On a large stack (see {@link LargeStack}): the limit is under test.
 */
class EncodeDepthTest {
    private static final int MAX = 1024;
    private static final Codec<Chain> GENERATED = BsonTestSupport.generatedCodec(Chain.class);
    private static final Codec<Chain> DRIVER = BsonTestSupport.driverCodec(Chain.class);

    private static Map<String, Function<Chain, byte[]>> paths() {
        Map<String, Function<Chain, byte[]>> paths = new LinkedHashMap<>();
        paths.put("driver RecordCodec", chain -> encode(DRIVER, chain, false));
        paths.put("byte path", chain -> encode(GENERATED, chain, false));
        paths.put("writer API", chain -> encode(GENERATED, chain, true));
        paths.put("BsonRecords.toBson", BsonRecords::toBson);
        return paths;
    }

    @Test
    void theDeepestDocumentTheDriverWritesIsWrittenAndReadBackOnEveryPath() throws Throwable {
        LargeStack.run(EncodeDepthTest::deepestRoundTrips);
    }

    private static void deepestRoundTrips() {
        Chain deepest = Chain.ofLevels(MAX);
        byte[] expected = encode(DRIVER, deepest, false);
        paths().forEach((path, encoder) -> assertArrayEquals(expected, encoder.apply(deepest), path));
        // compared through the driver's encoding: Chain.equals recurses 1,024 deep and overflows a test thread's stack
        assertArrayEquals(expected, encode(DRIVER, BsonTestSupport.decode(GENERATED, expected), false), "byte path decode");
        assertArrayEquals(expected, encode(DRIVER, BsonRecords.fromBson(expected, Chain.class), false), "fromBson");
        assertArrayEquals(expected, encode(DRIVER, GENERATED.decode(new BsonDocumentReader(
                BsonTestSupport.asDocument(expected)), DecoderContext.builder().build()), false), "reader path");
    }

    @Test
    void oneLevelMoreFailsAsTheDriverFailsOnEveryPath() throws Throwable {
        LargeStack.run(EncodeDepthTest::oneLevelMoreFails);
    }

    private static void oneLevelMoreFails() {
        Chain tooDeep = Chain.ofLevels(MAX + 1);
        String expected = assertThrows(BsonSerializationException.class, () -> encode(DRIVER, tooDeep, false))
                .getMessage();
        paths().forEach((path, encoder) -> assertEquals(expected,
                assertThrows(BsonSerializationException.class, () -> encoder.apply(tooDeep), path).getMessage(), path));
    }

    /**
     * The driver's insert and replace writers (the body spliced into them as bytes): the deepest
     * document is written as the driver's RecordCodec writes it through the same writer, one level
     * more fails with the same message.
     */
    @Test
    void theInsertAndReplaceWritersStopWhereTheDriverStops() throws Throwable {
        LargeStack.run(() -> {
            for (String writer : List.of("insert", "replace")) {
                Chain deepest = Chain.ofLevels(MAX);
                assertArrayEquals(throughDriverWriter(DRIVER, deepest, writer), throughDriverWriter(GENERATED, deepest, writer),
                        writer);
                Chain tooDeep = Chain.ofLevels(MAX + 1);
                String expected = assertThrows(BsonSerializationException.class,
                        () -> throughDriverWriter(DRIVER, tooDeep, writer)).getMessage();
                assertEquals(expected, assertThrows(BsonSerializationException.class,
                        () -> throughDriverWriter(GENERATED, tooDeep, writer)).getMessage(), writer);
            }
        });
    }

    /** As {@code insertOne} (a collectible document, an id appended when missing) or {@code replaceOne} encodes. */
    private static byte[] throughDriverWriter(Codec<Chain> codec, Chain chain, String kind) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            if (kind.equals("insert")) {
                codec.encode(new IdHoldingBsonWriter(writer, new BsonObjectId(new ObjectId("65e1a3f0c2a4b81d2f9e7a10"))),
                        chain, EncoderContext.builder().isEncodingCollectibleDocument(true).build());
            } else {
                codec.encode(new FieldTrackingBsonWriter(writer), chain, EncoderContext.builder().build());
            }
        }
        return output.toByteArray();
    }

    @Test
    void aCycleTooDeepToEncodeLeavesTheThreadsBufferUsable() {
        assertThrows(BsonSerializationException.class, () -> BsonRecords.toBson(Chain.ofLevels(MAX * 3)));
        Chain small = Chain.ofLevels(3);
        assertArrayEquals(encode(DRIVER, small, false), BsonRecords.toBson(small));
    }

    /**
     * A record reached through a registry value (an Object in a map) is encoded by a fresh writer;
     * the depth still counts from the top, so the limit and the driver's message are the same, and
     * a nesting far too deep is refused before the stack runs out.
     */
    @Test
    void theDepthCountsThroughRegistryValuesOnEveryPath() {
        Codec<Boxy> generated = BsonTestSupport.generatedCodec(Boxy.class);
        // the driver writer's own refusal, nesting one document more than its maximum
        String driversMessage = assertThrows(BsonSerializationException.class, () -> {
            try (BsonBinaryWriter writer = new BsonBinaryWriter(new BasicOutputBuffer())) {
                writer.writeStartDocument();
                for (int level = 1; level <= MAX; level++) {
                    writer.writeStartDocument("d");
                }
            }
        }).getMessage();
        for (int levels : new int[] {600, 2_000, 100_000}) {
            Boxy tooDeep = Boxy.nested(levels);
            String expected = levels > 600 ? null : driversMessage;
            Map<String, Function<Boxy, byte[]>> paths = new LinkedHashMap<>();
            paths.put("byte path", boxy -> encodeAny(generated, boxy, false));
            paths.put("writer API", boxy -> encodeAny(generated, boxy, true));
            paths.put("BsonRecords.toBson", BsonRecords::toBson);
            paths.forEach((path, encoder) -> {
                BsonSerializationException e = assertThrows(BsonSerializationException.class, () -> encoder.apply(tooDeep),
                        path + ", " + levels + " levels");
                if (expected != null) {
                    assertEquals(expected, e.getMessage(), path);
                }
            });
        }
        Boxy fits = Boxy.nested(500);
        assertArrayEquals(encodeAny(generated, fits, true), encodeAny(generated, fits, false));
    }

    private static <T> byte[] encodeAny(Codec<T> codec, T value, boolean writerApi) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = writerApi ? new BsonBinaryWriter(output) { } : new BsonBinaryWriter(output)) {
            codec.encode(writer, value, EncoderContext.builder().build());
        }
        return output.toByteArray();
    }

    /** Through a BsonBinaryWriter, or a subclass of it, which takes the writer API. */
    private static byte[] encode(Codec<Chain> codec, Chain chain, boolean writerApi) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = writerApi ? new BsonBinaryWriter(output) { } : new BsonBinaryWriter(output)) {
            codec.encode(writer, chain, EncoderContext.builder().build());
        }
        return output.toByteArray();
    }
}
