package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.Chain;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocumentReader;
import org.bson.BsonSerializationException;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
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

    @Test
    void aCycleTooDeepToEncodeLeavesTheThreadsBufferUsable() {
        assertThrows(BsonSerializationException.class, () -> BsonRecords.toBson(Chain.ofLevels(MAX * 3)));
        Chain small = Chain.ofLevels(3);
        assertArrayEquals(encode(DRIVER, small, false), BsonRecords.toBson(small));
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
