package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.codec.BsonSamples;
import io.github.bsonrecords.codec.write.BsonBuffer;
import io.github.bsonrecords.internal.InputPipe;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.function.Function;
import org.bson.AbstractBsonReader.State;
import org.bson.BSONException;
import org.bson.BsonArray;
import org.bson.BsonBinaryReader;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonReader;
import org.bson.BsonString;
import org.bson.BsonType;
import org.bson.BsonWriter;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.junit.jupiter.api.Test;

/**
 * {@link DocumentSource#decode} hands the codec each document's exact bytes, where the reader's
 * heap buffer holds them (bson 5.8+) or copied (a direct buffer, older bson), and leaves the
 * reader where the reader API would: in a cursor batch and at the top level.
 */
class DocumentSourceDecodeTest {
    private static final DecoderContext CONTEXT = DecoderContext.builder().build();

    /** The ways a reader can hold its bytes; {@code own} tells whether the byte path may read them in place. */
    private enum Buffers {
        HEAP(bytes -> ByteBuffer.wrap(bytes), true),
        HEAP_AT_AN_OFFSET(bytes -> {
            byte[] padded = new byte[bytes.length + 13];
            System.arraycopy(bytes, 0, padded, 13, bytes.length);
            return ByteBuffer.wrap(padded, 13, bytes.length).slice();
        }, true),
        DIRECT(bytes -> ByteBuffer.allocateDirect(bytes.length).put(bytes).flip(), false);

        final Function<byte[], ByteBuffer> wrap;
        final boolean inPlace;

        Buffers(Function<byte[], ByteBuffer> wrap, boolean heap) {
            this.wrap = wrap;
            this.inPlace = heap && InputPipe.supported();
        }
    }

    /** Records the bytes it is handed and whether they are the reader's own array. */
    private static final class Recorder implements BinaryCodec<BsonDocument> {
        byte[] expectedArray;
        boolean lastInPlace;
        byte[] lastBytes;

        @Override
        public BsonDocument decode(byte[] bytes, int start, DecoderContext context, int depth) {
            lastInPlace = bytes == expectedArray;
            int end = BsonBytes.documentEnd(bytes, start);
            BsonBytes.checkDocument(bytes, start, end); // walks every element, as a generated codec does
            lastBytes = Arrays.copyOfRange(bytes, start, end);
            return new BsonDocument();
        }

        @Override
        public BsonDocument decode(BsonReader reader, DecoderContext context, int depth) {
            throw new AssertionError("not the reader path");
        }

        @Override
        public void encode(BsonBuffer buffer, BsonDocument value, EncoderContext context) {
            throw new AssertionError();
        }

        @Override
        public BsonDocument decode(BsonReader reader, DecoderContext decoderContext) {
            throw new AssertionError();
        }

        @Override
        public void encode(BsonWriter writer, BsonDocument value, EncoderContext encoderContext) {
            throw new AssertionError();
        }

        @Override
        public Class<BsonDocument> getEncoderClass() {
            return BsonDocument.class;
        }
    }

    @Test
    void batchElementsAreDecodedFromTheirBytesAndTheReaderIsWhereSkipValueLeavesIt() {
        for (Buffers buffers : Buffers.values()) {
            Random random = new Random(8);
            for (int round = 0; round < 100; round++) {
                List<BsonDocument> elements = new ArrayList<>();
                BsonArray batch = new BsonArray();
                for (int i = random.nextInt(20); i > 0; i--) {
                    BsonDocument element = BsonSamples.randomDocument(random, 2);
                    elements.add(element);
                    batch.add(element);
                }
                batch.add(new BsonInt32(7));
                byte[] reply = BsonSamples.bytes(new BsonDocument("cursor", new BsonDocument("firstBatch", batch)));
                ByteBuffer buffer = buffers.wrap.apply(reply);
                BsonBinaryReader ours = new BsonBinaryReader(buffer);
                BsonBinaryReader skipping = BsonSamples.reader(reply);
                for (BsonBinaryReader reader : List.of(ours, skipping)) {
                    reader.readStartDocument();
                    reader.readName("cursor");
                    reader.readStartDocument();
                    reader.readName("firstBatch");
                    reader.readStartArray();
                }
                Recorder recorder = new Recorder();
                recorder.expectedArray = buffer.hasArray() ? buffer.array() : null;
                for (BsonDocument element : elements) {
                    assertEquals(BsonType.DOCUMENT, ours.readBsonType());
                    skipping.readBsonType();
                    assertEquals(new BsonDocument(), DocumentSource.decode(ours, recorder, CONTEXT));
                    assertArrayEquals(BsonSamples.bytes(element), recorder.lastBytes);
                    assertEquals(buffers.inPlace, recorder.lastInPlace, buffers + ": read in place");
                    skipping.skipValue();
                    assertEquals(skipping.getState(), ours.getState());
                    assertEquals(skipping.getBsonInput().getPosition(), ours.getBsonInput().getPosition());
                }
                assertEquals(BsonType.INT32, ours.readBsonType());
                int position = ours.getBsonInput().getPosition();
                assertNull(DocumentSource.decode(ours, recorder, CONTEXT));
                assertEquals(position, ours.getBsonInput().getPosition());
                assertEquals(7, ours.readInt32());
            }
        }
    }

    @Test
    void atTheTopLevelTheReaderEndsAsAfterDecodingTheDocument() {
        for (Buffers buffers : Buffers.values()) {
            Random random = new Random(9);
            for (int round = 0; round < 100; round++) {
                BsonDocument document = BsonSamples.randomDocument(random, 2);
                byte[] bytes = BsonSamples.bytes(document);
                ByteBuffer buffer = buffers.wrap.apply(bytes);
                BsonBinaryReader ours = new BsonBinaryReader(buffer);
                BsonBinaryReader decoding = BsonSamples.reader(bytes);
                Recorder recorder = new Recorder();
                recorder.expectedArray = buffer.hasArray() ? buffer.array() : null;
                assertEquals(new BsonDocument(), DocumentSource.decode(ours, recorder, CONTEXT));
                assertArrayEquals(bytes, recorder.lastBytes);
                assertEquals(buffers.inPlace, recorder.lastInPlace, buffers + ": read in place");
                new BsonDocumentCodec().decode(decoding, CONTEXT);
                assertEquals(State.DONE, ours.getState());
                assertEquals(decoding.getBsonInput().getPosition(), ours.getBsonInput().getPosition());
            }
        }
    }

    @Test
    void aSizeBeyondTheInputFailsWithABsonExceptionOnEveryBuffer() {
        byte[] bytes = BsonSamples.bytes(new BsonDocument("a", new BsonInt32(1)));
        for (Buffers buffers : Buffers.values()) {
            for (int size : new int[] {bytes.length + 1, bytes.length + 1000, Integer.MAX_VALUE, 4, 0, -1}) {
                byte[] corrupt = bytes.clone();
                ByteBuffer.wrap(corrupt).order(java.nio.ByteOrder.LITTLE_ENDIAN).putInt(0, size);
                // nested: the document as the only element of an array in an outer document
                byte[] outer = BsonSamples.bytes(new BsonDocument("v", new BsonArray(List.of(new BsonDocument("a",
                        new BsonInt32(1))))));
                int at = outer.length - bytes.length - 2;
                System.arraycopy(corrupt, 0, outer, at, 4);
                BsonBinaryReader nested = new BsonBinaryReader(buffers.wrap.apply(outer));
                nested.readStartDocument();
                nested.readName("v");
                nested.readStartArray();
                nested.readBsonType();
                assertThrows(BSONException.class, () -> DocumentSource.decode(nested, new Recorder(), CONTEXT),
                        buffers + " nested, size " + size);
                BsonBinaryReader top = new BsonBinaryReader(buffers.wrap.apply(corrupt));
                assertThrows(BSONException.class, () -> DocumentSource.decode(top, new Recorder(), CONTEXT),
                        buffers + " top level, size " + size);
            }
        }
    }

    @Test
    void everyDocumentOfADirectInputIsCopiedAndTheReaderEndsPastEach() {
        List<BsonDocument> documents = List.of(new BsonDocument("a", new BsonInt32(1)),
                new BsonDocument("b", new BsonString("two")), new BsonDocument("c", new BsonInt32(3)));
        BsonDocument batch = new BsonDocument("firstBatch", new BsonArray(documents));
        ByteBuffer direct = Buffers.DIRECT.wrap.apply(BsonSamples.bytes(batch));
        try (BsonBinaryReader reader = new BsonBinaryReader(direct)) {
            reader.readStartDocument();
            reader.readName("firstBatch");
            reader.readStartArray();
            for (BsonDocument document : documents) {
                assertEquals(BsonType.DOCUMENT, reader.readBsonType());
                Recorder recorder = new Recorder();
                DocumentSource.decode(reader, recorder, CONTEXT);
                byte[] expected = BsonSamples.bytes(document);
                assertArrayEquals(expected, recorder.lastBytes);
            }
            assertEquals(BsonType.END_OF_DOCUMENT, reader.readBsonType());
            reader.readEndArray();
            reader.readEndDocument();
        }
    }
}
