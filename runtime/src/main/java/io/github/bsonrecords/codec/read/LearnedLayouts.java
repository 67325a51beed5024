package io.github.bsonrecords.codec.read;

/**
 * The field orders a codec has met lately, newest first, which its ordered pass expects: at
 * first the order the codec writes; after a document the pass could not read in order, that
 * document's order too (the server's {@code _id} first, another application's order, fields the
 * record does not map, optional fields left out), so that the next documents of a batch that
 * share it are read in order from their first field.
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

    public LearnedLayouts(LayoutTable table) {
        this.table = table;
        this.newest = table.written();
    }

    /** The newest layout, which the ordered pass tries first. */
    public FieldLayout first() {
        return newest;
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
        // the chain rebuilt: the learned layout first, then the others (without one of the same
        // steps) up to the bound; each node is new, so the chain is published whole
        FieldLayout[] kept = new FieldLayout[REMEMBERED - 1];
        int count = 0;
        for (FieldLayout layout = head; layout != null && count < kept.length; layout = layout.older) {
            if (!layout.sameSteps(learned)) {
                kept[count++] = layout;
            }
        }
        FieldLayout chain = null;
        for (int i = count - 1; i >= 0; i--) {
            chain = kept[i].rechained(chain);
        }
        newest = learned.rechained(chain);
    }

    private static int count(FieldLayout head) {
        int count = 0;
        for (FieldLayout layout = head; layout != null; layout = layout.older) {
            count++;
        }
        return count;
    }
}
