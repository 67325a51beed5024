package io.github.bsonrecords.codec;

import org.bson.BsonType;
import org.bson.codecs.Decoder;
import org.bson.codecs.DecoderContext;

/**
 * The byte path's reads that involve another codec: a nested record's generated codec, called
 * on the same bytes, and a registry codec, which still needs a {@code BsonReader}.
 */
public final class ByteDecoding {
    private ByteDecoding() {
    }

    /** A nested record, decoded by its generated codec one level deeper than {@code depth} (see {@link DecodeDepth}). */
    public static <T> T nested(BinaryCodec<T> codec, byte[] bytes, int type, int start, DecoderContext context,
            int depth, FieldRef field) {
        FastReads.expect(type, BsonType.DOCUMENT, field);
        try {
            return codec.decode(bytes, start, context, DecodeDepth.nested(depth, field));
        } catch (StackOverflowError e) {
            throw DecodeDepth.stackExhausted(depth, field);
        }
    }

    /**
     * A registry codec's value, read through a reader over a copy of just that value: slower than
     * the rest of the byte path, with the reader path's result and errors.
     */
    public static <T> T decode(Decoder<T> decoder, byte[] bytes, int type, int start, DecoderContext context,
            FieldRef field) {
        return Reads.decode(decoder, PortableReads.readerAt(bytes, type, start), context, field);
    }
}
