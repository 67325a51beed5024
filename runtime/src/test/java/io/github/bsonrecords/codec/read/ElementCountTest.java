package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.List;
import java.util.Random;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * {@link BsonBytes#elementCount} and {@link BsonBytes#arrayElementCount}, the capacity decoders allocate lists and maps with: exact on the arrays and
 * documents writers write, whatever their values' types; on any bytes at all it throws nothing and never counts
 * more elements than the bytes can hold (two bytes each at the least: a type and a name's 0).
 */
class ElementCountTest {
    private static final List<BsonValue> VALUES = List.of(new BsonString("x"), new BsonString(""), new BsonInt32(1),
            new BsonInt64(2), new BsonDouble(3), BsonBoolean.TRUE, BsonNull.VALUE, new BsonDateTime(4),
            new BsonObjectId(new ObjectId()), new BsonDecimal128(Decimal128.parse("1.5")),
            new BsonBinary(new byte[] {1, 2, 3}), new BsonDocument("a", new BsonInt32(1)),
            new BsonArray(List.of(new BsonString("in"))));

    @Test
    void countsEveryElementOfAWrittenArrayOrDocument() {
        Random random = new Random(7);
        for (int size = 0; size < 40; size++) {
            BsonArray array = new BsonArray();
            BsonDocument map = new BsonDocument();
            for (int i = 0; i < size; i++) {
                BsonValue value = VALUES.get(random.nextInt(VALUES.size()));
                array.add(value);
                // names of 5 to 42 bytes: the walk searches a name's 0 eight bytes at a time, across words
                map.put(("key-" + i).repeat(1 + i % 7), value);
            }
            assertEquals(size, count(array), array.toString());
            assertEquals(size, count(map), map.toJson());
            byte[] bytes = bytes(new BsonDocument("v", array));
            assertEquals(size, BsonBytes.arrayElementCount(bytes, 7, bytes.length - 1), array.toString());
        }
    }

    @Test
    void anyBytesGiveACountTheyCanHoldAndNoException() {
        Random random = new Random(11);
        BsonArray array = new BsonArray(VALUES);
        byte[] written = bytes(new BsonDocument("v", array));
        for (int trial = 0; trial < 20_000; trial++) {
            byte[] mutated = written.clone();
            for (int flips = 1 + random.nextInt(4); flips > 0; flips--) {
                mutated[4 + random.nextInt(mutated.length - 5)] = (byte) random.nextInt(256);
            }
            int start = 7;
            int end = mutated.length - 1;
            int count = BsonBytes.elementCount(mutated, start, end);
            assertTrue(count >= 0 && count <= (end - start) / 2, "count " + count + " of " + (end - start) + " bytes");
            // an array's names found by their index's digits: the same 0s, so the same count
            assertEquals(count, BsonBytes.arrayElementCount(mutated, start, end), "trial " + trial);
        }
    }

    private static int count(BsonValue value) {
        byte[] bytes = bytes(new BsonDocument("v", value));
        // the value of the one field: after the size (4), the type (1) and "v\0" (2), up to the document's 0
        return BsonBytes.elementCount(bytes, 7, bytes.length - 1);
    }

    private static byte[] bytes(BsonDocument document) {
        ByteBuffer buffer = new RawBsonDocument(document, new org.bson.codecs.BsonDocumentCodec()).getByteBuffer().asNIO();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }
}
