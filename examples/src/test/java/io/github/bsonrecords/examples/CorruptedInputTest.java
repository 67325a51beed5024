package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecords;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.bson.BSONException;
import org.bson.BsonSerializationException;
import org.bson.codecs.Codec;
import org.junit.jupiter.api.Test;

/**
 * The byte path on 100,000+ truncated and corrupted documents: only {@code BSONException}s come
 * out (never an index, array-size or other runtime exception), nothing hangs, and nothing is read
 * beyond the document's declared size (a decode of the document cut to its declared size must
 * end exactly as the decode of the longer array does).
 */
class CorruptedInputTest {
    /** Spread over the models: their number grows with every test model, the run's time should not. */
    private static final int MUTATIONS = 200_000;

    @Test
    void corruptedDocumentsOnlyEverFailWithBsonExceptions() {
        List<Class<? extends Record>> models = TestModels.withRandomValues();
        int mutationsPerModel = Math.max(1_000, MUTATIONS / models.size());
        int[] decoded = {0};
        assertTimeoutPreemptively(Duration.ofMinutes(3), () -> {
            for (Class<? extends Record> model : models) {
                decoded[0] += mutate(model, mutationsPerModel);
            }
        });
        assertEquals(true, decoded[0] >= 100_000, "mutated documents decoded: " + decoded[0]);
    }

    private static <R extends Record> int mutate(Class<R> type, int mutations) {
        Codec<R> codec = generatedCodec(type);
        Random random = new Random(type.getName().hashCode());
        RandomValues values = new RandomValues(random.nextLong());
        byte[][] originals = new byte[20][];
        for (int i = 0; i < originals.length; i++) {
            originals[i] = BsonTestSupport.encode(codec, values.record(type));
        }
        int count = 0;
        for (int i = 0; i < mutations; i++) {
            byte[] bytes = corrupt(originals[random.nextInt(originals.length)], random);
            String whole = outcome(type, codec, bytes);
            int declared = bytes.length >= 4 ? (bytes[0] & 0xFF) | (bytes[1] & 0xFF) << 8 | (bytes[2] & 0xFF) << 16
                    | (bytes[3] & 0xFF) << 24 : -1;
            if (declared >= 5 && declared < bytes.length) {
                String cut = outcome(type, codec, Arrays.copyOf(bytes, declared));
                assertEquals(whole, cut, () -> "reads past the declared size of " + Arrays.toString(bytes));
            }
            count++;
        }
        return count;
    }

    /** The decode's result class or exception class; fails on anything that is not a BSONException. */
    private static <R extends Record> String outcome(Class<R> type, Codec<R> codec, byte[] bytes) {
        String viaReader = decodeOutcome(() -> BsonTestSupport.decode(codec, bytes), bytes);
        String direct = decodeOutcome(() -> BsonRecords.fromBson(bytes, type), bytes);
        return viaReader + " / " + direct;
    }

    private static String decodeOutcome(java.util.function.Supplier<?> decode, byte[] bytes) {
        try {
            Object value = decode.get();
            return value == null ? "null" : "decoded";
        } catch (BsonRecordDecodingException e) {
            // a record's decoding error, malformed input among them: what it wraps is what the input did
            return BsonSerializationException.class.getSimpleName();
        } catch (BSONException e) {
            return e.getClass().getSimpleName();
        } catch (RuntimeException e) {
            fail("a corrupted document gave " + e + " instead of a BSONException: " + Arrays.toString(bytes), e);
            return null;
        }
    }

    /** One to three mutations: truncation, byte flips, overwritten sizes or type codes. */
    private static byte[] corrupt(byte[] original, Random random) {
        byte[] bytes = original.clone();
        int mutations = 1 + random.nextInt(3);
        for (int m = 0; m < mutations && bytes.length > 0; m++) {
            switch (random.nextInt(5)) {
                case 0 -> bytes = Arrays.copyOf(bytes, random.nextInt(bytes.length));
                case 1 -> bytes[random.nextInt(bytes.length)] ^= (byte) (1 << random.nextInt(8));
                case 2 -> bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
                case 3 -> {
                    int at = random.nextInt(Math.max(1, bytes.length - 3));
                    int size = random.nextBoolean() ? random.nextInt() : random.nextInt(bytes.length + 16) - 8;
                    for (int k = 0; k < 4 && at + k < bytes.length; k++) {
                        bytes[at + k] = (byte) (size >>> (8 * k));
                    }
                }
                default -> {
                    int at = random.nextInt(bytes.length);
                    bytes[at] = (byte) new int[] {0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x0A, 0x10, 0x12, 0x13, 0x7F, 0xFF,
                            0x06, 0x0B, 0x0C, 0x0D, 0x0E, 0x0F, 0x11, 0x14}[random.nextInt(20)];
                }
            }
        }
        return bytes;
    }
}
