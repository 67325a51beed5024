package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.Chain;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonInt32;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Documents nested far deeper than any record should be, through a recursive record: decoding
 * stops at 1,024 levels with a {@link BsonRecordDecodingException} naming the record and the
 * path, on the byte path, the reader path and the direct API, never with a StackOverflowError.
 * Tests of the limit itself run on a thread with a large stack: cold, interpreted frames can fill
 * a default 1 MiB stack before 1,024 levels.
 */
class DecodeDepthTest {
    private static final Codec<Chain> CODEC = BsonTestSupport.generatedCodec(Chain.class);

    @ParameterizedTest(name = "{0} levels")
    @ValueSource(ints = {1025, 10_000, 100_000})
    void deeperThanTheMaximumFailsWithTheRecordAndThePath(int levels) throws Throwable {
        LargeStack.run(() -> deeperThanTheMaximum(levels));
    }

    /** On a thread's default stack, which may end first: the same exception, never a StackOverflowError. */
    @ParameterizedTest(name = "{0} levels")
    @ValueSource(ints = {10_000, 100_000})
    void aStackThatEndsFirstFailsWithTheSameException(int levels) {
        byte[] bytes = chainBytes(levels);
        BsonRecordDecodingException e = assertThrows(BsonRecordDecodingException.class,
                () -> BsonTestSupport.decode(CODEC, bytes));
        assertTrue(e.getMessage().startsWith("Cannot decode " + Chain.class.getName() + ".next from BSON field 'next'"));
    }

    private static void deeperThanTheMaximum(int levels) {
        byte[] bytes = chainBytes(levels);
        assertTooDeep(assertThrows(BsonRecordDecodingException.class, () -> BsonTestSupport.decode(CODEC, bytes)));
        assertTooDeep(assertThrows(BsonRecordDecodingException.class, () -> BsonRecords.fromBson(bytes, Chain.class)));
        BsonDocument tree = chainTree(levels);
        assertTooDeep(assertThrows(BsonRecordDecodingException.class,
                () -> CODEC.decode(new BsonDocumentReader(tree), DecoderContext.builder().build())));
    }

    @ParameterizedTest(name = "{0} levels")
    @ValueSource(ints = {1, 2, 1000, 1024})
    void upToTheMaximumDecodes(int levels) throws Throwable {
        Chain chain = LargeStack.call(() -> BsonTestSupport.decode(CODEC, chainBytes(levels)));
        int depth = 0;
        for (Chain level = chain; level != null; level = level.next()) {
            assertEquals(depth++, level.n());
        }
        assertEquals(levels, depth);
    }

    private static void assertTooDeep(BsonRecordDecodingException e) {
        String message = e.getMessage();
        assertTrue(message.startsWith("Cannot decode " + Chain.class.getName() + ".next from BSON field 'next'"),
                message.substring(0, Math.min(200, message.length())));
        assertTrue(message.contains("nested more than 1024 levels deep"), message.substring(0, 300));
        assertTrue(message.contains("(at " + "next.".repeat(1023) + "next"), "the path from the top");
    }

    /** {@code {n: 0, next: {n: 1, next: ... {n: levels - 1}}}}, written outside-in in one pass. */
    static byte[] chainBytes(int levels) {
        int innermost = 4 + 7 + 1;
        int perLevel = 7 + 6 + 1 + 4;
        ByteBuffer out = ByteBuffer.allocate(innermost + perLevel * (levels - 1)).order(ByteOrder.LITTLE_ENDIAN);
        for (int n = 0; n < levels; n++) {
            int size = innermost + perLevel * (levels - 1 - n);
            out.putInt(size).put((byte) 0x10).put((byte) 'n').put((byte) 0).putInt(n);
            if (n < levels - 1) {
                out.put((byte) 0x03).put("next".getBytes(java.nio.charset.StandardCharsets.US_ASCII)).put((byte) 0);
            }
        }
        for (int n = 0; n < levels; n++) {
            out.put((byte) 0);
        }
        return out.array();
    }

    private static BsonDocument chainTree(int levels) {
        BsonDocument inner = new BsonDocument("n", new BsonInt32(levels - 1));
        for (int n = levels - 2; n >= 0; n--) {
            inner = new BsonDocument("n", new BsonInt32(n)).append("next", inner);
        }
        return inner;
    }
}
