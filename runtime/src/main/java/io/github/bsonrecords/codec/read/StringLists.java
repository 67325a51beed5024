package io.github.bsonrecords.codec.read;

import static io.github.bsonrecords.internal.BsonTypeCodes.STRING;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.internal.Endian;
import java.util.ArrayList;

/**
 * A BSON array read into a list of strings, for generated code (a {@code List<String>} or
 * {@code Collection<String>} component on the byte path).
 *
 * <p>An array of well-formed strings, which is what writers store, is read in two passes that allocate only the
 * list, at its size, and its strings: the first counts the elements while checking each one's type, name, length
 * and terminator, and makes nothing; the second builds the strings, knowing every offset valid. The names found by
 * their index's digits, and no switch per element, made these passes cheaper than one pass that sizes each value
 * by its type (measured on arrays of 1-6 and of 10-40 names: 0.91 and 0.70 of its time).
 *
 * <p>Any other array (a null, a symbol, another type, a size or name that does not hold) is read by
 * {@link #readElements}, which finds the same failures as the generated element loop, named by the element's
 * index: the first pass only decides which way the array is read, and never fails itself.
 */
public final class StringLists {
    /** How many strings are held before the list is made. */
    static final int HELD = 8;

    private StringLists() {
    }

    /** The array whose value is {@code [start, end)} (its type already checked), as an {@code ArrayList}. */
    public static ArrayList<String> read(byte[] bytes, int start, int end, FieldRef field) {
        int limit = end - 1;
        int count = wellFormedStrings(bytes, start + 4, limit);
        if (count < 0) {
            return readElements(bytes, start, end, field);
        }
        ArrayList<String> list = new ArrayList<>(count);
        int position = start + 4;
        for (int index = 0; index < count; index++) {
            int valueStart = BsonBytes.indexNameEnd(bytes, position + 1, limit, index) + 1;
            int valueEnd = valueStart + 4 + Endian.getInt(bytes, valueStart);
            list.add(ByteReads.stringAt(bytes, valueStart, valueEnd));
            position = valueEnd;
        }
        return list;
    }

    /**
     * How many elements the array's elements from {@code position} to {@code limit} are, when every one is a
     * string whose name, length and terminator hold within the array; else -1. Allocates nothing, throws nothing.
     */
    static int wellFormedStrings(byte[] bytes, int position, int limit) {
        int count = 0;
        while (position < limit) {
            if (bytes[position] != STRING) {
                return -1;
            }
            int nameEnd = BsonBytes.indexNameEnd(bytes, position + 1, limit, count);
            if (nameEnd < 0 || limit - nameEnd - 1 < 4) {
                return -1;
            }
            int valueStart = nameEnd + 1;
            int length = Endian.getInt(bytes, valueStart);
            if (length < 1 || length > limit - valueStart - 4 || bytes[valueStart + 3 + length] != 0) {
                return -1;
            }
            position = valueStart + 4 + length;
            count++;
        }
        return count;
    }

    /**
     * {@link #read} of any array, element by element: null, a symbol, or a string, else the element's error. Its
     * first {@link #HELD} strings are held in locals while the array is read, and the list is made when the array
     * ends; only an array longer than that is counted, from its next element on ({@link #longer}).
     */
    static ArrayList<String> readElements(byte[] bytes, int start, int end, FieldRef field) {
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
