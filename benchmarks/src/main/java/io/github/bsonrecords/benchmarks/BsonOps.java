package io.github.bsonrecords.benchmarks;

import com.mongodb.internal.connection.FieldTrackingBsonWriter;
import com.mongodb.internal.connection.IdHoldingBsonWriter;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonArray;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentWriter;
import org.bson.BsonType;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

/**
 * The operations every suite measures, shared by the benchmarks and the tests so that what is tested
 * is what is measured. Decoded values go to a caller-owned list (reused by the benchmarks, so JMH
 * cannot eliminate the work and the list itself does not allocate per operation).
 */
public final class BsonOps {
    public static final DecoderContext DECODE = DecoderContext.builder().build();
    public static final EncoderContext ENCODE = EncoderContext.builder().build();
    /** What the driver encodes an inserted document with. */
    public static final EncoderContext ENCODE_COLLECTIBLE = EncoderContext.builder().isEncodingCollectibleDocument(true)
            .build();

    private BsonOps() {
    }

    /** One reader per document, as an application decoding single documents does. */
    public static void decodeEach(Codec<?> codec, List<byte[]> documents, List<Object> out) {
        for (byte[] document : documents) {
            try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(document))) {
                out.add(codec.decode(reader, DECODE));
            }
        }
    }

    /**
     * One reader over {@code {firstBatch: [documents]}}, calling the codec once per array element: how
     * the driver decodes a cursor batch.
     */
    public static void decodeBatch(Codec<?> codec, byte[] batch, List<Object> out) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(batch))) {
            reader.readStartDocument();
            reader.readName("firstBatch");
            reader.readStartArray();
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                out.add(codec.decode(reader, DECODE));
            }
            reader.readEndArray();
            reader.readEndDocument();
        }
    }

    /**
     * Exactly as the driver decodes a cursor batch ({@code CommandResultArrayCodec}): one reader over
     * {@code {firstBatch: [documents]}}, a BSON null element kept as null, each document decoded into
     * a new list. The list is new for every batch, so storing the decoded values into it never meets
     * the GC's old-to-young barrier that a list kept across batches does.
     */
    public static List<Object> decodeBatchAsDriver(Codec<?> codec, byte[] batch) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(batch))) {
            reader.readStartDocument();
            reader.readName("firstBatch");
            reader.readStartArray();
            List<Object> list = new ArrayList<>();
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                if (reader.getCurrentBsonType() == BsonType.NULL) {
                    reader.readNull();
                    list.add(null);
                } else {
                    list.add(codec.decode(reader, DECODE));
                }
            }
            reader.readEndArray();
            reader.readEndDocument();
            return list;
        }
    }

    /** Encodes every value, one top-level document after the other, into a buffer emptied first. */
    public static void encodeAll(Codec<Object> codec, List<Object> values, BasicOutputBuffer buffer) {
        buffer.truncateToPosition(0);
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            for (Object value : values) {
                codec.encode(writer, value, ENCODE);
            }
        }
    }

    /**
     * As the driver's insert path writes each document: through its {@code IdHoldingBsonWriter},
     * which watches for {@code _id} and appends a generated one when there is none, in the
     * collectible-document context the driver encodes inserted documents in.
     */
    public static void encodeAllForInsert(Codec<Object> codec, List<Object> values, BasicOutputBuffer buffer) {
        buffer.truncateToPosition(0);
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            for (Object value : values) {
                codec.encode(new IdHoldingBsonWriter(writer, null), value, ENCODE_COLLECTIBLE);
            }
        }
    }

    /** As the driver's replace and update paths write each document: through its {@code FieldTrackingBsonWriter}. */
    public static void encodeAllForReplace(Codec<Object> codec, List<Object> values, BasicOutputBuffer buffer) {
        buffer.truncateToPosition(0);
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            for (Object value : values) {
                codec.encode(new FieldTrackingBsonWriter(writer), value, ENCODE);
            }
        }
    }

    /**
     * Into a new {@code BsonDocument} per value through a {@code BsonDocumentWriter}: the path of
     * writers that take no bytes (tree writers, filters and updates built from values, Spring's
     * document conversions).
     */
    public static void encodeAllToDocuments(Codec<Object> codec, List<Object> values, List<Object> out) {
        for (Object value : values) {
            BsonDocument document = new BsonDocument();
            codec.encode(new BsonDocumentWriter(document), value, ENCODE);
            out.add(document);
        }
    }

    /** {@code {firstBatch: [documents]}}, as a cursor reply carries them. */
    public static byte[] batchOf(List<byte[]> documents) {
        BsonArray array = new BsonArray();
        for (byte[] document : documents) {
            array.add(new RawBsonDocument(document));
        }
        return encode(new BsonDocumentCodec(), new BsonDocument("firstBatch", array));
    }

    /** One value encoded on its own. */
    public static <T> byte[] encode(Codec<T> codec, T value) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            codec.encode(writer, value, ENCODE);
        }
        return buffer.toByteArray();
    }

    /** One value decoded from its own reader. */
    public static <T> T decode(Codec<T> codec, byte[] document) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(document))) {
            return codec.decode(reader, DECODE);
        }
    }
}
