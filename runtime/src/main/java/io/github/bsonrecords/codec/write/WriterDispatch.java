package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.codec.BinaryCodec;
import java.nio.ByteBuffer;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonWriter;
import org.bson.codecs.EncoderContext;

/**
 * A generated codec's {@code encode(BsonWriter, ...)}, the same for every record: the codec writes
 * the document's fields into a {@link BsonBuffer} ({@code encode(buffer, ...)}) and this hands
 * them to the writer.
 * <ul>
 *   <li>The plain binary writer gets them copied into its output in one piece (in pieces of 64 KiB
 *       for a larger one).</li>
 *   <li>The driver's insert and replace writers get {@code _id} through their API, so that they
 *       see it ({@code encodeId}), and the rest spliced in as bytes ({@link BodySplice}).</li>
 *   <li>Any other writer (a {@code BsonDocumentWriter}, a {@code JsonWriter}, a decorator) gets
 *       every name and value through its API, read back from the bytes ({@link WriterCopy}).</li>
 * </ul>
 *
 * <p>One shared method, yet no shared call site: each codec calls it with itself from its own
 * {@code encode}, into which it is inlined; there {@code codec} is the codec's own final class, so
 * the calls back into it are bound as directly as if they were written in the codec.
 */
public final class WriterDispatch {
    private WriterDispatch() {
    }

    /** Writes {@code value} as a document through {@code writer}, its fields encoded by {@code codec}. */
    public static <T> void encode(BinaryCodec<T> codec, BsonWriter writer, T value, EncoderContext context) {
        if (!intoBinaryWriter(codec, writer, value, context) && !spliced(codec, writer, value, context)) {
            throughWriterApi(codec, writer, value, context);
        }
    }

    /**
     * {@link #encode} for a record with extra elements, whose names are known only at run time: the
     * driver's insert and replace writers get every field through their API, so that they see (and
     * check) each name.
     */
    public static <T> void encodeWithoutSplice(BinaryCodec<T> codec, BsonWriter writer, T value,
            EncoderContext context) {
        if (!intoBinaryWriter(codec, writer, value, context)) {
            throughWriterApi(codec, writer, value, context);
        }
    }

    /**
     * The plain binary writer, or the one {@code ByteWrites} encodes a registry value with: the
     * buffer streams into its output. In the latter, the buffer's depth continues the writer's,
     * so that nesting counts from the top document through registry values too.
     */
    private static <T> boolean intoBinaryWriter(BinaryCodec<T> codec, BsonWriter writer, T value,
            EncoderContext context) {
        Class<?> type = writer.getClass();
        if (type != BsonBinaryWriter.class && type != ByteWrites.NestedValueWriter.class) {
            return false;
        }
        BsonBinaryWriter binary = (BsonBinaryWriter) writer;
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            buffer.startDocument(binary);
            if (type == ByteWrites.NestedValueWriter.class) {
                buffer.depth = ((ByteWrites.NestedValueWriter) binary).depth();
            }
            codec.encode(buffer, value, context);
            buffer.endDocument(binary);
        } finally {
            buffer.release();
        }
        return true;
    }

    /** The driver's insert and replace writers, where this bson version can splice (see {@link BodySplice}). */
    private static <T> boolean spliced(BinaryCodec<T> codec, BsonWriter writer, T value, EncoderContext context) {
        if (!BodySplice.accepts(writer, context)) {
            return false;
        }
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            writer.writeStartDocument();
            codec.encodeId(writer, value, context);
            codec.encodeAfterId(buffer, value, context);
            BodySplice.pipe(writer, buffer);
            writer.writeEndDocument();
        } finally {
            buffer.release();
        }
        return true;
    }

    /** Any other writer: the whole document encoded, then read back into the writer's API. */
    private static <T> void throughWriterApi(BinaryCodec<T> codec, BsonWriter writer, T value, EncoderContext context) {
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            int size = buffer.reserveDocumentSize();
            codec.encode(buffer, value, context);
            buffer.putByte(0);
            buffer.patchDocumentSize(size);
            try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(buffer.array(), 0, buffer.size()))) {
                WriterCopy.document(reader, writer);
            }
        } finally {
            buffer.release();
        }
    }
}
