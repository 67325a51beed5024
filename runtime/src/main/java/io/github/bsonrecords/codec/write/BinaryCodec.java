package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.codec.shape.CodecShape;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;

/**
 * A generated codec's byte-level entry points, which enclosing records' codecs and
 * {@code BsonRecords.toBson/fromBson} call without a reader or writer.
 */
public interface BinaryCodec<T> extends Codec<T> {
    /**
     * Decodes the document that starts at {@code start}, reading no further than the size it
     * declares. {@code depth} is the document's nesting level, 1 at the top (decoding stops past a maximum depth).
     */
    T decode(byte[] bytes, int start, DecoderContext context, int depth);

    /** Decodes through the reader API the document the reader is at, nested {@code depth} levels deep. */
    T decode(BsonReader reader, DecoderContext context, int depth);

    /** Writes the value's fields (not the document's size or terminator) into {@code buffer}. */
    void encode(BsonBuffer buffer, T value, EncoderContext context);

    /**
     * Writes the {@code _id} field through the writer's API, where the driver's insert writer sees
     * it (see {@code WriterDispatch}); nothing for a record without an {@code _id} component.
     */
    default void encodeId(BsonWriter writer, T value, EncoderContext context) {
    }

    /**
     * What this codec reads, for {@code BsonRecords.survey}: built on each call, never by decoding or
     * encoding. Null for a codec written by a processor older than the survey (compile again).
     */
    default CodecShape shape() {
        return null;
    }

    /** The fields {@link #encode(BsonBuffer, Object, EncoderContext)} writes after {@code _id}: all of them without one. */
    default void encodeAfterId(BsonBuffer buffer, T value, EncoderContext context) {
        encode(buffer, value, context);
    }
}
