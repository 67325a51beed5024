package io.github.bsonrecords.codec.read;

import java.util.Arrays;

/**
 * One order of fields a codec expects in a document: for each step the index (in encode order) of
 * the component read there, {@link #DISCRIMINATOR}, or {@link #UNMAPPED} for a field the record
 * does not map, with that field's header (type, name, 0) as met when the layout was learned.
 * Immutable (its fields are final), so it is safe to share between threads without locks.
 *
 * <p>A layout is only an expectation: generated code still matches every field's whole header
 * before it reads or skips the field, and hands the rest of the document to its general loop at
 * the first field the layout does not expect.
 */
public final class FieldLayout {
    /** The step of a field this record does not map: skipped by its type's rule (or kept as an extra element). */
    public static final int UNMAPPED = -1;
    /** The step of the discriminator field this record writes, passed over whole. */
    public static final int DISCRIMINATOR = -2;
    /**
     * The step past a layout's last, in {@link #steps()} only: generated code leaves its loop there,
     * rather than testing the step's bound before each step.
     */
    public static final int END = -3;

    private final byte[] steps;
    /** {@link #steps}, then {@link #END}. */
    private final byte[] ended;
    /**
     * Whether the first step is an {@code _id} the record skips (the server's, first in what a query
     * returns): {@link #afterId} skips it before the loop, as the straight pass does.
     */
    private final boolean leadingId;
    /** The header of each {@link #UNMAPPED} step, null at the others. */
    private final byte[][] unmapped;
    private final long[] unmappedFirst;
    private final long[] unmappedLast;
    /** Per {@link #UNMAPPED} step, how its value is skipped: {@link BsonBytes#skipSize} of its type. */
    private final int[] unmappedSize;
    /** Whether the straight pass reads this layout: the codec's own order, after a leading {@code _id} it skips or not. */
    final boolean straight;
    /** The layout remembered before this one, or null: the snapshot is this chain, newest first. */
    final FieldLayout older;

    FieldLayout(byte[] steps, byte[][] unmapped, boolean straight, boolean leadingId, FieldLayout older) {
        this.steps = steps;
        this.ended = Arrays.copyOf(steps, steps.length + 1);
        ended[steps.length] = END;
        this.leadingId = leadingId;
        this.straight = straight;
        this.unmapped = unmapped;
        this.unmappedFirst = new long[steps.length];
        this.unmappedLast = new long[steps.length];
        this.unmappedSize = new int[steps.length];
        for (int i = 0; i < steps.length; i++) {
            if (unmapped[i] != null) {
                unmappedFirst[i] = ElementHeader.firstWord(unmapped[i]);
                unmappedLast[i] = ElementHeader.lastWord(unmapped[i]);
                unmappedSize[i] = BsonBytes.skipSize(unmapped[i][0] & 0xFF);
            }
        }
        this.older = older;
    }

    /** The same steps, remembered before {@code older}. */
    FieldLayout rechained(FieldLayout older) {
        return new FieldLayout(steps, unmapped, straight, leadingId, older);
    }

    /** How many fields this layout expects. */
    public int size() {
        return steps.length;
    }

    /** What is expected at {@code step}: a component's index in encode order, {@link #UNMAPPED} or {@link #DISCRIMINATOR}. */
    public int step(int step) {
        return steps[step];
    }

    /**
     * What is expected at each step, as {@link #step(int)} says, then {@link #END}; generated code
     * reads it once per layout rather than through a call per field. The array is this layout's
     * own: never written.
     */
    public byte[] steps() {
        return ended;
    }

    /**
     * Where the loop over {@link #steps()} starts in a document whose first element is at
     * {@code pos}: past that element when this layout starts with an {@code _id} the record skips
     * and the element is an {@code _id} (of any type), skipped and checked as the straight pass
     * skips it; else {@code pos}. The loop then starts at step 1 (step 0 when {@code pos} is returned).
     */
    public int afterId(byte[] b, int pos, int limit) {
        if (!leadingId) {
            return pos;
        }
        // the server's ObjectId by one word compare; the _id as learned by its size; another type by its own
        int end = LayoutTable.pastObjectId(b, pos, limit);
        if (end >= 0) {
            return end;
        }
        end = skipUnmapped(b, pos, limit, 0);
        return end >= 0 ? end : LayoutTable.pastIdOfAnyType(b, pos, limit);
    }

    /** Whether the first step is an {@code _id} the record skips. */
    boolean leadingId() {
        return leadingId;
    }

    /**
     * Past the unmapped field expected at {@code step} when the element at {@code pos} has exactly
     * its header (type and name): the end of its value, skipped by its type's rule and checked as
     * the general loop checks a skipped value ({@link BsonBytes#checkSkipped}); else -1. A type of
     * fixed size (the server's {@code ObjectId} {@code _id}, a number, a boolean) or a string is
     * skipped with no switch on the type.
     */
    public int skipUnmapped(byte[] b, int pos, int limit, int step) {
        int valueStart = ElementHeader.end(b, pos, limit, unmapped[step], unmappedFirst[step], unmappedLast[step]);
        if (valueStart < 0) {
            return -1;
        }
        return BsonBytes.skippedEnd(b, b[pos] & 0xFF, unmappedSize[step], valueStart, limit);
    }

    /**
     * Where the value of the unmapped field expected at {@code step} starts when the element at
     * {@code pos} has exactly its header (type and name), else -1.
     */
    public int unmappedEnd(byte[] b, int pos, int limit, int step) {
        return ElementHeader.end(b, pos, limit, unmapped[step], unmappedFirst[step], unmappedLast[step]);
    }


    /**
     * The first step after {@code step} that expects the element at {@code pos}, or -1: the fields
     * of the steps between are absent from this document (optional components left out, fields
     * only some documents hold), so one layout reads every document whose fields come in its order.
     */
    int later(byte[] b, int pos, int limit, int step, LayoutTable table) {
        if (pos >= limit) {
            return -1;
        }
        for (int next = step + 1; next < steps.length; next++) {
            if (expects(b, pos, limit, next, table)) {
                return next;
            }
        }
        return -1;
    }

    /** The header met of the {@link #UNMAPPED} field at {@code step}, null at the others; never written. */
    byte[] unmappedHeader(int step) {
        return unmapped[step];
    }

    /** Whether the element at {@code pos} is what this layout expects at {@code step}. */
    boolean expects(byte[] b, int pos, int limit, int step, LayoutTable table) {
        int expected = steps[step];
        if (expected == UNMAPPED) {
            return unmappedEnd(b, pos, limit, step) >= 0;
        }
        return table.headerEnd(b, pos, limit, expected) >= 0;
    }
}
