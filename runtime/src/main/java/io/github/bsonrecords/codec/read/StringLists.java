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
     * {@link #read} of any other array, element by element as the generated element loop reads it: null, a
     * symbol, or a string, else the element's error, named by its index. Sized first by the count walk, which
     * throws nothing, so the failures are the loop's.
     */
    static ArrayList<String> readElements(byte[] bytes, int start, int end, FieldRef field) {
        ArrayList<String> list = new ArrayList<>(BsonBytes.arrayElementCount(bytes, start, end));
        int limit = end - 1;
        int position = start + 4;
        int index = 0;
        try {
            while (position < limit) {
                int type = bytes[position] & 0xFF;
                int valueStart = BsonBytes.elementNameEnd(bytes, position + 1, limit, index++) + 1;
                int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
                list.add(ByteReads.isNull(type) ? null : ByteReads.string(bytes, type, valueStart, valueEnd, field));
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.element(e, bytes, position + 1, false);
        }
        return list;
    }
}
