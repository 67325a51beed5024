package io.github.bsonrecords.codec.read;

/**
 * The field orders a codec has met lately, newest first, which its ordered pass expects: at
 * first the order the codec writes; after a document the pass could not read in order, that
 * document's order too (the server's {@code _id} first, another application's order, fields the
 * record does not map, optional fields left out), so that the next documents of a batch that
 * share it are read in order from their first field. A document that leaves out some of the newest
 * layout's fields, or holds more, in the same order, widens that layout rather than adding one: the
 * layout loop passes over the steps of fields a document does not hold.
 *
 * <p>Bounded and lock-free: at most {@link #REMEMBERED} layouts, an immutable chain replaced whole
 * by a plain write. A thread that reads a stale chain only expects an older order, which costs
 * speed, never correctness: every field's header is matched before it is read. Nothing is kept
 * per thread or per document.
 */
public final class LearnedLayouts {
    /** Enough for a few layouts alternating in one collection without evicting each other. */
    static final int REMEMBERED = 4;
    /** Once full, one surprise in this many is learned: documents in ever new orders cost little. */
    static final int LEARN_EVERY = 16;

    private final LayoutTable table;
    /** The newest layout, heading the chain of those remembered. */
    private FieldLayout newest;
    private int surprises;
    /**
     * Whether {@code decode} tries the codec's own order past a leading {@code _id}: false once the
     * codec met a document whose {@code _id} was followed by another order (it learned that
     * layout, or that document stopped the straight pass part way), true again when a document in
     * the codec's own order comes. Written only when it changes; a stale read costs speed only.
     */
    private boolean ordered = true;

    public LearnedLayouts(LayoutTable table) {
        this.table = table;
        this.newest = table.written();
    }

    /**
     * Where {@code decode}'s straight pass starts again in a document whose first element, at
     * {@code position}, is not the one the codec writes first: past it when it is an {@code _id} the
     * record skips (the server's, first in what a query returns); -1 when it is not, or when
     * documents lately came in another order, which the learned layouts read.
     */
    public int orderedStart(byte[] b, int position, int limit) {
        if (!ordered) {
            return -1;
        }
        int after = table.afterId(b, position, limit);
        return after == position ? -1 : after;
    }

    /**
     * Whether {@code decode} hands documents to the layouts from their first field, without trying
     * the codec's own order: documents lately had an {@code _id} then another order, which the
     * straight pass would only find out at its first and second fields.
     */
    public boolean learnedFirst() {
        return !ordered;
    }

    /**
     * The straight pass of {@code decode} did not find {@code component} (its index in encode order)
     * at {@code position}: where its value starts when the element there is a field the record does
     * not map (not a component's name or alias, not the discriminator, no extra elements), skipped by
     * its type's rule and checked as the general loop checks it, and so on until that component's
     * whole header; else -1 (the general loop then reads from {@code position}, skipping anew).
     * Documents as written never call it.
     */
    public int pastUnmapped(byte[] b, int position, int limit, int component) {
        int pos = position;
        while (pos < limit) {
            pos = table.skipUnmapped(b, pos, limit);
            if (pos < 0) {
                return -1;
            }
            int valueStart = table.headerEnd(b, pos, limit, component);
            if (valueStart >= 0) {
                return valueStart;
            }
        }
        return -1;
    }

    /**
     * After {@code decode}'s straight pass read every component: past the fields the record does not
     * map that follow them (a newer writer's, a migration's), each skipped by its type's rule and
     * checked as the general loop checks it, up to a mapped name, which the general loop reads from
     * there. A malformed value returns {@code position}: the general loop skips the same fields again
     * and reports it where it lies. Documents as written return at once.
     */
    public int pastUnmappedTail(byte[] b, int position, int limit) {
        try {
            return table.afterUnmapped(b, position, limit);
        } catch (RuntimeException e) {
            return position;
        }
    }

    /**
     * Where the element named in the path of an error {@code decode} met at {@code position}
     * starts: past the fields {@link #pastUnmapped} skipped before the component that failed.
     */
    public int failedAt(byte[] b, int position, int limit) {
        return table.failedAt(b, position, limit);
    }

    /**
     * Whether {@code decode} hands a document its straight pass stopped in part way to the layouts,
     * which read it again from its start: when the pass started past a leading {@code _id}
     * ({@code first} after {@code start + 4}), did not start ({@code first} -1), or read only a
     * leading {@code _id} the record maps ({@code read} 1 of its {@code components}, the first of
     * which is {@code _id}), and read fewer than all components. Past an {@code _id}, that is a stored
     * document in another layout: the next ones then start in the layouts, rather than reading part
     * of each twice (or, after a mapped {@code _id}, every field in the general loop).
     */
    public boolean stoppedPastId(int first, int start, int read, int components) {
        if (read >= components || first == start + 4 && !(read == 1 && table.idFirst())) {
            return false;
        }
        if (first >= 0 && ordered) {
            ordered = false;
        }
        return true;
    }

    /**
     * After a document read from the layouts: when {@code surprised} (the general loop read part of
     * it) its order is learned; a document read whole in the codec's own order, with none of the
     * layout's fields left out ({@code skipped} false), sends the next ones to the straight pass
     * again, which would stop at a field left out (fields left out at the end stop neither).
     * {@code layout} is the one that read the document last, or null.
     */
    public void afterDocument(FieldLayout layout, boolean surprised, boolean skipped, byte[] b, int start, int limit) {
        if (surprised) {
            learn(b, start, limit);
        } else if (!ordered && !skipped && layout != null && layout.straight) {
            ordered = true;
        }
    }

    /** The newest layout, which the ordered pass tries first. */
    public FieldLayout first() {
        return newest;
    }

    /**
     * The first step after {@code step} of {@code layout} that expects the element at {@code pos},
     * or -1: the fields of the steps between are absent from this document.
     */
    public int later(FieldLayout layout, int step, byte[] b, int pos, int limit) {
        return layout.later(b, pos, limit, step, table);
    }

    /**
     * A layout remembered before {@code current} that expects the element at {@code pos} at
     * {@code step}, or null: the general loop then reads the rest of the document. Only older
     * layouts are tried, so a document switches a bounded number of times.
     */
    public FieldLayout other(FieldLayout current, int step, byte[] b, int pos, int limit) {
        for (FieldLayout layout = current.older; layout != null; layout = layout.older) {
            if (step < layout.size() && layout.expects(b, pos, limit, step, table)) {
                return layout;
            }
        }
        return null;
    }

    /**
     * After a document whose order the ordered pass did not expect, decoded whole (so well
     * formed) in {@code [start, limit]}: remembers its order as the newest layout.
     */
    public void learn(byte[] b, int start, int limit) {
        FieldLayout head = newest;
        if (count(head) >= REMEMBERED && (++surprises % LEARN_EVERY) != 0) {
            return;
        }
        FieldLayout learned = table.learn(b, start, limit);
        if (learned == null) {
            return;
        }
        // the same fields in the same order as the newest, some left out or added: one layout for both
        FieldLayout union = table.union(head, learned);
        if (union != null) {
            learned = union;
        }
        // the chain rebuilt: the learned layout first, then the others (without those it covers:
        // their fields in its order) up to the bound; each node is new, so the chain is published whole
        FieldLayout[] kept = new FieldLayout[REMEMBERED - 1];
        int count = 0;
        for (FieldLayout layout = head; layout != null && count < kept.length; layout = layout.older) {
            if (!LayoutUnion.covers(learned, layout)) {
                kept[count++] = layout;
            }
        }
        FieldLayout chain = null;
        for (int i = count - 1; i >= 0; i--) {
            chain = kept[i].rechained(chain);
        }
        newest = learned.rechained(chain);
        // documents in the codec's order (after an _id, with fields it skips, or not) are read straight;
        // after an _id, another order is read from the layouts, without first trying the codec's order past it
        boolean straight = learned.straight || !learned.leadingId() && ordered;
        if (ordered != straight) {
            ordered = straight;
        }
    }

    private static int count(FieldLayout head) {
        int count = 0;
        for (FieldLayout layout = head; layout != null; layout = layout.older) {
            count++;
        }
        return count;
    }
}
