package io.github.bsonrecords.codec.write;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.codec.BsonSamples;
import io.github.bsonrecords.codec.FieldRef;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonNull;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.junit.jupiter.api.Test;

/**
 * {@link ScalarElements#putArray} walks a random-access list by index (no iterator), keeps the iterator of a
 * {@code CopyOnWriteArrayList} (its snapshot is what makes writing it safe while other threads change it) and of
 * any other collection, and writes the same bytes every way.
 */
class ScalarElementsWalkTest {
    private static final FieldRef FIELD = new FieldRef("test.Sample", "tags", "tags");
    private static final List<String> TAGS = Arrays.asList("a", null, "três", "d");

    @Test
    void anArrayListIsWalkedByIndex() {
        List<String> list = new ArrayList<>(TAGS) {
            @Override
            public Iterator<String> iterator() {
                throw new AssertionError("iterated");
            }
        };
        assertArrayEquals(expected(), written(list));
    }

    @Test
    void aCopyOnWriteListAndOtherCollectionsKeepTheirIterator() {
        int[] iterators = {0};
        List<String> copyOnWrite = new CopyOnWriteArrayList<>(TAGS) {
            @Override
            public Iterator<String> iterator() {
                iterators[0]++;
                return super.iterator();
            }
        };
        assertArrayEquals(expected(), written(copyOnWrite));
        assertEquals(1, iterators[0]);
        assertArrayEquals(expected(), written(new LinkedList<>(TAGS)));
    }

    /** The array value's bytes: size, elements, 0. */
    private static byte[] written(Iterable<String> values) {
        BsonBuffer buffer = BsonBuffer.unpooled();
        ScalarElements.STRING.putArray(buffer, values, FIELD);
        return buffer.toByteArray();
    }

    /** The driver's bytes of the same array, cut from {"tags": [...]} after its 4-byte size and "\x04tags\0". */
    private static byte[] expected() {
        List<BsonValue> elements = new ArrayList<>();
        for (String tag : TAGS) {
            elements.add(tag == null ? BsonNull.VALUE : new BsonString(tag));
        }
        byte[] document = BsonSamples.bytes(new BsonDocument("tags", new BsonArray(elements)));
        return Arrays.copyOfRange(document, 4 + 1 + 5, document.length - 1);
    }
}
