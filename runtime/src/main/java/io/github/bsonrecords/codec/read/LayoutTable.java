package io.github.bsonrecords.codec.read;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * What a generated codec's ordered pass can read, as data rather than code: per component (in
 * encode order) the header it writes, type, name and 0, or null where its BSON type is not fixed;
 * every name a component decodes from (aliases included); the discriminator field of a sealed
 * interface's record; and the order the codec writes. {@link LearnedLayouts} learns documents'
 * field orders against it.
 */
public final class LayoutTable {
    /** A layout longer than this many steps past the record's component count is cut short. */
    private static final int EXTRA_STEPS = 16;

    private final byte[][] headers;
    private final long[] first;
    private final long[] last;
    /** Every name (UTF-8) a component decodes from: its own in encode order, then the aliases. */
    private final byte[][] names;
    private final byte[] discriminator;
    private final long discriminatorFirst;
    private final long discriminatorLast;
    private final byte[] written;
    /**
     * Whether a leading {@code _id} is a field this record does not map and skips (no component,
     * alias or discriminator of that name, no extra elements to keep it in): the ordered pass then
     * starts after it.
     */
    private final boolean skipsId;

    private LayoutTable(LayoutTable table) {
        this.headers = table.headers;
        this.first = table.first;
        this.last = table.last;
        this.names = table.names;
        this.discriminator = table.discriminator;
        this.discriminatorFirst = table.discriminatorFirst;
        this.discriminatorLast = table.discriminatorLast;
        this.written = table.written;
        this.skipsId = false;
    }

    private LayoutTable(FieldNames fieldNames, byte[][] headers, byte[] discriminator, byte[] written, String[] aliases) {
        if (headers.length != fieldNames.size()) {
            throw new IllegalArgumentException(headers.length + " headers for " + fieldNames.size() + " names");
        }
        if (headers.length > Byte.MAX_VALUE) {
            throw new IllegalArgumentException("a layout holds at most " + Byte.MAX_VALUE + " components");
        }
        this.headers = headers.clone();
        this.first = new long[headers.length];
        this.last = new long[headers.length];
        for (int i = 0; i < headers.length; i++) {
            if (headers[i] != null) {
                first[i] = ElementHeader.firstWord(headers[i]);
                last[i] = ElementHeader.lastWord(headers[i]);
            }
        }
        int count = fieldNames.size();
        this.names = new byte[count + aliases.length][];
        for (int i = 0; i < count; i++) {
            names[i] = fieldNames.name(i);
        }
        for (int a = 0; a < aliases.length; a++) {
            names[count + a] = aliases[a].getBytes(StandardCharsets.UTF_8);
        }
        this.discriminator = discriminator;
        this.discriminatorFirst = discriminator == null ? 0L : ElementHeader.firstWord(discriminator);
        this.discriminatorLast = discriminator == null ? 0L : ElementHeader.lastWord(discriminator);
        this.written = written.clone();
        boolean idMapped = discriminator != null && isId(discriminator, 0, discriminator.length);
        for (byte[] name : names) {
            idMapped |= Arrays.equals(name, ID);
        }
        this.skipsId = !idMapped;
    }

    private static final byte[] ID = {'_', 'i', 'd'};

    /** Whether the header {@code (type, name, 0)} in {@code [from, to)} is that of an {@code _id} field. */
    private static boolean isId(byte[] b, int from, int to) {
        return to - from == 5 && b[from + 1] == '_' && b[from + 2] == 'i' && b[from + 3] == 'd' && b[from + 4] == 0;
    }

    /**
     * @param fieldNames the codec's names in encode order
     * @param headers each component's header in encode order, null where its BSON type is not fixed
     * @param discriminator the whole discriminator field this record writes, or null
     * @param written the steps of the order this codec writes (component indexes and
     *        {@link FieldLayout#DISCRIMINATOR}), as far as the ordered pass reads it
     * @param aliases the other names components decode from ({@code @BsonAlias}): a learned layout ends at one
     */
    public static LayoutTable of(FieldNames fieldNames, byte[][] headers, byte[] discriminator, byte[] written,
            String... aliases) {
        return new LayoutTable(fieldNames, headers, discriminator, written, aliases);
    }

    /**
     * The same table for a record with {@code @BsonExtraElements}: it keeps a leading {@code _id}
     * among them, so its ordered pass does not skip it.
     */
    public LayoutTable keepingId() {
        return new LayoutTable(this);
    }

    /** The layout of the documents this codec writes. */
    FieldLayout written() {
        return new FieldLayout(written.clone(), new byte[written.length][], true, null);
    }

    /**
     * Where the ordered pass starts in a document whose first element is at {@code pos}: past that
     * element when it is an {@code _id} this record skips (the server's, first in what a query
     * returns), checked as the general loop checks a skipped field; else at {@code pos}.
     */
    int afterId(byte[] b, int pos, int limit) {
        if (!skipsId || pos + 4 >= limit || !isId(b, pos, pos + 5)) {
            return pos;
        }
        int type = b[pos] & 0xFF;
        int valueEnd = BsonBytes.valueEnd(b, type, pos + 5, limit);
        BsonBytes.checkSkipped(b, type, pos + 5, valueEnd);
        return valueEnd;
    }

    /**
     * Whether the ordered pass reads documents of these steps straight: they are the order this
     * codec writes, after a leading {@code _id} it skips or not.
     */
    private boolean straight(byte[] steps, byte[][] unmapped) {
        int from = skipsId && steps.length > 0 && unmapped[0] != null && isId(unmapped[0], 0, unmapped[0].length) ? 1 : 0;
        return Arrays.equals(steps, from, steps.length, written, 0, written.length);
    }

    /** Whether {@code layout} starts with an {@code _id} this record skips. */
    boolean startsWithSkippedId(FieldLayout layout) {
        byte[] header = layout.size() > 0 ? layout.unmappedHeader(0) : null;
        return skipsId && header != null && isId(header, 0, header.length);
    }

    /** Where the value of {@code component} starts when the element at {@code pos} has its header, else -1. */
    int headerEnd(byte[] b, int pos, int limit, int component) {
        if (component == FieldLayout.DISCRIMINATOR) {
            return ElementHeader.end(b, pos, limit, discriminator, discriminatorFirst, discriminatorLast);
        }
        return ElementHeader.end(b, pos, limit, headers[component], first[component], last[component]);
    }

    /**
     * The layout of the document in {@code [start, limit]} (which a decode has just read whole, so
     * its elements are well formed), up to the first field the ordered pass cannot read where it
     * stands: a component's field of another type (BSON null, a widened number), under an alias,
     * or of a component whose type is not fixed. Null when not even its first field can be read.
     */
    FieldLayout learn(byte[] b, int start, int limit) {
        int max = headers.length + EXTRA_STEPS;
        byte[] steps = new byte[max];
        byte[][] unmapped = new byte[max][];
        int count = 0;
        int pos = start + 4;
        while (pos < limit && count < max) {
            int type = b[pos] & 0xFF;
            int nameEnd = BsonBytes.nameEnd(b, pos + 1, limit);
            int valueStart = nameEnd + 1;
            int step = stepAt(b, pos, limit, nameEnd);
            if (step == STOP) {
                break;
            }
            if (step == FieldLayout.UNMAPPED) {
                unmapped[count] = Arrays.copyOfRange(b, pos, valueStart);
            }
            steps[count++] = (byte) step;
            pos = BsonBytes.valueEnd(b, type, valueStart, limit);
        }
        if (count == 0) {
            return null;
        }
        byte[] learned = Arrays.copyOf(steps, count);
        byte[][] headersMet = Arrays.copyOf(unmapped, count);
        return new FieldLayout(learned, headersMet, straight(learned, headersMet), null);
    }

    private static final int STOP = -3;

    /** What a layout holds for the element at {@code pos}, or {@link #STOP}. */
    private int stepAt(byte[] b, int pos, int limit, int nameEnd) {
        if (discriminator != null && headerEnd(b, pos, limit, FieldLayout.DISCRIMINATOR) >= 0) {
            return FieldLayout.DISCRIMINATOR;
        }
        int length = nameEnd - pos - 1;
        for (int i = 0; i < names.length; i++) {
            byte[] name = names[i];
            if (name.length == length && Arrays.equals(b, pos + 1, nameEnd, name, 0, length)) {
                // its own name and the type it writes: the generated case reads it
                return i < headers.length && headers[i] != null && headerEnd(b, pos, limit, i) >= 0 ? i : STOP;
            }
        }
        return FieldLayout.UNMAPPED;
    }
}
