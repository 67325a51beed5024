package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.bsonrecords.codec.BsonSamples;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.internal.Endian;
import java.time.Duration;
import java.util.Arrays;
import java.util.Random;
import org.bson.BSONException;
import org.junit.jupiter.api.Test;

/**
 * Structural reading never fails with anything but a {@link BSONException} on malformed input,
 * never reads outside the document it is given, and always terminates: at least 100,000
 * truncated and corrupted documents walked with {@link BsonBytes} (descending into documents,
 * arrays and scopes) and read with {@link ByteReads}.
 */
class BsonMutationTest {
    private static final FieldRef FIELD = new FieldRef("test.Sample", "value", "v");
    private static final int DOCUMENTS = 120_000;

    @Test
    void corruptedDocumentsOnlyEverFailWithBsonExceptions() {
        assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            Random random = new Random(424242);
            byte[][] originals = new byte[200][];
            for (int i = 0; i < originals.length; i++) {
                originals[i] = BsonSamples.bytes(BsonSamples.randomDocument(random, 3));
                assertEquals(originals[i].length, walk(originals[i]), "an intact document walks to its end");
            }
            int refused = 0;
            for (int i = 0; i < DOCUMENTS; i++) {
                byte[] mutated = mutate(random, originals[random.nextInt(originals.length)]);
                try {
                    walk(mutated);
                } catch (BSONException expected) {
                    refused++;
                } catch (RuntimeException | StackOverflowError e) {
                    throw new AssertionError("not a BSONException on mutation " + i + ": " + Arrays.toString(mutated), e);
                }
            }
            // the mutations must mostly break something, or the test proves little
            if (refused < DOCUMENTS / 2) {
                fail("only " + refused + " of " + DOCUMENTS + " mutated documents were refused");
            }
        });
    }

    private static byte[] mutate(Random random, byte[] original) {
        byte[] b = original.clone();
        int mutations = 1 + random.nextInt(3);
        for (int m = 0; m < mutations; m++) {
            switch (random.nextInt(6)) {
                case 0 -> b[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
                case 1 -> b[random.nextInt(b.length)] = (byte) random.nextInt(256);
                case 2 -> {
                    // an int32 (a size or length, wherever it lands) replaced by an extreme or near value
                    if (b.length >= 4) {
                        int at = random.nextInt(b.length - 3);
                        int value = switch (random.nextInt(5)) {
                            case 0 -> random.nextInt();
                            case 1 -> new int[] {0, -1, 1, 4, 5, Integer.MAX_VALUE, Integer.MIN_VALUE}[random.nextInt(7)];
                            default -> Endian.getInt(b, at) + random.nextInt(9) - 4;
                        };
                        b[at] = (byte) value;
                        b[at + 1] = (byte) (value >> 8);
                        b[at + 2] = (byte) (value >> 16);
                        b[at + 3] = (byte) (value >> 24);
                    }
                }
                case 3 -> b = Arrays.copyOf(b, random.nextInt(b.length + 1));
                case 4 -> {
                    // truncated, with the top-level size adjusted so the damage is inside
                    b = Arrays.copyOf(b, Math.max(5, random.nextInt(b.length + 1)));
                    b[0] = (byte) b.length;
                    b[1] = (byte) (b.length >> 8);
                    b[b.length - 1] = 0;
                }
                default -> b[random.nextInt(b.length)] = (byte) new int[] {0, 0x7F, 0xFF, 0x80, 0x14, 0x0F}[random.nextInt(6)];
            }
            if (b.length == 0) {
                break;
            }
        }
        return b;
    }

    /** Walks a top-level document held in exactly its own array; returns its end. */
    private static int walk(byte[] b) {
        int end = BsonBytes.documentEnd(b, 0);
        walkFields(b, 0, end);
        return end;
    }

    /**
     * Walks the fields of the document in {@code [start, end)}, reading every value; each embedded
     * document is walked again in a copy of exactly its own bytes, so that a read beyond its end
     * would be an index error.
     */
    private static void walkFields(byte[] b, int start, int end) {
        int limit = end - 1;
        int pos = start + 4;
        while (pos < limit) {
            int type = b[pos];
            int nameEnd = BsonBytes.nameEnd(b, pos + 1, limit);
            BsonBytes.nameWord(b, pos + 1, nameEnd - pos - 1);
            int valuePos = nameEnd + 1;
            int valueEnd = BsonBytes.valueEnd(b, type, valuePos, limit);
            if (valueEnd <= pos || valueEnd > limit) {
                throw new AssertionError("valueEnd " + valueEnd + " outside (" + pos + ", " + limit + "]");
            }
            readValue(b, type, valuePos, valueEnd);
            pos = valueEnd;
        }
    }

    private static void readValue(byte[] b, int type, int pos, int end) {
        switch (type & 0xFF) {
            case 0x01 -> ByteReads.doubleValue(b, type, pos, end, FIELD);
            case 0x02, 0x0E -> ByteReads.string(b, type, pos, end, FIELD);
            case 0x03, 0x04 -> {
                byte[] own = Arrays.copyOfRange(b, pos, end);
                assertEquals(own.length, BsonBytes.documentEnd(own, 0));
                walkFields(own, 0, own.length);
                ByteReads.rawDocument(b, pos, end);
            }
            case 0x05 -> {
                if (b[pos + 4] == 4) {
                    orBsonException(() -> ByteReads.uuid(b, type, pos, end, FIELD));
                }
                ByteReads.binary(b, type, pos, end, FIELD);
            }
            case 0x07 -> ByteReads.objectId(b, type, pos, end, FIELD);
            case 0x08 -> ByteReads.booleanValue(b, type, pos, end, FIELD);
            case 0x09 -> ByteReads.instant(b, type, pos, end, FIELD);
            case 0x10 -> ByteReads.intValue(b, type, pos, end, FIELD);
            case 0x12 -> ByteReads.longValue(b, type, pos, end, FIELD);
            case 0x13 -> orBsonException(() -> ByteReads.bigDecimal(b, type, pos, end, FIELD));
            case 0x0F -> {
                int scope = BsonBytes.valueEnd(b, 0x02, pos + 4, end);
                byte[] own = Arrays.copyOfRange(b, scope, end);
                walkFields(own, 0, BsonBytes.documentEnd(own, 0));
            }
            default -> orBsonException(() -> ByteReads.string(b, type, pos, end, FIELD));
        }
    }

    /** A read that may legitimately refuse the value; it must do so with a BSONException. */
    private static void orBsonException(Runnable read) {
        try {
            read.run();
        } catch (BSONException refused) {
            // refusing is fine; anything else propagates and fails the test
        }
    }
}
