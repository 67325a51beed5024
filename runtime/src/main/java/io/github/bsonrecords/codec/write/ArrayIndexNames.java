package io.github.bsonrecords.codec.write;

/**
 * The names of array elements, the indexes as cstrings {@code "0\0"} to {@code "9999\0"}, in one
 * flat array with where each starts: an element's name is one {@code arraycopy}, no formatting.
 */
final class ArrayIndexNames {
    static final int CACHED = 10_000;
    static final int[] OFFSETS = new int[CACHED + 1];
    static final byte[] BYTES;
    /**
     * Each cached name with its 0 as one little-endian word (at most 5 bytes), for writers that
     * have made room for 8 bytes: one store instead of a copy.
     */
    static final long[] WORDS = new long[CACHED];

    static {
        byte[] bytes = new byte[10 * 2 + 90 * 3 + 900 * 4 + 9000 * 5];
        int p = 0;
        for (int i = 0; i < CACHED; i++) {
            OFFSETS[i] = p;
            p = encode(i, bytes, p);
        }
        OFFSETS[CACHED] = p;
        BYTES = bytes;
        for (int i = 0; i < CACHED; i++) {
            long word = 0;
            for (int k = OFFSETS[i + 1] - 1; k >= OFFSETS[i]; k--) {
                word = (word << 8) | (bytes[k] & 0xFF);
            }
            WORDS[i] = word;
        }
    }

    private ArrayIndexNames() {
    }

    /** Writes the decimal digits of a non-negative index and a 0 at {@code p}; returns the new end. */
    static int encode(int index, byte[] into, int p) {
        if (index < 0) {
            throw new IllegalArgumentException("array index " + index + " is negative");
        }
        int digits = 1;
        for (int rest = index / 10; rest != 0; rest /= 10) {
            digits++;
        }
        int end = p + digits;
        int rest = index;
        for (int i = end - 1; i >= p; i--) {
            into[i] = (byte) ('0' + rest % 10);
            rest /= 10;
        }
        into[end] = 0;
        return end + 1;
    }
}
