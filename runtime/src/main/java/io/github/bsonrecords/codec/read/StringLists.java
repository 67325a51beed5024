package io.github.bsonrecords.codec.read;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import java.util.ArrayList;

/**
 * A BSON array read into a list of strings in one pass, for generated code (a {@code List<String>} or
 * {@code Collection<String>} component on the byte path).
 *
 * <p>The list is allocated once, at its size, without walking the array twice: its first {@link #HELD}
 * strings are held in locals while the array is read, and the list is made when the array ends. Only an
 * array longer than that is counted ({@link BsonBytes#elementCount}), from its next element on. Most arrays
 * of names, tags or products are shorter, and counting them first was a tenth of such a document's decode.
 * Elements are read exactly as the generated element loop reads them: BSON null is null, a string or symbol
 * a String, anything else the element's error, named by its index.
 */
public final class StringLists {
    /** How many strings are held before the list is made. */
    static final int HELD = 8;

    private StringLists() {
    }

    /**
     * The array whose value is {@code [start, end)} (its type already checked), as an {@code ArrayList}. Kept
     * under C2's inlining limit for hot methods (325 bytes of bytecode), so that it compiles into each codec's
     * decode as the element loop it replaces did; the rare longer array goes on in {@link #longer}.
     */
    public static ArrayList<String> read(byte[] bytes, int start, int end, FieldRef field) {
        int limit = end - 1;
        int position = start + 4;
        int held = 0;
        String s0 = null;
        String s1 = null;
        String s2 = null;
        String s3 = null;
        String s4 = null;
        String s5 = null;
        String s6 = null;
        String s7 = null;
        try {
            while (position < limit && held < HELD) {
                int type = bytes[position] & 0xFF;
                int valueStart = BsonBytes.elementNameEnd(bytes, position + 1, limit) + 1;
                int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
                String value = ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, field);
                switch (held++) {
                    case 0 -> s0 = value;
                    case 1 -> s1 = value;
                    case 2 -> s2 = value;
                    case 3 -> s3 = value;
                    case 4 -> s4 = value;
                    case 5 -> s5 = value;
                    case 6 -> s6 = value;
                    default -> s7 = value;
                }
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.element(e, bytes, position + 1, false);
        }
        if (position < limit) {
            // more than HELD strings: read on outside this catch, which would name the element twice
            return longer(bytes, position, limit, field, s0, s1, s2, s3, s4, s5, s6, s7);
        }
        ArrayList<String> list = new ArrayList<>(held);
        addHeld(list, held, s0, s1, s2, s3, s4, s5, s6, s7);
        return list;
    }

    /**
     * An array of more than {@link #HELD} strings, from its next element at {@code position}: counted from there
     * once, then read into the list after the strings held.
     */
    private static ArrayList<String> longer(byte[] bytes, int position, int limit, FieldRef field, String s0,
            String s1, String s2, String s3, String s4, String s5, String s6, String s7) {
        ArrayList<String> list = new ArrayList<>(HELD + BsonBytes.elementsFrom(bytes, position, limit));
        addHeld(list, HELD, s0, s1, s2, s3, s4, s5, s6, s7);
        int at = position;
        try {
            while (at < limit) {
                int type = bytes[at] & 0xFF;
                int valueStart = BsonBytes.elementNameEnd(bytes, at + 1, limit) + 1;
                int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
                list.add(ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, field));
                at = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.element(e, bytes, at + 1, false);
        }
        return list;
    }

    /** Adds the first {@code held} of the strings held, in order. */
    private static void addHeld(ArrayList<String> list, int held, String s0, String s1, String s2, String s3,
            String s4, String s5, String s6, String s7) {
        if (held > 0) {
            list.add(s0);
        }
        if (held > 1) {
            list.add(s1);
        }
        if (held > 2) {
            list.add(s2);
        }
        if (held > 3) {
            list.add(s3);
        }
        if (held > 4) {
            list.add(s4);
        }
        if (held > 5) {
            list.add(s5);
        }
        if (held > 6) {
            list.add(s6);
        }
        if (held > 7) {
            list.add(s7);
        }
    }
}
