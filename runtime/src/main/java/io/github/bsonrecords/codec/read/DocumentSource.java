package io.github.bsonrecords.codec.read;

import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.internal.InputPipe;
import io.github.bsonrecords.internal.ScratchArrays;
import org.bson.AbstractBsonReader.State;
import org.bson.BsonBinaryReader;
import org.bson.BsonSerializationException;
import org.bson.BsonType;
import org.bson.codecs.DecoderContext;
import org.bson.io.BsonInput;
import org.bson.io.BsonInputMark;

/**
 * Hands generated code the bytes of the document a {@link BsonBinaryReader} is positioned on,
 * with the reader's public API only, and leaves the reader where decoding the document through
 * the reader API would.
 *
 * <p>Where the reader's input can show its own array (bson 5.8+ and a heap buffer, as the
 * driver's cursor replies are) the document is decoded where it lies: no copy. Otherwise it is
 * copied into a scratch array: a platform thread's own, up to {@link ScratchArrays#THREAD_CAP}
 * bytes; else one from the bounded {@link ScratchArrays} pool, or a new one.
 *
 * <pre>
 * T value = DocumentSource.decode(binaryReader, this, context);
 * if (value != null) return value;                    // decoded on the bytes
 * return decode(reader, context, 1);                  // not at a document: the reader API
 * </pre>
 */
public final class DocumentSource {
    private static final int INITIAL_SCRATCH = 1024;

    /** Platform threads only: a virtual thread keeps nothing of its own (see {@link ScratchArrays#onVirtualThread}). */
    private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

    /** A thread's reusable array; {@code inUse} while a caller parses it (a nested acquire gets a fresh array). */
    private static final class Scratch {
        byte[] array = new byte[INITIAL_SCRATCH];
        boolean inUse;
    }

    private DocumentSource() {
    }

    /**
     * Decodes the document at the reader's position with {@code codec}'s byte path, or returns
     * null when the reader is not at a document value (a generated codec's values are never
     * null). At the top level the reader is first moved onto the document. Afterwards the reader
     * is past the document: nested, in state {@code TYPE} as after {@code skipValue()}; at the top
     * level, in state {@code DONE} as after {@code readEndDocument()}.
     */
    public static <T> T decode(BsonBinaryReader reader, BinaryCodec<T> codec, DecoderContext context) {
        boolean topLevel = reader.getState() == State.INITIAL;
        if (topLevel) {
            reader.readBsonType();
        }
        if (reader.getState() != State.VALUE || reader.getCurrentBsonType() != BsonType.DOCUMENT) {
            return null;
        }
        BsonInput input = reader.getBsonInput();
        if (InputPipe.available(input)) {
            ArrayCapture capture = new ArrayCapture();
            // a pipe of no bytes: the input shows where its bytes are and does not move (a buffer with
            // no array, a direct one, hands over an empty array instead: its documents are copied below)
            InputPipe.pipe(input, capture, 0);
            if (!capture.direct) {
                int start = capture.offset;
                moveBeyond(reader, input, capture.array, start, topLevel);
                return codec.decode(capture.array, start, context, 1);
            }
        }
        byte[] bytes = acquire(reader, topLevel);
        try {
            return codec.decode(bytes, 0, context, 1);
        } finally {
            release(bytes);
        }
    }

    /**
     * Moves the reader past the document that starts at {@code start} of the input's own array, as
     * reading it would; a size that does not fit the input fails as the input's reads do.
     */
    private static void moveBeyond(BsonBinaryReader reader, BsonInput input, byte[] array, int start, boolean topLevel) {
        try {
            if (topLevel) {
                int size = BsonBytes.documentEnd(array, start) - start;
                reader.readStartDocument();
                input.skip(size - BsonBytes.MIN_DOCUMENT_SIZE);
                reader.readEndDocument();
            } else {
                reader.skipValue();
            }
        } catch (IllegalArgumentException e) {
            // the buffer refuses a position beyond its limit: the declared size exceeds the input
            throw new BsonSerializationException("BSON document at offset " + start + " declares a size beyond the"
                    + " end of its input");
        }
    }

    /**
     * The bytes of the document at the reader's position, starting at index 0 with its size (the
     * array may be longer than the document), or {@code null} when the reader is not at a
     * document value. At the top level the reader is first moved onto the document. Afterwards
     * the reader is past the document: nested, in state {@code TYPE} as after {@code skipValue()};
     * at the top level, in state {@code DONE} as after {@code readEndDocument()}.
     *
     * @throws BsonSerializationException if the declared size is below 5, exceeds the input, or
     *     the last byte is not 0
     */
    static byte[] acquire(BsonBinaryReader reader) {
        boolean topLevel = reader.getState() == State.INITIAL;
        if (topLevel) {
            reader.readBsonType();
        }
        if (reader.getState() != State.VALUE || reader.getCurrentBsonType() != BsonType.DOCUMENT) {
            return null;
        }
        return acquire(reader, topLevel);
    }

    /** {@link #acquire(BsonBinaryReader)} once the reader is known to be at a document. */
    private static byte[] acquire(BsonBinaryReader reader, boolean topLevel) {
        BsonInput input = reader.getBsonInput();
        BsonInputMark mark = input.getMark(Integer.MAX_VALUE);
        int size = input.readInt32();
        if (size < BsonBytes.MIN_DOCUMENT_SIZE) {
            throw new BsonSerializationException("BSON document declares size " + size + ", less than the minimum of 5");
        }
        byte[] bytes = take(size);
        try {
            bytes = copy(input, size, bytes);
            if (bytes[size - 1] != 0) {
                throw new BsonSerializationException("BSON document of size " + size + " does not end with a 0 byte");
            }
        } catch (RuntimeException e) {
            release(bytes);
            throw e;
        }
        mark.reset();
        if (topLevel) {
            // skipValue() would leave a top-level reader in state TYPE; the reader API ends in DONE
            reader.readStartDocument();
            input.skip(size - BsonBytes.MIN_DOCUMENT_SIZE);
            reader.readEndDocument();
        } else {
            reader.skipValue();
        }
        return bytes;
    }

    /** Gives the array back, to the thread or to the shared pool; call once, in a finally block. */
    static void release(byte[] bytes) {
        if (!ScratchArrays.onVirtualThread()) {
            Scratch scratch = SCRATCH.get();
            if (scratch.array == bytes) {
                scratch.inUse = false;
                return;
            }
        }
        ScratchArrays.give(bytes);
    }

    /**
     * The thread's own array when the thread is a platform thread, the array is free and the
     * document fits in {@link ScratchArrays#THREAD_CAP}; else one from the shared pool or a new one.
     */
    private static byte[] take(int size) {
        if (size > ScratchArrays.MAX_ARRAY) {
            // the declared size is not trusted yet: grow while reading instead of allocating it up front
            return new byte[INITIAL_SCRATCH];
        }
        if (size <= ScratchArrays.THREAD_CAP && !ScratchArrays.onVirtualThread()) {
            Scratch scratch = SCRATCH.get();
            if (!scratch.inUse) {
                if (scratch.array.length < size) {
                    scratch.array = new byte[Math.min(Math.max(size, scratch.array.length * 2), ScratchArrays.THREAD_CAP)];
                }
                scratch.inUse = true;
                return scratch.array;
            }
        }
        byte[] shared = ScratchArrays.take(size);
        return shared != null ? shared : new byte[size];
    }

    /**
     * Reads the document (its size again first, then the rest) into {@code into}, growing a fresh
     * array chunk by chunk for a document that does not fit: a corrupt size then fails with the
     * input's own exception before much memory is committed.
     */
    private static byte[] copy(BsonInput input, int size, byte[] into) {
        byte[] bytes = into;
        bytes[0] = (byte) size;
        bytes[1] = (byte) (size >>> 8);
        bytes[2] = (byte) (size >>> 16);
        bytes[3] = (byte) (size >>> 24);
        int filled = 4;
        while (filled < size) {
            if (filled == bytes.length) {
                byte[] larger = new byte[(int) Math.min(size, 2L * bytes.length)];
                System.arraycopy(bytes, 0, larger, 0, filled);
                bytes = larger;
            }
            int chunk = Math.min(size, bytes.length) - filled;
            input.readBytes(bytes, filled, chunk);
            filled += chunk;
        }
        return bytes;
    }
}
