package io.github.bsonrecords.codec.read;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A record's BSON field names in the order its codec writes them, for generated code: the next
 * field of a document is first compared with the name expected after the previous one, which is
 * what documents written by the codec (and most others) hold. A hit costs one bounds check and one
 * or two word compares, with no scan for the name's end; a miss falls back to the codec's full
 * matcher. A name is always verified to its last byte and its terminating 0.
 */
public final class FieldNames {
    /** Each name's UTF-8 bytes. */
    private final byte[][] names;
    /** Each name's first (up to) 8 bytes as {@link BsonBytes#nameWord} reads them. */
    private final long[] words;
    private final int[] lengths;

    private FieldNames(String[] names) {
        this.names = new byte[names.length][];
        this.words = new long[names.length];
        this.lengths = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            byte[] name = names[i].getBytes(StandardCharsets.UTF_8);
            this.names[i] = name;
            this.lengths[i] = name.length;
            this.words[i] = BsonBytes.nameWord(name, 0, name.length);
        }
    }

    /** The names, in the order the codec writes them. */
    public static FieldNames of(String... names) {
        return new FieldNames(names.clone());
    }

    /**
     * {@code expected} when the name at {@code pos} (a document's element name, its document's
     * terminating 0 at {@code limit}) is the name at that position, else -1.
     */
    public int expected(byte[] b, int pos, int limit, int expected) {
        if (expected >= lengths.length) {
            return -1;
        }
        int length = lengths[expected];
        int end = pos + length;
        if (end >= limit || b[end] != 0 || BsonBytes.nameWord(b, pos, length) != words[expected]) {
            return -1;
        }
        if (length > Long.BYTES && !Arrays.equals(b, pos + Long.BYTES, end, names[expected], Long.BYTES, length)) {
            return -1;
        }
        return expected;
    }

    /** How many names. */
    int size() {
        return names.length;
    }

    /** The UTF-8 bytes of the name at {@code index} (not to be modified). */
    byte[] name(int index) {
        return names[index];
    }

    /** The UTF-8 length of the name at {@code index}. */
    public int length(int index) {
        return lengths[index];
    }
}
