package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static io.github.bsonrecords.codec.read.LayoutTestSupport.document;
import static io.github.bsonrecords.codec.read.LayoutTestSupport.steps;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.codec.write.BsonBuffer;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonBoolean;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonSerializationException;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/** What a codec learns from documents' field orders, and what it keeps: at most four layouts, newest first. */
class LearnedLayoutsTest {
    /** A record {@code (String name, double value, int count)} that also decodes {@code count} from {@code n}. */
    private static final LayoutTable TABLE = LayoutTable.of(FieldNames.of("name", "value", "count").alias("n", 2),
            new byte[][] {BsonBuffer.fieldHeader(0x02, "name"), BsonBuffer.fieldHeader(0x01, "value"),
                    BsonBuffer.fieldHeader(0x10, "count")},
            null, new byte[] {0, 1, 2});

    @Test
    void atFirstTheOrderTheCodecWrites() {
        FieldLayout layout = new LearnedLayouts(TABLE).first();
        assertEquals(List.of(0, 1, 2), steps(layout));
    }

    @Test
    void learnsTheServersIdAndUnmappedFieldsAsStepsOfTheirOwn() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        byte[] document = document("_id", new BsonObjectId(new ObjectId(1, 1)), "count", new BsonInt32(3),
                "extra", new BsonString("x"), "name", new BsonString("a"), "value", new BsonDouble(1.5));
        layouts.learn(document, 0, document.length - 1);
        FieldLayout learned = layouts.first();
        assertEquals(List.of(FieldLayout.UNMAPPED, 2, FieldLayout.UNMAPPED, 0, 1), steps(learned));
        // the unmapped steps match exactly the header they were learned from
        assertEquals(4 + 1 + 4, learned.unmappedEnd(document, 4, document.length - 1, 0));
        assertEquals(-1, learned.unmappedEnd(document, 4, document.length - 1, 2));
        // the codec's own order is still remembered, behind it
        assertSame(null, layouts.other(learned, 0, document, 4, document.length - 1));
    }

    @Test
    void endsALayoutWhereAFieldCannotBeReadWhereItStands() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        // BSON null, another type, an alias: the general loop reads those, so the layout stops there
        for (Object[] stop : List.of(new Object[] {"count", BsonNull.VALUE}, new Object[] {"count", new BsonDouble(2)},
                new Object[] {"n", new BsonInt32(2)})) {
            byte[] document = document("name", new BsonString("a"), (String) stop[0], (BsonValue) stop[1],
                    "value", new BsonDouble(1.5));
            assertEquals(List.of(0), steps(TABLE.learn(document, 0, document.length - 1)), stop[0] + " = " + stop[1]);
            // the codec's own order holds that one field already: it stays the layout expected
            layouts.learn(document, 0, document.length - 1);
            assertEquals(List.of(0, 1, 2), steps(layouts.first()));
        }
        byte[] firstUnreadable = document("count", BsonNull.VALUE, "name", new BsonString("a"));
        FieldLayout before = layouts.first();
        layouts.learn(firstUnreadable, 0, firstUnreadable.length - 1);
        assertSame(before, layouts.first());
    }

    @Test
    void remembersFourLayoutsNewestFirstAndFindsAnOlderOneThatExpectsTheField() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        List<byte[]> documents = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            // each order disagrees with the one before on name and value: no layout holds both
            byte[] document = disagreeing(i, "u" + i);
            documents.add(document);
            // once four are remembered, one surprise in LEARN_EVERY is learned
            for (int surprise = 0; surprise < LearnedLayouts.LEARN_EVERY; surprise++) {
                layouts.learn(document, 0, document.length - 1);
            }
        }
        int remembered = 0;
        for (FieldLayout layout = layouts.first(); layout != null; layout = layout.older) {
            remembered++;
        }
        assertEquals(LearnedLayouts.REMEMBERED, remembered);
        // the newest: value (1 + 5 + 1 + 8 bytes), then u4's header (4 bytes) at step 1
        byte[] newest = documents.get(4);
        int second = 4 + 15;
        assertEquals(second + 4, layouts.first().unmappedEnd(newest, second, newest.length - 1, 1));
        // a document of the second newest layout: the newest misses at step 0, the next one expects it
        byte[] older = documents.get(3);
        FieldLayout other = layouts.other(layouts.first(), 0, older, 4, older.length - 1);
        assertNotSame(layouts.first(), other);
        assertSame(layouts.first().older, other);
        // the oldest (the codec's own order) and the first learned were forgotten; a layout never offers itself again
        byte[] forgotten = documents.get(0);
        assertNull(layouts.other(layouts.first(), 1, forgotten, second, forgotten.length - 1));
    }

    @Test
    void onceFullOnlyOneSurpriseInSixteenIsLearned() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        for (int i = 0; i < 3; i++) {
            byte[] document = disagreeing(i, "u" + i);
            layouts.learn(document, 0, document.length - 1);
        }
        FieldLayout full = layouts.first();
        byte[] another = disagreeing(3, "v");
        for (int surprise = 1; surprise < LearnedLayouts.LEARN_EVERY; surprise++) {
            layouts.learn(another, 0, another.length - 1);
            assertSame(full, layouts.first());
        }
        layouts.learn(another, 0, another.length - 1);
        assertNotSame(full, layouts.first());
    }

    /** {@code value, unmapped, name} when {@code i} is even, {@code name, unmapped, value} when odd. */
    private static byte[] disagreeing(int i, String unmapped) {
        return i % 2 == 0
                ? document("value", new BsonDouble(i), unmapped, new BsonInt32(i), "name", new BsonString("a"))
                : document("name", new BsonString("a"), unmapped, new BsonInt32(i), "value", new BsonDouble(i));
    }

    @Test
    void learningTheSameLayoutAgainKeepsOneCopy() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        byte[] document = document("value", new BsonDouble(1), "name", new BsonString("a"));
        layouts.learn(document, 0, document.length - 1);
        layouts.learn(document, 0, document.length - 1);
        assertEquals(List.of(1, 0), steps(layouts.first()));
        assertEquals(List.of(0, 1, 2), steps(layouts.first().older));
        assertNull(layouts.first().older.older);
    }

    @Test
    void theStraightPassStartsPastALeadingIdTheRecordDoesNotMap() {
        byte[] idFirst = document("_id", new BsonObjectId(new ObjectId(1, 1)), "name", new BsonString("a"));
        int idEnd = 4 + 1 + 4 + 12;
        assertEquals(idEnd, new LearnedLayouts(TABLE).orderedStart(idFirst, 4, idFirst.length - 1));
        // not where it does not start the document, nor where a component, an alias or extra elements take it
        byte[] idLater = document("name", new BsonString("a"), "_id", new BsonInt32(1));
        assertEquals(-1, new LearnedLayouts(TABLE).orderedStart(idLater, 4, idLater.length - 1));
        LayoutTable named = LayoutTable.of(FieldNames.of("_id", "name"),
                new byte[][] {BsonBuffer.fieldHeader(0x07, "_id"), BsonBuffer.fieldHeader(0x02, "name")}, null, new byte[] {0, 1});
        LayoutTable aliased = LayoutTable.of(FieldNames.of("name").alias("_id", 0),
                new byte[][] {BsonBuffer.fieldHeader(0x02, "name")}, null, new byte[] {0});
        for (LayoutTable table : List.of(named, aliased, TABLE.keepingId())) {
            assertEquals(-1, new LearnedLayouts(table).orderedStart(idFirst, 4, idFirst.length - 1));
        }
    }

    @Test
    void theStraightPassGoesOnPastFieldsTheRecordDoesNotMap() {
        byte[] document = document("name", new BsonString("a"), "u1", new BsonString("x"), "u2", new BsonInt32(1),
                "value", new BsonDouble(1), "n", new BsonInt32(2), "count", new BsonInt32(3));
        int limit = document.length - 1;
        int u1 = 4 + 1 + 5 + 4 + 2;
        int value = u1 + 1 + 3 + 4 + 2 + 1 + 3 + 4;
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        // past both unmapped fields to the header of value (component 1): where its 8 bytes start
        assertEquals(value + 1 + 6, layouts.pastUnmapped(document, u1, limit, 1));
        // not to another component, nor past an alias (n decodes count), nor with extra elements kept
        assertEquals(-1, layouts.pastUnmapped(document, u1, limit, 2));
        assertEquals(-1, layouts.pastUnmapped(document, value + 1 + 6 + 8, limit, 2));
        assertEquals(-1, new LearnedLayouts(TABLE.keepingId()).pastUnmapped(document, u1, limit, 1));
        // an error's path names the component past the skipped fields, else the element itself
        assertEquals(value, layouts.failedAt(document, u1, limit));
        assertEquals(4, layouts.failedAt(document, 4, limit));
        // a discriminator's name is mapped too
        LayoutTable discriminated = LayoutTable.of(FieldNames.of("value"), new byte[][] {BsonBuffer.fieldHeader(0x01, "value")},
                new byte[] {0x02, 'u', '1', 0, 2, 0, 0, 0, 'x', 0}, new byte[] {FieldLayout.DISCRIMINATOR, 0});
        assertEquals(-1, new LearnedLayouts(discriminated).pastUnmapped(document, u1, limit, 0));
    }

    @Test
    void afterAnotherOrderPastALeadingIdTheLayoutsReadFirstUntilADocumentInTheCodecsOwnOrderComes() {
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        // value before name: an order the codec's own cannot widen to hold
        byte[] other = document("_id", new BsonInt32(1), "value", new BsonDouble(1), "u", new BsonInt32(2),
                "name", new BsonString("a"));
        int idEnd = 4 + 1 + 4 + 4;
        // the straight pass stopped at its first field, or read every component: no reason to change
        assertFalse(layouts.stoppedPastId(4, 0, 1, 3));
        assertFalse(layouts.stoppedPastId(idEnd, 0, 3, 3));
        assertEquals(idEnd, layouts.orderedStart(other, 4, other.length - 1));
        // past the _id it stopped part way: the layouts read this one, and the next ones first
        assertTrue(layouts.stoppedPastId(idEnd, 0, 1, 3));
        assertEquals(-1, layouts.orderedStart(other, 4, other.length - 1));
        assertTrue(layouts.stoppedPastId(-1, 0, 0, 3));
        layouts.afterDocument(layouts.first(), true, false, other, 0, other.length - 1);
        layouts.afterDocument(layouts.first(), false, false, other, 0, other.length - 1);
        assertEquals(-1, layouts.orderedStart(other, 4, other.length - 1));
        // learning another order after the _id is enough
        LearnedLayouts fresh = new LearnedLayouts(TABLE);
        fresh.learn(other, 0, other.length - 1);
        assertEquals(-1, fresh.orderedStart(other, 4, other.length - 1));
        // a document read whole in the codec's own order: the straight pass first again
        byte[] written = document("name", new BsonString("a"), "value", new BsonDouble(1), "count", new BsonInt32(2));
        layouts.afterDocument(layouts.first().older, false, false, written, 0, written.length - 1);
        assertEquals(idEnd, layouts.orderedStart(other, 4, other.length - 1));
        // and the codec's own order after the server's _id, learned
        assertTrue(layouts.stoppedPastId(idEnd, 0, 1, 3));
        byte[] idFirst = document("_id", new BsonInt32(1), "name", new BsonString("a"), "value", new BsonDouble(1),
                "count", new BsonInt32(2));
        layouts.afterDocument(null, true, false, idFirst, 0, idFirst.length - 1);
        assertEquals(List.of(FieldLayout.UNMAPPED, 0, 1, 2), steps(layouts.first()));
        assertEquals(idEnd, layouts.orderedStart(idFirst, 4, idFirst.length - 1));
    }

    @Test
    void aStraightPassThatReadOnlyAMappedIdHandsTheDocumentToTheLayouts() {
        // a record (_id, name, count) whose first component is its _id
        LayoutTable idFirst = LayoutTable.of(FieldNames.of("_id", "name", "count"),
                new byte[][] {BsonBuffer.fieldHeader(0x07, "_id"), BsonBuffer.fieldHeader(0x02, "name"),
                        BsonBuffer.fieldHeader(0x10, "count")}, null, new byte[] {0, 1, 2});
        LearnedLayouts layouts = new LearnedLayouts(idFirst);
        // stopped after a later component, or read them all: the general loop goes on, as for any record
        assertFalse(layouts.stoppedPastId(4, 0, 2, 3));
        assertFalse(layouts.stoppedPastId(4, 0, 3, 3));
        assertFalse(layouts.learnedFirst());
        // stopped right after the _id: another order follows it, which the layouts read from the start
        assertTrue(layouts.stoppedPastId(4, 0, 1, 3));
        assertTrue(layouts.learnedFirst());
        // not for a record whose first component is not its _id
        assertFalse(new LearnedLayouts(TABLE).stoppedPastId(4, 0, 1, 3));
        // a document read whole by the codec's own order, but with a field left out: the layouts read the next too
        byte[] written = document("_id", new BsonObjectId(new ObjectId(1, 1)), "count", new BsonInt32(2));
        layouts.afterDocument(layouts.first(), false, true, written, 0, written.length - 1);
        assertTrue(layouts.learnedFirst());
        layouts.afterDocument(layouts.first(), false, false, written, 0, written.length - 1);
        assertFalse(layouts.learnedFirst());
    }

    @Test
    void aLayoutThatStartsWithTheServersIdSkipsAnyLeadingIdBeforeItsLoopAndItsStepsEndWithEnd() {
        byte[] other = document("_id", new BsonObjectId(new ObjectId(1, 1)), "value", new BsonDouble(1),
                "name", new BsonString("a"));
        int limit = other.length - 1;
        LearnedLayouts layouts = new LearnedLayouts(TABLE);
        assertFalse(layouts.learnedFirst());
        // the codec's own order starts with no _id: the loop starts at the document's first element
        assertEquals(4, layouts.first().afterId(other, 4, limit));
        layouts.learn(other, 0, limit);
        FieldLayout learned = layouts.first();
        assertEquals(List.of(FieldLayout.UNMAPPED, 1, 0), steps(learned));
        // another order after the server's _id: decode goes to the layouts first
        assertTrue(layouts.learnedFirst());
        assertEquals(4 + 1 + 4 + 12, learned.afterId(other, 4, limit));
        byte[] stepsAndEnd = {FieldLayout.UNMAPPED, 1, 0, FieldLayout.END};
        assertArrayEquals(stepsAndEnd, learned.steps());
        // an _id of another type is skipped too, checked as the general loop checks it; none, not at all
        byte[] stringId = document("_id", new BsonString("x"), "value", new BsonDouble(1));
        assertEquals(4 + 1 + 4 + 4 + 2, learned.afterId(stringId, 4, stringId.length - 1));
        byte[] badBoolean = document("_id", BsonBoolean.TRUE, "value", new BsonDouble(1));
        badBoolean[4 + 1 + 4] = 2;
        assertThrows(BsonSerializationException.class, () -> learned.afterId(badBoolean, 4, badBoolean.length - 1));
        byte[] noId = document("value", new BsonDouble(1), "name", new BsonString("a"));
        assertEquals(4, learned.afterId(noId, 4, noId.length - 1));
        // a record that keeps unmapped fields as extra elements keeps the _id: its layouts skip none
        LearnedLayouts keeping = new LearnedLayouts(TABLE.keepingId());
        keeping.learn(other, 0, limit);
        assertEquals(4, keeping.first().afterId(other, 4, limit));
        // a document read whole in the codec's own order: the straight pass first again
        byte[] written = document("name", new BsonString("a"), "value", new BsonDouble(1), "count", new BsonInt32(2));
        layouts.afterDocument(learned.older, false, false, written, 0, written.length - 1);
        assertFalse(layouts.learnedFirst());
    }

    @Test
    void theServersObjectIdIsSkippedByItsHeaderAndSizeAndNothingElseIsTakenForIt() {
        byte[] stored = document("_id", new BsonObjectId(new ObjectId(1, 1)), "value", new BsonDouble(1));
        int limit = stored.length - 1;
        int pastId = 4 + 1 + 4 + 12;
        assertEquals(pastId, LayoutTable.pastObjectId(stored, 4, limit));
        assertEquals(pastId, LayoutTable.pastId(stored, 4, limit));
        // its 12 bytes must end before the document's last byte: else the type's own rule reports it
        assertEquals(-1, LayoutTable.pastObjectId(stored, 4, pastId - 1));
        assertThrows(BsonSerializationException.class, () -> LayoutTable.pastId(stored, 4, pastId - 1));
        // another name, another type, a name that only starts with _id: not the server's _id
        byte[] named = document("_ie", new BsonObjectId(new ObjectId(1, 1)), "value", new BsonDouble(1));
        assertEquals(-1, LayoutTable.pastObjectId(named, 4, named.length - 1));
        byte[] longer = document("_idx", new BsonObjectId(new ObjectId(1, 1)), "value", new BsonDouble(1));
        assertEquals(-1, LayoutTable.pastObjectId(longer, 4, longer.length - 1));
        assertEquals(4, LayoutTable.pastId(longer, 4, longer.length - 1));
        byte[] intId = document("_id", new BsonInt32(7), "value", new BsonDouble(1));
        assertEquals(-1, LayoutTable.pastObjectId(intId, 4, intId.length - 1));
        assertEquals(4 + 1 + 4 + 4, LayoutTable.pastId(intId, 4, intId.length - 1));
    }
}
