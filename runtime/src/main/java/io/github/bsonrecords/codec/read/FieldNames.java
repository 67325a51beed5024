package io.github.bsonrecords.codec.read;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A record's BSON field names in the order its codec writes them, then the other names its
 * components decode from ({@code @BsonAlias}), for generated code: the next field of a document is
 * first compared with the name expected after the previous one, which is what documents written
 * by the codec (and most others) hold. A hit costs one bounds check and one or two word compares,
 * with no scan for the name's end; a miss is looked up among all the names ({@link #index}). A name
 * is always verified to its last byte.
 */
public final class FieldNames {
    /** Each name's UTF-8 bytes: the components' own in encode order, then the aliases. */
    private final byte[][] names;
    /** Each name's first (up to) 8 bytes as {@link BsonBytes#nameWord} reads them. */
    private final long[] words;
    private final int[] lengths;
    /** The component (its index in encode order) each name is of. */
    private final int[] components;
    /** How many names are the components' own, before the aliases. */
    private final int own;
    /** Bit n set when a name is n bytes long (n < 64; longer names set bit 63): most other names are rejected by it. */
    private final long lengthBits;

    private FieldNames(byte[][] names, int[] components, int own) {
        this.names = names;
        this.components = components;
        this.own = own;
        this.words = new long[names.length];
        this.lengths = new int[names.length];
        long bits = 0;
        for (int i = 0; i < names.length; i++) {
            lengths[i] = names[i].length;
            words[i] = BsonBytes.nameWord(names[i], 0, names[i].length);
            bits |= 1L << Math.min(lengths[i], 63);
        }
        this.lengthBits = bits;
    }

    /** The names, in the order the codec writes them. */
    public static FieldNames of(String... names) {
        byte[][] utf8 = new byte[names.length][];
        int[] components = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            utf8[i] = names[i].getBytes(StandardCharsets.UTF_8);
            components[i] = i;
        }
        return new FieldNames(utf8, components, names.length);
    }

    /** These names and {@code alias}, another name the component at {@code component} (encode order) decodes from. */
    public FieldNames alias(String alias, int component) {
        if (component < 0 || component >= own) {
            throw new IllegalArgumentException("alias '" + alias + "' of component " + component + " of " + own);
        }
        byte[][] more = Arrays.copyOf(names, names.length + 1);
        more[names.length] = alias.getBytes(StandardCharsets.UTF_8);
        int[] of = Arrays.copyOf(components, components.length + 1);
        of[components.length] = component;
        return new FieldNames(more, of, own);
    }

    /**
     * {@code expected} when the name at {@code pos} (a document's element name, its document's
     * terminating 0 at {@code limit}) is the name at that position, else -1.
     */
    public int expected(byte[] b, int pos, int limit, int expected) {
        if (expected >= own) {
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

    /**
     * The component (its index in encode order) whose name or alias is the {@code length} bytes at
     * {@code start}, or -1: the general loop's lookup of a name it did not expect.
     */
    public int index(byte[] b, int start, int length) {
        int slot = slot(b, start, length);
        return slot < 0 ? -1 : components[slot];
    }

    /** Which name the {@code length} bytes at {@code start} are: a component's own below {@link #size()}, an alias at or past it; -1 for none. */
    int slot(byte[] b, int start, int length) {
        if ((lengthBits & (1L << Math.min(length, 63))) == 0) {
            return -1;
        }
        long word = BsonBytes.nameWord(b, start, length);
        for (int i = 0; i < names.length; i++) {
            if (lengths[i] == length && words[i] == word
                    && (length <= Long.BYTES || Arrays.equals(b, start + Long.BYTES, start + length, names[i], Long.BYTES, length))) {
                return i;
            }
        }
        return -1;
    }

    /** How many components: the names before the aliases. */
    int size() {
        return own;
    }

    /** The UTF-8 length of the name at {@code index}. */
    public int length(int index) {
        return lengths[index];
    }
}
