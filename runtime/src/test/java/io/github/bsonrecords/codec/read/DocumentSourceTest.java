package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.bsonrecords.codec.BsonSamples;
import io.github.bsonrecords.internal.ScratchArrays;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.bson.AbstractBsonReader.State;
import org.bson.BsonArray;
import org.bson.BsonBinaryReader;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonSerializationException;
import org.bson.BsonString;
import org.bson.BsonType;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.DecoderContext;
import org.junit.jupiter.api.Test;

/**
 * {@link DocumentSource} hands out each document's exact bytes and leaves the reader where the
 * reader API would, in a cursor batch as the driver iterates it and at the top level; nested
 * acquisitions never share an array; malformed sizes fail with BSON exceptions.
 */
class DocumentSourceTest {

    @Test
    void batchElementsAreCopiedExactlyAndTheReaderIsWhereSkipValueLeavesIt() {
        Random random = new Random(8);
        for (int round = 0; round < 200; round++) {
            List<BsonDocument> elements = new ArrayList<>();
            BsonArray batch = new BsonArray();
            int count = random.nextInt(20);
            for (int i = 0; i < count; i++) {
                BsonDocument element = BsonSamples.randomDocument(random, 2);
                elements.add(element);
                batch.add(element);
            }
            // a non-document element too: acquire must refuse it and leave the reader alone
            batch.add(new BsonInt32(7));
            byte[] reply = BsonSamples.bytes(new BsonDocument("cursor", new BsonDocument("firstBatch", batch)
                    .append("id", new BsonInt32(0))).append("ok", new BsonInt32(1)));

            BsonBinaryReader ours = BsonSamples.reader(reply);
            BsonBinaryReader skipping = BsonSamples.reader(reply);
            for (BsonBinaryReader reader : List.of(ours, skipping)) {
                reader.readStartDocument();
                reader.readName("cursor");
                reader.readStartDocument();
                reader.readName("firstBatch");
                reader.readStartArray();
            }
            for (BsonDocument element : elements) {
                assertEquals(BsonType.DOCUMENT, ours.readBsonType());
                skipping.readBsonType();
                byte[] bytes = DocumentSource.acquire(ours);
                try {
                    byte[] expected = BsonSamples.bytes(element);
                    assertEquals(expected.length, BsonBytes.documentEnd(bytes, 0));
                    assertArrayEquals(expected, Arrays.copyOf(bytes, expected.length));
                } finally {
                    DocumentSource.release(bytes);
                }
                skipping.skipValue();
                assertSameState(skipping, ours);
            }
            assertEquals(BsonType.INT32, ours.readBsonType());
            int position = ours.getBsonInput().getPosition();
            assertNull(DocumentSource.acquire(ours));
            assertEquals(position, ours.getBsonInput().getPosition());
            assertEquals(7, ours.readInt32());
            ours.readEndArray();
            assertEquals(0, ours.readInt32("id"));
            ours.readEndDocument();
            assertEquals(1, ours.readInt32("ok"));
            ours.readEndDocument();
        }
    }

    @Test
    void atTheTopLevelTheReaderEndsAsAfterDecodingTheDocument() {
        Random random = new Random(9);
        for (int round = 0; round < 200; round++) {
            BsonDocument document = BsonSamples.randomDocument(random, 2);
            byte[] expected = BsonSamples.bytes(document);
            BsonBinaryReader ours = BsonSamples.reader(expected);
            BsonBinaryReader decoding = BsonSamples.reader(expected);
            byte[] bytes = DocumentSource.acquire(ours);
            try {
                assertArrayEquals(expected, Arrays.copyOf(bytes, BsonBytes.documentEnd(bytes, 0)));
            } finally {
                DocumentSource.release(bytes);
            }
            new BsonDocumentCodec().decode(decoding, DecoderContext.builder().build());
            assertSameState(decoding, ours);
            assertEquals(State.DONE, ours.getState());
        }
        // why acquire does not end with skipValue() at the top level: that leaves the reader in TYPE
        BsonBinaryReader skipped = BsonSamples.reader(BsonSamples.bytes(new BsonDocument()));
        skipped.readBsonType();
        skipped.skipValue();
        assertEquals(State.TYPE, skipped.getState());
    }

    @Test
    void aNestedAcquireGetsItsOwnArrayAndTheScratchIsReused() {
        byte[] first = BsonSamples.bytes(new BsonDocument("a", new BsonString("first")));
        byte[] second = BsonSamples.bytes(new BsonDocument("b", new BsonString("second document")));
        byte[] outer = DocumentSource.acquire(BsonSamples.reader(first));
        byte[] inner = DocumentSource.acquire(BsonSamples.reader(second));
        assertNotSame(outer, inner);
        assertArrayEquals(first, Arrays.copyOf(outer, first.length));
        assertArrayEquals(second, Arrays.copyOf(inner, second.length));
        DocumentSource.release(inner);
        DocumentSource.release(outer);
        byte[] again = DocumentSource.acquire(BsonSamples.reader(second));
        try {
            assertSame(outer, again);
        } finally {
            DocumentSource.release(again);
        }
    }

    @Test
    void documentsAboveTheThreadCapAreNotKeptByTheThread() {
        byte[] large = BsonSamples.bytes(new BsonDocument("s", new BsonString("x".repeat(ScratchArrays.THREAD_CAP))));
        byte[] bytes = DocumentSource.acquire(BsonSamples.reader(large));
        assertArrayEquals(large, Arrays.copyOf(bytes, large.length));
        DocumentSource.release(bytes);
        byte[] small = DocumentSource.acquire(BsonSamples.reader(BsonSamples.bytes(new BsonDocument())));
        try {
            assertNotSame(bytes, small);
        } finally {
            DocumentSource.release(small);
        }
    }

    @Test
    void badSizesFailWithBsonExceptionsWithoutAllocatingTheDeclaredSize() {
        byte[] document = BsonSamples.bytes(new BsonDocument("a", new BsonInt32(1)));
        for (int size : new int[] {Integer.MAX_VALUE, Integer.MAX_VALUE - 8, 1 << 30, document.length + 1, 4, 0, -1,
                Integer.MIN_VALUE}) {
            byte[] bad = document.clone();
            ByteBuffer.wrap(bad).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(0, size);
            assertThrows(BsonSerializationException.class, () -> DocumentSource.acquire(BsonSamples.reader(bad)),
                    () -> "size " + size);
        }
        byte[] unterminated = document.clone();
        unterminated[unterminated.length - 1] = 1;
        assertThrows(BsonSerializationException.class, () -> DocumentSource.acquire(BsonSamples.reader(unterminated)));
        // a failed acquire does not keep the thread's scratch array in use
        byte[] first = DocumentSource.acquire(BsonSamples.reader(document));
        DocumentSource.release(first);
        byte[] second = DocumentSource.acquire(BsonSamples.reader(document));
        DocumentSource.release(second);
        assertSame(first, second);
    }

    private static void assertSameState(BsonBinaryReader expected, BsonBinaryReader actual) {
        assertEquals(expected.getState(), actual.getState());
        assertEquals(expected.getBsonInput().getPosition(), actual.getBsonInput().getPosition());
    }
}
