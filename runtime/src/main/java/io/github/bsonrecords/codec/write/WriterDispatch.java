package io.github.bsonrecords.codec.write;

import org.bson.BsonBinaryWriter;
import org.bson.BsonWriter;
import org.bson.codecs.EncoderContext;

/**
 * The start of every generated codec's {@code encode(BsonWriter, ...)}: the writers that take the
 * document as bytes get them here, any other writer is left to the codec's writer-API path.
 *
 * <pre>
 * if (!WriterDispatch.encodedAsBytes(this, writer, value, context)) {
 *     encodeWithWriter(writer, value, context);
 * }
 * </pre>
 *
 * <p>One shared method, yet no shared call site: small enough to be inlined into each codec's
 * {@code encode}, where {@code codec} is that codec's own final class, so the calls back into it
 * are bound as directly as if they were written there.
 */
public final class WriterDispatch {
    private WriterDispatch() {
    }

    /**
     * The plain binary writer gets the document's bytes copied into its output in one piece (in
     * pieces of 64 KiB for a larger one); the driver's insert and replace writers get {@code _id}
     * through their API, so that they see it, and the rest spliced in as bytes ({@link BodySplice}).
     * False for any other writer: nothing is written then.
     */
    public static <T> boolean encodedAsBytes(BinaryCodec<T> codec, BsonWriter writer, T value, EncoderContext context) {
        if (encodedIntoBinaryWriter(codec, writer, value, context)) {
            return true;
        }
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

    /**
     * The plain binary writer only: for a record with extra elements, whose names are known only at
     * run time, so that the driver's insert and replace writers see (and check) every one of them.
     */
    public static <T> boolean encodedIntoBinaryWriter(BinaryCodec<T> codec, BsonWriter writer, T value,
            EncoderContext context) {
        if (writer.getClass() != BsonBinaryWriter.class) {
            return false;
        }
        BsonBinaryWriter binary = (BsonBinaryWriter) writer;
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            buffer.startDocument(binary);
            codec.encode(buffer, value, context);
            buffer.endDocument(binary);
        } finally {
            buffer.release();
        }
        return true;
    }
}
