package io.github.bsonrecords.codec.read;

import io.github.bsonrecords.internal.Endian;
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
    /** The header of the server's {@code _id}: type 7 (ObjectId), "_id", 0, as a little-endian word of its 5 bytes. */
    private static final long OBJECT_ID_HEADER = 0x00_64_69_5F_07L;
    private static final long OBJECT_ID_HEADER_MASK = 0xFF_FFFF_FFFFL;
    /** That header and the 12 bytes of an ObjectId. */
    private static final int OBJECT_ID_ELEMENT_SIZE = 5 + 12;

    private final byte[][] headers;
    private final long[] first;
    private final long[] last;
    /** Every name a component decodes from: its own in encode order, then the aliases. */
    private final FieldNames names;
    /** The discriminator's field name (UTF-8), or null: mapped too, so never skipped. */
    private final byte[] discriminatorName;
    private final byte[] discriminator;
    private final long discriminatorFirst;
    private final long discriminatorLast;
    private final byte[] written;
    /**
     * Whether the ordered pass skips the fields this record does not map (no component, alias or
     * discriminator of that name) where it meets them, the server's {@code _id} included: true
     * unless the record keeps them as extra elements.
     */
    private final boolean skipsUnmapped;
    /**
     * Whether a leading {@code _id} is a field this record skips (no component, alias or
     * discriminator of that name, no extra elements to keep it in): the ordered pass then starts
     * after it.
     */
    private final boolean skipsId;
    /**
     * Whether the first component this record writes is its {@code _id} (mapped): documents as
     * stored start with it whatever order follows.
     */
    private final boolean idFirst;

    private LayoutTable(LayoutTable table) {
        this.headers = table.headers;
        this.first = table.first;
        this.last = table.last;
        this.names = table.names;
        this.discriminatorName = table.discriminatorName;
        this.discriminator = table.discriminator;
        this.discriminatorFirst = table.discriminatorFirst;
        this.discriminatorLast = table.discriminatorLast;
        this.written = table.written;
        this.skipsUnmapped = false;
        this.skipsId = false;
        this.idFirst = table.idFirst;
    }

    private LayoutTable(FieldNames fieldNames, byte[][] headers, byte[] discriminator, byte[] written) {
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
        this.names = fieldNames;
        this.discriminator = discriminator;
        this.discriminatorFirst = discriminator == null ? 0L : ElementHeader.firstWord(discriminator);
        this.discriminatorLast = discriminator == null ? 0L : ElementHeader.lastWord(discriminator);
        this.written = written.clone();
        this.skipsUnmapped = true;
        this.discriminatorName = discriminator == null ? null : fieldName(discriminator);
        this.skipsId = !mapped(ID, 0, ID.length);
        this.idFirst = written.length > 0 && written[0] == 0 && fieldNames.slot(ID, 0, ID.length) == 0;
    }

    /** Whether the first component this record writes is its {@code _id}. */
    boolean idFirst() {
        return idFirst;
    }

    /** The name of the field {@code (type, name, 0, value)} in {@code field}. */
    private static byte[] fieldName(byte[] field) {
        int nameEnd = 1;
        while (field[nameEnd] != 0) {
            nameEnd++;
        }
        return Arrays.copyOfRange(field, 1, nameEnd);
    }

    private static final byte[] ID = {'_', 'i', 'd'};

    /**
     * Past the element at {@code pos} when it is the server's {@code _id}, an {@code ObjectId}
     * (whose 12 bytes are all valid, so nothing is checked but their room), else -1: one word compare
     * for the header rather than the name's bytes and a switch on the type.
     */
    static int pastObjectId(byte[] b, int pos, int limit) {
        int end = pos + OBJECT_ID_ELEMENT_SIZE;
        // the word read lies inside the element, which ends before limit (the document's last byte)
        if (end > limit || (Endian.getLong(b, pos) & OBJECT_ID_HEADER_MASK) != OBJECT_ID_HEADER) {
            return -1;
        }
        return end;
    }

    /** Whether the header {@code (type, name, 0)} in {@code [from, to)} is that of an {@code _id} field. */
    private static boolean isId(byte[] b, int from, int to) {
        return to - from == 5 && b[from + 1] == '_' && b[from + 2] == 'i' && b[from + 3] == 'd' && b[from + 4] == 0;
    }

    /**
     * @param fieldNames the codec's names in encode order, then the other names components decode
     *        from ({@code @BsonAlias}): a learned layout ends at one
     * @param headers each component's header in encode order, null where its BSON type is not fixed
     * @param discriminator the whole discriminator field this record writes, or null
     * @param written the steps of the order this codec writes (component indexes and
     *        {@link FieldLayout#DISCRIMINATOR}), as far as the ordered pass reads it
     */
    public static LayoutTable of(FieldNames fieldNames, byte[][] headers, byte[] discriminator, byte[] written) {
        return new LayoutTable(fieldNames, headers, discriminator, written);
    }

    /**
     * The same table for a record with {@code @BsonExtraElements}: it keeps the fields it does not
     * map (a leading {@code _id} included) among them, so its ordered pass skips none.
     */
    public LayoutTable keepingId() {
        return new LayoutTable(this);
    }

    /** The layout of the documents this codec writes. */
    FieldLayout written() {
        return new FieldLayout(written.clone(), new byte[written.length][], true, false, null);
    }

    /**
     * Past the fields at {@code pos} that this record does not map and skips (the server's
     * {@code _id}, a field another application added), each skipped and checked exactly as the
     * general loop skips a field no component claims, up to a component's field (by its name or an
     * alias) or the discriminator; {@code pos} itself when the record keeps such fields as extra
     * elements.
     */
    int afterUnmapped(byte[] b, int pos, int limit) {
        while (pos < limit) {
            int next = skipUnmapped(b, pos, limit);
            if (next < 0) {
                return pos;
            }
            pos = next;
        }
        return pos;
    }

    /**
     * Where the ordered pass starts in a document whose first element is at {@code pos}: past that
     * element when it is an {@code _id} this record skips (the server's, first in what a query
     * returns), checked as the general loop checks a skipped field; else at {@code pos}.
     */
    int afterId(byte[] b, int pos, int limit) {
        return skipsId ? pastId(b, pos, limit) : pos;
    }

    /** {@link #afterId} of a record known to skip a leading {@code _id}. */
    static int pastId(byte[] b, int pos, int limit) {
        int end = pastObjectId(b, pos, limit);
        return end >= 0 ? end : pastIdOfAnyType(b, pos, limit);
    }

    /** {@link #pastId} by the name's bytes and the type's own rule, for an {@code _id} of any type. */
    static int pastIdOfAnyType(byte[] b, int pos, int limit) {
        if (pos + 4 >= limit || !isId(b, pos, pos + 5)) {
            return pos;
        }
        int type = b[pos] & 0xFF;
        int valueEnd = BsonBytes.valueEnd(b, type, pos + 5, limit);
        BsonBytes.checkSkipped(b, type, pos + 5, valueEnd);
        return valueEnd;
    }

    /**
     * Past the element at {@code pos} (before {@code limit}) when it is a field this record does not
     * map and skips, its value checked as the general loop checks a skipped one; else -1.
     */
    int skipUnmapped(byte[] b, int pos, int limit) {
        if (!skipsUnmapped) {
            return -1;
        }
        int nameEnd = BsonBytes.nameEnd(b, pos + 1, limit);
        if (mapped(b, pos + 1, nameEnd)) {
            return -1;
        }
        int type = b[pos] & 0xFF;
        return BsonBytes.skippedEnd(b, type, BsonBytes.skipSize(type), nameEnd + 1, limit);
    }

    /**
     * Where the element a decode failed in starts, for its error's path: {@code pos} itself, or, when the
     * ordered pass read a component past fields it skipped there, that component's element. Only walks
     * elements already checked; never throws.
     */
    int failedAt(byte[] b, int pos, int limit) {
        try {
            int at = afterUnmapped(b, pos, limit);
            return at < limit ? at : pos;
        } catch (RuntimeException e) {
            return pos;
        }
    }

    /** Whether the name in {@code [from, to)} is that of a component (or an alias), or of the discriminator. */
    private boolean mapped(byte[] b, int from, int to) {
        return names.slot(b, from, to - from) >= 0
                || discriminatorName != null && Arrays.equals(b, from, to, discriminatorName, 0, discriminatorName.length);
    }

    /**
     * Whether the ordered pass reads documents of these steps straight: they are the order this
     * codec writes, with fields it skips anywhere between or around.
     */
    private boolean straight(byte[] steps, byte[][] unmapped) {
        int from = startsWithSkippedId(unmapped) ? 1 : 0;
        if (!skipsUnmapped || from < steps.length && steps[from] == FieldLayout.UNMAPPED) {
            return Arrays.equals(steps, from, steps.length, written, 0, written.length);
        }
        byte[] mapped = new byte[steps.length];
        int count = 0;
        for (int i = from; i < steps.length; i++) {
            if (steps[i] != FieldLayout.UNMAPPED) {
                mapped[count++] = steps[i];
            }
        }
        return Arrays.equals(mapped, 0, count, written, 0, written.length);
    }

    /** Whether a layout of these unmapped headers (per step) starts with an {@code _id} this record skips. */
    private boolean startsWithSkippedId(byte[][] unmapped) {
        return skipsId && unmapped.length > 0 && unmapped[0] != null && isId(unmapped[0], 0, unmapped[0].length);
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
        boolean leadingId = startsWithSkippedId(headersMet);
        return new FieldLayout(learned, headersMet, straight(learned, headersMet), leadingId, null);
    }

    /**
     * One layout that reads the documents of both {@code older} and {@code newer}
     * ({@link LayoutUnion#of}), or null when their shared fields come in different orders.
     */
    FieldLayout union(FieldLayout older, FieldLayout newer) {
        LayoutUnion.Steps union = LayoutUnion.of(older, newer, headers.length + EXTRA_STEPS);
        if (union == null) {
            return null;
        }
        byte[] steps = union.steps();
        byte[][] unmapped = union.unmapped();
        boolean leadingId = startsWithSkippedId(unmapped);
        // read straight only when both were: a document that leaves out a component stops the straight pass
        return new FieldLayout(steps, unmapped, older.straight && newer.straight, leadingId, null);
    }

    private static final int STOP = -3;

    /** What a layout holds for the element at {@code pos}, or {@link #STOP}. */
    private int stepAt(byte[] b, int pos, int limit, int nameEnd) {
        if (discriminator != null && headerEnd(b, pos, limit, FieldLayout.DISCRIMINATOR) >= 0) {
            return FieldLayout.DISCRIMINATOR;
        }
        int slot = names.slot(b, pos + 1, nameEnd - pos - 1);
        if (slot < 0) {
            return FieldLayout.UNMAPPED;
        }
        // its own name (not an alias) and the type it writes: the generated case reads it
        return slot < headers.length && headers[slot] != null && headerEnd(b, pos, limit, slot) >= 0 ? slot : STOP;
    }
}
