package io.github.bsonrecords.codec.read;

import java.util.Arrays;

/**
 * One layout for documents that hold their fields in one order but not all of them (optional
 * components left out, fields only some documents hold): the union of two layouts whose shared
 * fields come in the same order, each field once. The layout loop passes over the steps of the
 * fields a document leaves out ({@link FieldLayout#later}), so a collection whose documents each
 * miss some of its fields is read in order rather than by the general loop, which matches names.
 */
final class LayoutUnion {
    /** The steps of a union and, per {@link FieldLayout#UNMAPPED} step, the header it expects. */
    record Steps(byte[] steps, byte[][] unmapped) {
    }

    private LayoutUnion() {
    }

    /**
     * The union of {@code older} and {@code newer}: each one's steps in its own order, the fields
     * only {@code newer} holds before those only {@code older} holds where both fall between the
     * same shared fields. Null when a field is expected twice in either, when their shared fields
     * come in different orders (two writers' orders: two layouts, not one), or when the union
     * would be longer than {@code max} steps (documents whose field names vary).
     */
    static Steps of(FieldLayout older, FieldLayout newer, int max) {
        int olderSize = older.size();
        int newerSize = newer.size();
        if (!distinct(older) || !distinct(newer)) {
            return null;
        }
        // where each of newer's steps is in older (-1: newer's alone); the shared ones must rise
        int[] inOlder = new int[newerSize];
        boolean[] shared = new boolean[olderSize];
        int sharedCount = 0;
        int lastShared = -1;
        for (int j = 0; j < newerSize; j++) {
            inOlder[j] = indexOf(older, newer, j);
            if (inOlder[j] >= 0) {
                if (inOlder[j] < lastShared) {
                    return null;
                }
                lastShared = inOlder[j];
                shared[inOlder[j]] = true;
                sharedCount++;
            }
        }
        int size = olderSize + newerSize - sharedCount;
        if (size > max) {
            return null;
        }
        byte[] steps = new byte[size];
        byte[][] unmapped = new byte[size][];
        int count = 0;
        int i = 0;
        int j = 0;
        while (i < olderSize || j < newerSize) {
            if (j < newerSize && inOlder[j] < 0) {
                steps[count] = (byte) newer.step(j);
                unmapped[count++] = newer.unmappedHeader(j++);
            } else if (i < olderSize && !shared[i]) {
                steps[count] = (byte) older.step(i);
                unmapped[count++] = older.unmappedHeader(i++);
            } else {
                // both at the same shared field: the shared ones come in one order in both
                steps[count] = (byte) older.step(i);
                unmapped[count++] = older.unmappedHeader(i++);
                j++;
            }
        }
        return new Steps(steps, unmapped);
    }

    /** Whether every field of {@code part} is one of {@code whole}'s, in the same order: {@code whole} reads its documents. */
    static boolean covers(FieldLayout whole, FieldLayout part) {
        int i = 0;
        for (int k = 0; k < part.size(); k++) {
            while (i < whole.size() && !sameField(whole, i, part, k)) {
                i++;
            }
            if (i == whole.size()) {
                return false;
            }
            i++;
        }
        return true;
    }

    /** Where {@code other}'s step {@code step} is in {@code layout}: the same component, or an unmapped field of the same header. */
    private static int indexOf(FieldLayout layout, FieldLayout other, int step) {
        for (int i = 0; i < layout.size(); i++) {
            if (sameField(layout, i, other, step)) {
                return i;
            }
        }
        return -1;
    }

    private static boolean distinct(FieldLayout layout) {
        for (int i = 0; i < layout.size(); i++) {
            for (int k = i + 1; k < layout.size(); k++) {
                if (sameField(layout, i, layout, k)) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean sameField(FieldLayout a, int i, FieldLayout b, int k) {
        return a.step(i) == b.step(k) && (a.step(i) != FieldLayout.UNMAPPED || Arrays.equals(a.unmappedHeader(i), b.unmappedHeader(k)));
    }
}
