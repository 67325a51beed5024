package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.internal.BsonTypeCodes;
import io.github.bsonrecords.internal.Endian;
import io.github.bsonrecords.internal.RawDocumentBytes;
import io.github.bsonrecords.internal.ScratchArrays;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonSerializationException;
import org.bson.RawBsonDocument;
import org.bson.io.BsonOutput;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * A little-endian byte buffer that generated code encodes a document's fields into, to copy them
 * into the driver's output in one piece (or, for a document larger than {@link #STREAM_CHUNK}, in
 * pieces of that size: {@link #startDocument}). Every method writes the same bytes as the driver's
 * {@code BsonBinaryWriter} over a {@code BasicOutputBuffer} for the same value, and checks
 * capacity once per call.
 *
 * <p>For generated code:
 * <pre>
 * BsonBuffer out = BsonBuffer.acquire();
 * try {
 *     out.startDocument(binaryWriter);
 *     out.putBytes(HEADER_NAME);          // BsonBuffer.fieldHeader(0x02, "name"), built at class init
 *     out.putString(value.name());
 *     out.endDocument(binaryWriter);
 * } finally {
 *     out.release();
 * }
 * </pre>
 */
public final class BsonBuffer {
    static final int INITIAL_CAPACITY = 256;
    /**
     * While streaming, the array grows as usual up to this size (a platform thread keeps as much,
     * see {@code ScratchArrays.THREAD_CAP}) and is handed over to the writer's output each time it
     * fills beyond: a document of any size costs one such array, never a doubled copy of itself.
     */
    static final int STREAM_CHUNK = ScratchArrays.THREAD_CAP;
    /** Elements of a primitive array written per room check: 1,024 doubles take at most 20 KiB. */
    private static final int ARRAY_RUN = 1024;
    private static final int MAX_CAPACITY = Integer.MAX_VALUE - 8;
    /** The driver writer's default {@code maxSerializationDepth}: documents and arrays nested in all, the top level counted. */
    static final int MAX_SERIALIZATION_DEPTH = 1024;

    /** A thread's own buffer (see {@link BufferPool}); the others are made for one call. */
    final boolean threadOwned;
    boolean inUse;
    /** The array a thread's own buffer keeps between documents, at most {@code ScratchArrays.THREAD_CAP} bytes. */
    byte[] home;
    byte[] array;
    int size;
    /** Documents and arrays open, the document whose fields the buffer holds counted as the first. */
    int depth = 1;
    /** While streaming ({@link #startDocument}): the writer's output, which takes the bytes as the array fills. */
    BsonOutput sink;
    /** While streaming: the bytes already handed to the sink; positions below it are in the sink. */
    int flushed;
    /** While streaming: the sink's position of the buffer's first byte. */
    private int sinkStart;
    /** A reader over {@link #spliced}, for {@link BodySplice}: made once per buffer, reused per document. */
    private BsonBinaryReader splicer;
    private SplicedBody spliced;
    /** A view of {@code array} for {@link #putObjectId} and the ASCII copier, replaced when the array is. */
    private ByteBuffer view;
    /** Taken at the first long string: a thread's own buffer keeps it, any other gives it back at release. */
    AsciiCopier copier;

    BsonBuffer(boolean threadOwned, byte[] array) {
        this.threadOwned = threadOwned;
        this.array = array;
        this.home = threadOwned ? array : null;
    }

    /**
     * An empty buffer; {@link #release} it in a finally block. Where its array comes from, and
     * what is kept per thread, is {@link BufferPool}'s to decide.
     */
    public static BsonBuffer acquire() {
        return BufferPool.acquire();
    }

    /** A buffer of its own, neither pooled nor kept per thread: for values built once (at class init, in tests). */
    public static BsonBuffer unpooled() {
        return new BsonBuffer(false, new byte[INITIAL_CAPACITY]);
    }

    /** Gives the buffer back to {@link BufferPool}; call once, in a finally block. */
    public void release() {
        BufferPool.release(this);
    }

    /**
     * The pre-encoded header of a document field, {@code [type][name as UTF-8][0]}, for generated
     * code to build once at class init. Refuses a name holding U+0000 as the driver's writer does.
     */
    public static byte[] fieldHeader(int type, String name) {
        BsonBuffer header = unpooled();
        header.putByte(type);
        header.putCString(name);
        return header.toByteArray();
    }

    /**
     * {@code [0x02][name][0][string value]}: a whole string field, encoded once at class init (the
     * discriminator a sealed interface's record writes after {@code _id}).
     */
    public static byte[] stringField(String name, String value) {
        BsonBuffer field = unpooled();
        field.putByte(0x02);
        field.putCString(name);
        field.putString(value);
        return field.toByteArray();
    }

    /** The number of bytes written. */
    public int size() {
        return size;
    }

    /** The backing array; bytes {@code [0, size())} are the ones written. */
    public byte[] array() {
        return array;
    }

    /** Empties the buffer, keeping its array. */
    public void reset() {
        size = 0;
    }

    /** A copy of the bytes written. */
    public byte[] toByteArray() {
        return Arrays.copyOf(array, size);
    }

    public void putBytes(byte[] bytes) {
        int length = bytes.length;
        if (length < 8 || length > 16) {
            putBytes(bytes, 0, length);
            return;
        }
        // a field's header (type, name, 0) is mostly 8-16 bytes: two overlapping 8-byte moves cost
        // less than a call into the array copy stub, and generated code passes constant arrays, so
        // the length test folds away
        ensure(length);
        byte[] a = array;
        int p = size;
        Endian.putLong(a, p, Endian.getLong(bytes, 0));
        Endian.putLong(a, p + length - 8, Endian.getLong(bytes, length - 8));
        size = p + length;
    }

    public void putBytes(byte[] bytes, int offset, int length) {
        ensure(length);
        System.arraycopy(bytes, offset, array, size, length);
        size += length;
    }

    public void putByte(int value) {
        ensure(1);
        array[size++] = (byte) value;
    }

    public void putBoolean(boolean value) {
        putByte(value ? 1 : 0);
    }

    public void putInt(int value) {
        ensure(4);
        Endian.putInt(array, size, value);
        size += 4;
    }

    public void putLong(long value) {
        ensure(8);
        Endian.putLong(array, size, value);
        size += 8;
    }

    /** The raw IEEE 754 bits (NaN payloads kept), as the driver writes a double. */
    public void putDouble(double value) {
        ensure(8);
        Endian.putDouble(array, size, value);
        size += 8;
    }

    /**
     * A BSON string: int32 byte length (with the 0), UTF-8, 0. Encoded as the driver does, code
     * point by code point: a U+0000 inside is written as a 0 byte and an unpaired surrogate as the
     * three-byte form of its own value (where {@code String.getBytes} would write '?').
     */
    public void putString(String value) {
        ensure(4L + value.length() + 1);
        int start = size;
        int end = putUtf8(value, start + 4, 1, false);
        array[end] = 0;
        Endian.putInt(array, start, end + 1 - (start + 4));
        size = end + 1;
    }

    /**
     * A BSON cstring (a map key): UTF-8 then 0. A U+0000 inside fails with the driver's
     * {@link BsonSerializationException} and message.
     */
    public void putCString(String value) {
        ensure((long) value.length() + 1);
        int end = putUtf8(value, size, 1, true);
        array[end] = 0;
        size = end + 1;
    }

    /**
     * Writes {@code value} as UTF-8 at {@code base}, with room for {@code after} more bytes, and
     * returns its end; the caller has made room for one byte per char. Reserves the exact length:
     * the ASCII prefix is copied as it is scanned (by the {@link AsciiCopier} from
     * {@link AsciiCopier#MIN_LENGTH} chars), and a string that is not all ASCII is measured
     * before the rest is encoded.
     */
    private int putUtf8(String value, int base, int after, boolean cstring) {
        int length = value.length();
        byte[] a = array;
        int i = 0;
        if (length >= AsciiCopier.MIN_LENGTH && !cstring) {
            i = copier().copy(value, view(), base);
        } else {
            for (; i < length; i++) {
                char c = value.charAt(i);
                if (c >= 0x80 || (cstring && c == 0)) {
                    break;
                }
                a[base + i] = (byte) c;
            }
        }
        if (i == length) {
            return base + length;
        }
        // grow, never flush: the bytes from size on are this string's, not yet counted
        reserve(base - size + i + Utf8.length(value, i) + after);
        if (array != a) {
            // the array grew past the copied prefix's bytes, which sit beyond size: copy them again
            System.arraycopy(a, base, array, base, i);
        }
        return Utf8.encode(value, i, array, base + i, cstring);
    }

    /**
     * The 12 bytes of the id, as the driver writes them. {@code ObjectId} exposes its bytes only
     * through a {@code ByteBuffer} (or a fresh array), so a view of the array is kept for it.
     */
    public void putObjectId(ObjectId value) {
        ensure(12);
        ByteBuffer view = view();
        view.limit(size + 12).position(size);
        value.putToByteBuffer(view);
        size += 12;
    }

    private ByteBuffer view() {
        ByteBuffer view = this.view;
        if (view == null || view.array() != array) {
            view = ByteBuffer.wrap(array);
            this.view = view;
        }
        return view;
    }

    private AsciiCopier copier() {
        AsciiCopier copier = this.copier;
        if (copier == null) {
            copier = AsciiCopier.take();
            this.copier = copier;
        }
        return copier;
    }

    /** Low then high 64 bits, little-endian, as the driver writes a decimal128. */
    public void putDecimal128(Decimal128 value) {
        putDecimal128(value.getHigh(), value.getLow());
    }

    /** A decimal128 from its bits: low then high, little-endian. */
    public void putDecimal128(long high, long low) {
        ensure(16);
        Endian.putLong(array, size, low);
        Endian.putLong(array, size + 8, high);
        size += 16;
    }

    /**
     * A binary value: int32 length, subtype, payload. Subtype 2 (old binary) repeats the payload's
     * length inside, counted in the outer length, as the driver's writer does.
     */
    public void putBinary(int subtype, byte[] data) {
        boolean old = (byte) subtype == BsonTypeCodes.OLD_BINARY_SUBTYPE;
        ensure(5L + (old ? 4 : 0) + data.length);
        byte[] a = array;
        int p = size;
        Endian.putInt(a, p, old ? data.length + 4 : data.length);
        a[p + 4] = (byte) subtype;
        p += 5;
        if (old) {
            Endian.putInt(a, p, data.length);
            p += 4;
        }
        System.arraycopy(data, 0, a, p, data.length);
        size = p + data.length;
    }

    /**
     * Opens a nested document or array: reserves its int32 size and returns its position for
     * {@link #patchSize}. Past the driver writer's maximum serialization depth (1,024, the buffer's
     * own document included) it fails as the driver's writer does, with its exception and message.
     */
    public int reserveInt() {
        if (depth >= MAX_SERIALIZATION_DEPTH) {
            throw new BsonSerializationException(
                    "Maximum serialization depth exceeded (does the object being serialized have a circular reference?).");
        }
        depth++;
        ensure(4);
        int position = flushed + size;
        size += 4;
        return position;
    }

    /** Writes the size of the document or array that starts at {@code position} and ends here (its 0 written). */
    public void patchSize(int position) {
        depth--;
        patchInt(position, flushed + size - position);
    }

    /**
     * Reserves the int32 size of the buffer's own document, for callers that write a whole
     * document rather than a body: it is the first level already, so the depth does not change.
     */
    public int reserveDocumentSize() {
        ensure(4);
        int position = flushed + size;
        size += 4;
        return position;
    }

    /** Writes the size of the buffer's own document, reserved by {@link #reserveDocumentSize}, once its 0 is written. */
    public void patchDocumentSize(int position) {
        patchInt(position, flushed + size - position);
    }

    /** An int32 at a position {@link #reserveInt} returned: in the array, or in the sink once flushed. */
    private void patchInt(int position, int value) {
        if (position >= flushed) {
            Endian.putInt(array, position - flushed, value);
        } else {
            sink.writeInt32(sinkStart + position, value);
        }
    }

    /** An array element's name: the index as a cstring, from a cache of words for indexes below 10,000. */
    public void putArrayIndex(int index) {
        ensure(11);
        if (index >= 0) {
            putIndexName(index);
        } else {
            size = ArrayIndexNames.encode(index, array, size); // refuses it
        }
    }

    /**
     * A whole {@code double[]} as a BSON array: size, elements {@code [0x01][index][value]}, 0, as
     * the driver writes one value at a time; room is made once per run of elements, so a long array
     * streams as any document does.
     */
    public void putDoubleArray(double[] values) {
        int start = reserveInt();
        for (int from = 0; from < values.length; from += ARRAY_RUN) {
            int to = Math.min(values.length, from + ARRAY_RUN);
            ensure((long) (to - from) * (1 + 11 + 8));
            for (int i = from; i < to; i++) {
                array[size++] = 0x01;
                putIndexName(i);
                Endian.putDouble(array, size, values[i]);
                size += 8;
            }
        }
        putByte(0);
        patchSize(start);
    }

    /** A whole {@code long[]} as a BSON array of int64s (see {@link #putDoubleArray}). */
    public void putLongArray(long[] values) {
        int start = reserveInt();
        for (int from = 0; from < values.length; from += ARRAY_RUN) {
            int to = Math.min(values.length, from + ARRAY_RUN);
            ensure((long) (to - from) * (1 + 11 + 8));
            for (int i = from; i < to; i++) {
                array[size++] = 0x12;
                putIndexName(i);
                Endian.putLong(array, size, values[i]);
                size += 8;
            }
        }
        putByte(0);
        patchSize(start);
    }

    /** A whole {@code int[]} as a BSON array of int32s (see {@link #putDoubleArray}). */
    public void putIntArray(int[] values) {
        int start = reserveInt();
        for (int from = 0; from < values.length; from += ARRAY_RUN) {
            int to = Math.min(values.length, from + ARRAY_RUN);
            ensure((long) (to - from) * (1 + 11 + 4));
            for (int i = from; i < to; i++) {
                array[size++] = 0x10;
                putIndexName(i);
                Endian.putInt(array, size, values[i]);
                size += 4;
            }
        }
        putByte(0);
        patchSize(start);
    }

    /** An index's cstring where room was made for 11 bytes: below 10,000, one 8-byte store from the cache. */
    private void putIndexName(int index) {
        if (index < ArrayIndexNames.CACHED) {
            Endian.putLong(array, size, ArrayIndexNames.WORDS[index]);
            size += ArrayIndexNames.OFFSETS[index + 1] - ArrayIndexNames.OFFSETS[index];
        } else {
            size = ArrayIndexNames.encode(index, array, size);
        }
    }

    /** The document's bytes, copied once (from its backing array on bson 5.8 and later). */
    public void putRawDocument(RawBsonDocument document) {
        int length = RawDocumentBytes.length(document);
        ensure(length);
        RawDocumentBytes.copy(document, array, size, length);
        size += length;
    }

    /**
     * Opens a document through {@code writer} (which writes the type and name if a name is pending,
     * and the size placeholder) and streams what is put from now on into the writer's output:
     * when the array is full it is handed over and reused, so a large document never grows the
     * array (nested sizes already handed over are patched in the output). {@link #endDocument}
     * hands over the rest and ends the document through the writer, which back-patches its size.
     */
    public void startDocument(BsonBinaryWriter writer) {
        writer.writeStartDocument();
        sink = writer.getBsonOutput();
        sinkStart = sink.getPosition();
        flushed = 0;
    }

    /** Ends the document {@link #startDocument} opened. */
    public void endDocument(BsonBinaryWriter writer) {
        flush();
        sink = null;
        flushed = 0;
        writer.writeEndDocument();
    }

    /** A reader whose input hands a binary writer's {@code pipe} the bytes written so far (see {@link BodySplice}). */
    BsonBinaryReader splice() {
        if (splicer == null) {
            spliced = new SplicedBody();
            splicer = new BsonBinaryReader(spliced);
        }
        spliced.reset(array, size);
        return splicer;
    }

    private void flush() {
        sink.writeBytes(array, 0, size);
        flushed += size;
        size = 0;
    }

    /** Room for {@code bytes} more, starting at {@code size}: nothing past {@code size} may be pending. */
    private void ensure(long bytes) {
        if (bytes > array.length - size) {
            if (sink != null && size > 0 && array.length >= STREAM_CHUNK && bytes <= array.length) {
                flush();
            } else {
                grow(bytes);
            }
        }
    }

    /** Room for {@code bytes} more by growing the array, keeping whatever is written past {@code size}'s start. */
    private void reserve(long bytes) {
        if (bytes > array.length - size) {
            grow(bytes);
        }
    }

    private void grow(long bytes) {
        long needed = size + bytes;
        if (needed > MAX_CAPACITY) {
            throw new BsonSerializationException("Cannot encode more than " + MAX_CAPACITY
                    + " bytes of BSON in one buffer (" + needed + " needed)");
        }
        long length = Math.min(Math.max(needed, 2L * array.length), MAX_CAPACITY);
        if (needed <= STREAM_CHUNK) {
            // stop at the chunk, not past it (from an array of an odd size): at the chunk a stream flushes rather than grows
            length = Math.min(length, STREAM_CHUNK);
        }
        array = BufferPool.grow(this, (int) needed, (int) length);
    }
}
