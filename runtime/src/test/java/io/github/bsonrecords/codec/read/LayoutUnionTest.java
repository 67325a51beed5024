package io.github.bsonrecords.codec.read;

import static io.github.bsonrecords.codec.read.LayoutTestSupport.document;
import static io.github.bsonrecords.codec.read.LayoutTestSupport.steps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.codec.write.BsonBuffer;
import java.nio.ByteBuffer;
import java.util.List;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * Documents that hold their fields in one order but not all of them share one learned layout, whose
 * loop passes over the steps of the fields a document leaves out.
 */
class LayoutUnionTest {
    /** A record {@code (String name, double value, int count)}. */
    private static final LayoutTable TABLE = LayoutTable.of(FieldNames.of("name", "value", "count"),
            new byte[][] {BsonBuffer.fieldHeader(0x02, "name"), BsonBuffer.fieldHeader(0x01, "value"),
                    BsonBuffer.fieldHeader(0x10, "count")},
            null, new byte[] {0, 1, 2});
    private static final BsonValue ID = new BsonObjectId(new ObjectId(1, 1));

    @Test
    void documentsOfOneOrderThatEachLeaveOutFieldsShareOneLayout() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        byte[] withoutValue = document("_id", ID, "name", new BsonString("a"), "u", new BsonString("x"),
                "count", new BsonInt32(1));
        byte[] withoutU = document("_id", ID, "name", new BsonString("a"), "value", new BsonDouble(1),
                "count", new BsonInt32(2));
        layouts.learn(withoutValue, 0, withoutValue.length - 1);
        // the codec's own order holds name, value and count in the same order: one layout for both,
        // the fields only the document holds before those only the older layout holds
        FieldLayout union = layouts.first();
        assertEquals(List.of(FieldLayout.UNMAPPED, 0, FieldLayout.UNMAPPED, 1, 2), steps(union));
        assertNull(union.older, "the codec's own order is covered, so not kept beside it");
        // leaves out a component: not a layout the straight pass reads; its _id is skipped before the loop
        assertFalse(union.straight);
        assertTrue(layouts.learnedFirst());
        assertEquals(4 + 5 + 12, union.afterId(withoutU, 4, withoutU.length - 1));
        // a document it already covers changes nothing but the node
        layouts.learn(withoutU, 0, withoutU.length - 1);
        assertEquals(steps(union), steps(layouts.first()));
        assertNull(layouts.first().older);

        // the loop passes over the steps of the fields a document lacks, to the one that expects the element
        int name = 4 + 5 + 12;
        int afterName = name + 6 + 4 + 2;
        assertEquals(3, layouts.later(union, 2, withoutU, afterName, withoutU.length - 1));
        int afterU = afterName + 3 + 4 + 2;
        assertEquals(4, layouts.later(union, 3, withoutValue, afterU, withoutValue.length - 1));
        // nothing later expects an earlier step's field, a field it never met, or the document's end
        assertEquals(-1, layouts.later(union, 3, withoutU, name, withoutU.length - 1));
        byte[] other = document("_id", ID, "name", new BsonString("a"), "w", new BsonString("x"));
        assertEquals(-1, layouts.later(union, 2, other, afterName, other.length - 1));
        assertEquals(-1, layouts.later(union, 1, withoutU, withoutU.length - 1, withoutU.length - 1));
    }

    @Test
    void ordersThatDisagreeStayTwoLayouts() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        byte[] reversed = document("value", new BsonDouble(1), "name", new BsonString("a"));
        layouts.learn(reversed, 0, reversed.length - 1);
        assertEquals(List.of(1, 0), steps(layouts.first()));
        assertEquals(List.of(0, 1, 2), steps(layouts.first().older));
        assertNull(TABLE.union(layouts.first().older, layouts.first()));
    }

    @Test
    void aLayoutThatExpectsAFieldTwiceIsNotUnited() {
        byte[] twice = document("name", new BsonString("a"), "value", new BsonDouble(1), "u", new BsonInt32(1));
        // the same bytes twice in one document: name at steps 0 and 3
        byte[] repeated = repeatedName(twice);
        FieldLayout learned = TABLE.learn(repeated, 0, repeated.length - 1);
        assertEquals(List.of(0, 1, FieldLayout.UNMAPPED, 0), steps(learned));
        assertNull(TABLE.union(new LearnedLayouts(TABLE).first(), learned));
        FieldLayout plain = TABLE.learn(twice, 0, twice.length - 1);
        assertNotNull(TABLE.union(new LearnedLayouts(TABLE).first(), plain));
    }

    @Test
    void documentsWhoseFieldNamesVaryWidenOneLayoutOnlyToItsBound() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        int longest = 0;
        for (int i = 0; i < 40; i++) {
            byte[] document = document("name", new BsonString("a"), "u" + i, new BsonInt32(i), "count", new BsonInt32(i));
            for (int surprise = 0; surprise < LearnedLayouts.LEARN_EVERY; surprise++) {
                layouts.learn(document, 0, document.length - 1);
            }
            int remembered = 0;
            for (FieldLayout layout = layouts.first(); layout != null; layout = layout.older) {
                longest = Math.max(longest, layout.size());
                remembered++;
            }
            assertTrue(remembered <= LearnedLayouts.REMEMBERED);
        }
        // three components and at most sixteen more steps
        assertEquals(3 + 16, longest);
    }

    @Test
    void aLayoutCoversThoseWhoseFieldsItHoldsInTheirOrder() {
        FieldLayout written = new LearnedLayouts(TABLE).first();
        byte[] nameCount = document("name", new BsonString("a"), "count", new BsonInt32(1));
        byte[] countName = document("count", new BsonInt32(1), "name", new BsonString("a"));
        assertTrue(LayoutUnion.covers(written, TABLE.learn(nameCount, 0, nameCount.length - 1)));
        assertFalse(LayoutUnion.covers(written, TABLE.learn(countName, 0, countName.length - 1)));
        assertFalse(LayoutUnion.covers(TABLE.learn(nameCount, 0, nameCount.length - 1), written));
        assertTrue(LayoutUnion.covers(written, written));
    }

    /** {@code document} with its first element written again at its end. */
    private static byte[] repeatedName(byte[] document) {
        int firstEnd = 4 + 6 + 4 + 2;
        int length = document.length + firstEnd - 4;
        byte[] repeated = new byte[length];
        System.arraycopy(document, 0, repeated, 0, document.length - 1);
        System.arraycopy(document, 4, repeated, document.length - 1, firstEnd - 4);
        ByteBuffer.wrap(repeated).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(0, length);
        return repeated;
    }
}
