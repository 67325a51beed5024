package io.github.bsonrecords.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.codec.BsonSamples;
import io.github.bsonrecords.codec.write.BsonBuffer;
import org.bson.BsonBinaryWriter;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;

/** The bounded pool behind every scratch array a thread does not keep, and exact string reservation. */
class ScratchArraysTest {
    @Test
    void slotsAreAPowerOfTwoFromFourToSixteen() {
        assertEquals(4, ScratchArrays.slots(1));
        assertEquals(4, ScratchArrays.slots(2));
        assertEquals(8, ScratchArrays.slots(3));
        assertEquals(16, ScratchArrays.slots(8));
        assertEquals(16, ScratchArrays.slots(256));
    }

    @Test
    void thePoolNeverHoldsMoreThanItsSlotsOfTheLargestArray() {
        for (int i = 0; i < 100; i++) {
            ScratchArrays.give(new byte[ScratchArrays.MAX_ARRAY]);
        }
        ScratchArrays.give(new byte[ScratchArrays.MAX_ARRAY + 1]);
        assertTrue(ScratchArrays.heldBytes() <= (long) ScratchArrays.SLOTS * ScratchArrays.MAX_ARRAY,
                () -> "held " + ScratchArrays.heldBytes());
        byte[] taken = ScratchArrays.take(ScratchArrays.MAX_ARRAY);
        assertNotNull(taken);
        assertTrue(taken.length >= ScratchArrays.MAX_ARRAY);
        ScratchArrays.give(taken);
    }

    @Test
    void aLargerArrayReplacesASmallerOneInAFullPool() {
        for (int i = 0; i < ScratchArrays.SLOTS; i++) {
            ScratchArrays.give(new byte[16]);
        }
        byte[] large = new byte[ScratchArrays.MAX_ARRAY];
        ScratchArrays.give(large);
        byte[] taken = ScratchArrays.take(ScratchArrays.MAX_ARRAY);
        assertNotNull(taken, "the large array was kept");
        ScratchArrays.give(taken);
    }

    /** A non-ASCII tail measured after the ASCII prefix was copied: the array grows, the prefix must survive. */
    @Test
    void stringsGrowingPastTheirAsciiPrefixMatchTheDriver() {
        String[] tails = {"é", "日本語", "\uD83D\uDE00", "\uD800", "x\u07FF"};
        for (int prefix = 0; prefix < 600; prefix += 7) {
            for (String tail : tails) {
                String value = "a".repeat(prefix) + tail + "z".repeat(prefix % 5);
                BsonBuffer buffer = BsonBuffer.unpooled();
                buffer.putBytes(BsonBuffer.fieldHeader(0x02, "s"));
                buffer.putString(value);
                byte[] expected = BsonSamples.document(writer -> writer.writeString("s", value));
                assertArrayEquals(expected, body(buffer), () -> "prefix " + value.length());

                BsonBuffer key = BsonBuffer.unpooled();
                key.putByte(0x0A);
                key.putCString(value);
                byte[] expectedKey = BsonSamples.document(writer -> writer.writeNull(value));
                assertArrayEquals(expectedKey, body(key), () -> "key prefix " + value.length());
            }
        }
    }

    private static byte[] body(BsonBuffer buffer) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            writeBody(buffer, writer);
        }
        return output.toByteArray();
    }

    /** The buffer's bytes as the body of a document the writer opens and closes. */
    private static void writeBody(BsonBuffer buffer, BsonBinaryWriter writer) {
        writer.writeStartDocument();
        writer.getBsonOutput().writeBytes(buffer.array(), 0, buffer.size());
        writer.writeEndDocument();
    }
}
