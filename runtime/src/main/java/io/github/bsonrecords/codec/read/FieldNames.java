package io.github.bsonrecords.codec.read;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * A record's BSON field names in the order its codec writes them, then the other names its
 * components decode from ({@code @BsonAlias}), for generated code: the next field of a document is
 * first compared with the name expected after the previous one, which is what documents written
 * by the codec (and most others) hold. A hit costs one bounds check and one or two word compares,
 * with no scan for the name's end; a miss is looked up among the names of its length ({@link #index}).
 * A name is always verified to its last byte.
 *
 * <p>Which name is expected after which is learned: at first the codec's own order, then, after a
 * miss, the field that did follow. Stored documents whose fields vary from one to the next (optional
 * fields absent in some, fields the record does not map, another writer's order), too many layouts
 * for {@code LearnedLayouts} to keep, are then read mostly on hits. The table is a fixed array of
 * ints shared by every thread and written without locks: a guess is only ever a guess, verified
 * like any other, so a stale or torn one costs a miss and never a wrong value; it is written only
 * when it changes, so documents of one layout write nothing.
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
    /** The slots of the names of each length (lengths of 63 and more share the last): most other names find none. */
    private final int[][] byLength;
    /**
     * The component expected after the one at {@code state - 1} (after none at state 0): learned from the
     * documents read, see the class comment. {@code own} (no component) where nothing is expected.
     */
    private final int[] followers;

    private FieldNames(byte[][] names, int[] components, int own) {
        this.names = names;
        this.components = components;
        this.own = own;
        this.words = new long[names.length];
        this.lengths = new int[names.length];
        for (int i = 0; i < names.length; i++) {
            lengths[i] = names[i].length;
            words[i] = BsonBytes.nameWord(names[i], 0, names[i].length);
        }
        this.byLength = new int[64][];
        for (int length = 0; length < byLength.length; length++) {
            int size = length;
            byLength[length] = IntStream.range(0, names.length)
                    .filter(i -> Math.min(lengths[i], 63) == size).toArray();
        }
        this.followers = new int[own + 1];
        for (int state = 0; state <= own; state++) {
            followers[state] = state;
        }
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
     * The component expected in {@code state} (one past the component read last, 0 at a document's
     * start) when the name at {@code pos} (a document's element name, its document's terminating 0 at
     * {@code limit}) is its name, else -1.
     */
    public int expected(byte[] b, int pos, int limit, int state) {
        int expected = followers[state];
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
     * {@code start}, or -1: the general loop's lookup of a name it did not expect in {@code state}
     * (see {@link #expected}), which it then expects there.
     */
    public int index(byte[] b, int start, int length, int state) {
        int slot = slot(b, start, length);
        if (slot < 0) {
            return -1;
        }
        int component = components[slot];
        if (slot < own && followers[state] != component) {
            followers[state] = component;
        }
        return component;
    }

    /** Which name the {@code length} bytes at {@code start} are: a component's own below {@link #size()}, an alias at or past it; -1 for none. */
    int slot(byte[] b, int start, int length) {
        int[] sameLength = byLength[Math.min(length, 63)];
        if (sameLength.length == 0) {
            return -1;
        }
        long word = BsonBytes.nameWord(b, start, length);
        for (int i : sameLength) {
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
