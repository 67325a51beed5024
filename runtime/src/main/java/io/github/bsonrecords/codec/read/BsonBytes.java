package io.github.bsonrecords.codec.read;

import static io.github.bsonrecords.internal.BsonTypeCodes.ARRAY;
import static io.github.bsonrecords.internal.BsonTypeCodes.BINARY;
import static io.github.bsonrecords.internal.BsonTypeCodes.BOOLEAN;
import static io.github.bsonrecords.internal.BsonTypeCodes.DATE_TIME;
import static io.github.bsonrecords.internal.BsonTypeCodes.DB_POINTER;
import static io.github.bsonrecords.internal.BsonTypeCodes.DECIMAL128;
import static io.github.bsonrecords.internal.BsonTypeCodes.DOCUMENT;
import static io.github.bsonrecords.internal.BsonTypeCodes.DOUBLE;
import static io.github.bsonrecords.internal.BsonTypeCodes.END_OF_DOCUMENT;
import static io.github.bsonrecords.internal.BsonTypeCodes.INT32;
import static io.github.bsonrecords.internal.BsonTypeCodes.INT64;
import static io.github.bsonrecords.internal.BsonTypeCodes.JAVASCRIPT;
import static io.github.bsonrecords.internal.BsonTypeCodes.JAVASCRIPT_WITH_SCOPE;
import static io.github.bsonrecords.internal.BsonTypeCodes.MAX_KEY;
import static io.github.bsonrecords.internal.BsonTypeCodes.MIN_KEY;
import static io.github.bsonrecords.internal.BsonTypeCodes.NULL;
import static io.github.bsonrecords.internal.BsonTypeCodes.OBJECT_ID;
import static io.github.bsonrecords.internal.BsonTypeCodes.OLD_BINARY_SUBTYPE;
import static io.github.bsonrecords.internal.BsonTypeCodes.REGULAR_EXPRESSION;
import static io.github.bsonrecords.internal.BsonTypeCodes.STRING;
import static io.github.bsonrecords.internal.BsonTypeCodes.SYMBOL;
import static io.github.bsonrecords.internal.BsonTypeCodes.TIMESTAMP;
import static io.github.bsonrecords.internal.BsonTypeCodes.UNDEFINED;

import io.github.bsonrecords.internal.Endian;
import org.bson.BsonSerializationException;
import org.bson.BsonType;

/**
 * Structural reading of a BSON document held in a {@code byte[]}, for generated code. All
 * positions are absolute indexes into the array.
 *
 * <p>Generated code walks a document as follows, so that every length taken from the input is
 * checked before use and nothing is read past the document's terminating 0 byte:
 * <pre>
 * int end = BsonBytes.documentEnd(b, start);
 * int limit = end - 1;                       // index of the terminating 0
 * int pos = start + 4;
 * while (pos &lt; limit) {
 *     int type = b[pos];
 *     int nameEnd = BsonBytes.nameEnd(b, pos + 1, limit);
 *     int valueEnd = BsonBytes.valueEnd(b, type, nameEnd + 1, limit);
 *     // match the name in [pos + 1, nameEnd), read the value in [nameEnd + 1, valueEnd)
 *     pos = valueEnd;
 * }
 * </pre>
 * Type codes may be passed as the signed byte or as {@code b[pos] & 0xFF}; both are accepted.
 * Malformed input only ever produces a {@link BsonSerializationException}.
 */
public final class BsonBytes {
    private static final long ONES = 0x0101010101010101L;
    private static final long HIGH_BITS = 0x8080808080808080L;

    /** The smallest document: its int32 size and the terminating 0. */
    static final int MIN_DOCUMENT_SIZE = 5;

    private BsonBytes() {
    }

    /**
     * Validates the document starting at {@code start} and returns its exclusive end: the declared
     * size is at least 5, fits in the array and the last byte is 0.
     */
    public static int documentEnd(byte[] b, int start) {
        int remaining = b.length - start;
        if (start < 0 || remaining < 4) {
            throw new BsonSerializationException("BSON document at offset " + start + " has no room for its size: "
                    + Math.max(remaining, 0) + " bytes remain");
        }
        int size = Endian.getInt(b, start);
        if (size < MIN_DOCUMENT_SIZE) {
            throw new BsonSerializationException("BSON document at offset " + start + " declares size " + size
                    + ", less than the minimum of 5");
        }
        if (size > remaining) {
            throw new BsonSerializationException("BSON document at offset " + start + " declares size " + size
                    + " but only " + remaining + " bytes remain");
        }
        int end = start + size;
        if (b[end - 1] != 0) {
            throw new BsonSerializationException("BSON document at offset " + start + " of size " + size
                    + " does not end with a 0 byte");
        }
        return end;
    }

    /**
     * The index of the first 0 byte in {@code [pos, limit)}: eight bytes at a time while eight fit
     * before {@code limit} (SWAR: a byte is 0 exactly where subtracting 1 borrows into its high bit
     * and the byte's own high bit was clear), then byte by byte.
     */
    public static int nameEnd(byte[] b, int pos, int limit) {
        int end = zeroAt(b, pos, limit);
        if (end < 0) {
            throw unterminatedName(pos);
        }
        return end;
    }

    private static BsonSerializationException unterminatedName(int pos) {
        return new BsonSerializationException("BSON field name at offset " + pos
                + " is not NUL-terminated within the document");
    }

    /**
     * {@link #nameEnd} of the name of the array element numbered {@code index} (counted from 0 by the caller's
     * loop): one or two digits found by byte compares alone ({@link #indexNameEnd}).
     */
    public static int elementNameEnd(byte[] b, int pos, int limit, int index) {
        int end = indexNameEnd(b, pos, limit, index);
        if (end < 0) {
            throw unterminatedName(pos);
        }
        return end;
    }

    /**
     * Where the name of the array element numbered {@code index} ends, or -1 where no 0 byte ends it before
     * {@code limit}: the same 0 as {@link #nameEnd}'s, found for names of the index's own one or two digits by
     * byte compares alone (the names every writer gives), else by the word search.
     */
    static int indexNameEnd(byte[] b, int pos, int limit, int index) {
        if (index < 10) {
            if (pos + 1 < limit && b[pos + 1] == 0 && b[pos] != 0) {
                return pos + 1;
            }
        } else if (index < 100 && pos + 2 < limit && b[pos + 2] == 0 && b[pos] != 0 && b[pos + 1] != 0) {
            return pos + 2;
        }
        return zeroAt(b, pos, limit);
    }

    /** {@link #nameEnd}'s search, -1 where there is no 0 byte. */
    private static int zeroAt(byte[] b, int pos, int limit) {
        int i = pos;
        for (int last = limit - Long.BYTES; i <= last; i += Long.BYTES) {
            long word = Endian.getLong(b, i);
            long zeros = (word - ONES) & ~word & HIGH_BITS;
            if (zeros != 0) {
                return i + (Long.numberOfTrailingZeros(zeros) >>> 3);
            }
        }
        for (; i < limit; i++) {
            if (b[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The exclusive end of the value of BSON type {@code type} starting at {@code pos}, never beyond
     * {@code limit} (the index of the enclosing document's terminating 0). Sizes, lengths and
     * terminators inside the value are checked as far as needed to skip it safely; the values
     * themselves (a boolean's byte, an old binary's inner length, the elements of a document or
     * array) are checked by the value's reader, or by {@link #checkSkipped} when it is not read.
     */
    public static int valueEnd(byte[] b, int type, int pos, int limit) {
        int remaining = limit - pos;
        switch (type & 0xFF) {
            case DOUBLE:
            case DATE_TIME:
            case TIMESTAMP:
            case INT64:
                return fixed(type, pos, remaining, 8);
            case INT32:
                return fixed(type, pos, remaining, 4);
            case BOOLEAN:
                return fixed(type, pos, remaining, 1);
            case OBJECT_ID:
                return fixed(type, pos, remaining, 12);
            case DECIMAL128:
                return fixed(type, pos, remaining, 16);
            case UNDEFINED:
            case NULL:
            case MAX_KEY:
            case MIN_KEY:
                return fixed(type, pos, remaining, 0);
            case STRING:
            case JAVASCRIPT:
            case SYMBOL:
                return stringEnd(b, pos, limit);
            case DOCUMENT:
            case ARRAY:
                return embeddedDocumentEnd(b, pos, limit);
            case BINARY:
                return binaryEnd(b, pos, limit);
            case REGULAR_EXPRESSION: // pattern and options, two cstrings
                return nameEnd(b, nameEnd(b, pos, limit) + 1, limit) + 1;
            case DB_POINTER: { // namespace string and ObjectId
                int id = stringEnd(b, pos, limit);
                return fixed(type, id, limit - id, 12);
            }
            case JAVASCRIPT_WITH_SCOPE:
                return codeWithScopeEnd(b, pos, limit);
            case END_OF_DOCUMENT:
                throw new BsonSerializationException("BSON document ends (type 0x00) at offset " + (pos - 1)
                        + " before its declared size");
            default:
                throw new BsonSerializationException(String.format(
                        "Unknown BSON type 0x%02x before offset %d", type & 0xFF, pos));
        }
    }

    /**
     * How many elements the array in {@code [start, end)} holds if each is a value of
     * {@code valueSize} bytes under its index ({@code "0"}, {@code "1"}, ...), as writers write
     * arrays: exact for such arrays, computed from the length alone; for any other array a capacity
     * to start from, never more than the array's bytes can hold.
     */
    public static int fixedElementCount(int start, int end, int valueSize) {
        long remaining = end - start - MIN_DOCUMENT_SIZE;
        long count = 0;
        long first = 0;
        long next = 10;
        for (int digits = 1; remaining > 0; digits++) {
            long each = 1 + digits + 1 + valueSize; // type, index, its 0, value
            long fits = remaining / each;
            if (fits < next - first) {
                count += fits;
                break;
            }
            count += next - first;
            remaining -= (next - first) * each;
            first = next;
            next *= 10;
        }
        return (int) Math.min(count, Integer.MAX_VALUE - 8);
    }

    /**
     * How many elements the array or document whose value is {@code [start, end)} holds, found by hopping
     * from element to element over their declared sizes: the capacity a decoder allocates its list or map
     * with, so that it is allocated once, at its size. Checks nothing and throws nothing (the parse that
     * follows checks every element): it stops at the first element it cannot size (a type it does not
     * size, a size that does not fit), so the count never exceeds what the bytes can hold.
     */
    public static int elementCount(byte[] b, int start, int end) {
        return elementsFrom(b, start + 4, end - 1);
    }

    /**
     * {@link #elementCount} of an array, whose names are found by their index's digits ({@link #indexNameEnd})
     * rather than by the word search that suits a map's keys.
     */
    public static int arrayElementCount(byte[] b, int start, int end) {
        return countFrom(b, start + 4, end - 1, true);
    }

    /**
     * {@link #elementCount} of the elements from {@code position} (an element's type byte) to {@code limit}
     * (the document's terminating 0).
     */
    static int elementsFrom(byte[] b, int position, int limit) {
        return countFrom(b, position, limit, false);
    }

    /**
     * The walk of {@link #elementsFrom} and {@link #arrayElementCount}: an array's names found by their index's
     * digits, others eight bytes at a time (map keys, ids of 24 bytes and more, are the names it meets most).
     */
    private static int countFrom(byte[] b, int position, int limit, boolean array) {
        int count = 0;
        while (position < limit) {
            int name = array ? indexNameEnd(b, position + 1, limit, count) : zeroAt(b, position + 1, limit);
            if (name < 0) {
                break;
            }
            int value = name + 1;
            int size = declaredSize(b, b[position] & 0xFF, value, limit);
            if (size < 0 || size > limit - value) {
                break;
            }
            position = value + size;
            count++;
        }
        return count;
    }

    /** The size of the value of {@code type} at {@code pos} as its bytes declare it, or -1 (see {@link #elementCount}). */
    private static int declaredSize(byte[] b, int type, int pos, int limit) {
        int size = skipSize(type);
        if (size >= 0) {
            return size;
        }
        if (limit - pos < 4) {
            return -1;
        }
        int declared = Endian.getInt(b, pos);
        if (size == STRING_SIZE) {
            return declared < 1 ? -1 : 4 + declared;
        }
        return switch (type) {
            case DOCUMENT, ARRAY, JAVASCRIPT_WITH_SCOPE -> declared < MIN_DOCUMENT_SIZE ? -1 : declared;
            case BINARY -> declared < 0 ? -1 : 5 + declared;
            default -> -1;
        };
    }

    /**
     * The initial capacity of a hash map that holds {@code entries} without resizing (what Java 19's
     * {@code HashMap.newHashMap} computes).
     */
    public static int mapCapacity(int entries) {
        return (int) Math.ceil(entries / 0.75);
    }

    /** Documents nested deeper than this inside a skipped value are refused, as decoding is (see README). */
    static final int MAX_SKIPPED_NESTING = 1024;

    /**
     * For a value that was skipped rather than decoded: checks what {@link #valueEnd} left to the
     * value's reader, so that a document the driver's {@code BsonDocumentCodec} refuses is refused
     * whether or not the record has a component for the field: a boolean's byte, an old binary's
     * inner length and, inside documents, arrays and a code-with-scope's scope, every element
     * (names, sizes, terminators, values) to the document's terminating 0. Costs nothing for the
     * other types, which {@code valueEnd} checked whole.
     */
    public static void checkSkipped(byte[] b, int type, int start, int end) {
        checkValue(b, type, start, end, 0);
    }

    /** {@link #skipSize} of a string-like type: its end is {@link #stringEnd}. */
    private static final int STRING_SIZE = -1;
    /** {@link #skipSize} of every other type: {@link #valueEnd} and {@link #checkSkipped}. */
    private static final int OTHER_SIZE = -2;

    /**
     * How {@link #skippedEnd} skips a value of {@code type}, worked out once where the type is known
     * ahead (a learned layout's unmapped field): the fixed size {@link #valueEnd} gives it, or a
     * marker for strings and for the rest. {@code BsonBytesTest} checks it against {@code valueEnd}.
     */
    static int skipSize(int type) {
        return switch (type & 0xFF) {
            case DOUBLE, DATE_TIME, TIMESTAMP, INT64 -> 8;
            case INT32 -> 4;
            case BOOLEAN -> 1;
            case OBJECT_ID -> 12;
            case DECIMAL128 -> 16;
            case UNDEFINED, NULL, MAX_KEY, MIN_KEY -> 0;
            case STRING, JAVASCRIPT, SYMBOL -> STRING_SIZE;
            default -> OTHER_SIZE;
        };
    }

    /**
     * The end of a value skipped rather than decoded, {@code size} being {@link #skipSize} of its
     * type: found and checked exactly as {@link #valueEnd} and {@link #checkSkipped} do, with no switch
     * on the type for a fixed size or a string.
     */
    static int skippedEnd(byte[] b, int type, int size, int valueStart, int limit) {
        if (size >= 0) {
            int valueEnd = fixedEnd(type, valueStart, limit, size);
            if (size == 1) {
                // only a boolean is one byte: 0 or 1, as the driver's reader requires
                checkSkipped(b, BOOLEAN, valueStart, valueEnd);
            }
            return valueEnd;
        }
        if (size == STRING_SIZE) {
            return stringEnd(b, valueStart, limit);
        }
        int valueEnd = valueEnd(b, type, valueStart, limit);
        checkSkipped(b, type, valueStart, valueEnd);
        return valueEnd;
    }

    /** Checks every element of the document (or array) in {@code [start, end)}, as {@link #checkSkipped} does. */
    public static void checkDocument(byte[] b, int start, int end) {
        checkElements(b, start + 4, end - 1, 1);
    }

    private static void checkValue(byte[] b, int type, int start, int end, int depth) {
        switch (type & 0xFF) {
            case BOOLEAN: // 0 or 1, as the driver's reader requires
                if ((b[start] & 0xFE) != 0) {
                    throw new BsonSerializationException("Expected a boolean value but found " + b[start]);
                }
                break;
            case BINARY: // subtype 2 (old binary) repeats its length inside the payload
                if (b[start + 4] == OLD_BINARY_SUBTYPE && (end - start < 9 || Endian.getInt(b, start + 5) != end - start - 9)) {
                    throw new BsonSerializationException("Binary sub type OldBinary has inconsistent sizes");
                }
                break;
            case DOCUMENT:
            case ARRAY:
                checkElements(b, start + 4, end - 1, depth + 1);
                break;
            case JAVASCRIPT_WITH_SCOPE: { // int32 size, code string, scope document
                int scope = stringEnd(b, start + 4, end);
                checkElements(b, scope + 4, end - 1, depth + 1);
                break;
            }
            default:
                break;
        }
    }

    /** Walks the elements of a document body in {@code [pos, limit)}, {@code limit} being its terminating 0. */
    private static void checkElements(byte[] b, int pos, int limit, int depth) {
        if (depth > MAX_SKIPPED_NESTING) {
            throw new BsonSerializationException("BSON document at offset " + pos + " is nested more than "
                    + MAX_SKIPPED_NESTING + " levels deep");
        }
        while (pos < limit) {
            int type = b[pos] & 0xFF;
            int valueStart = nameEnd(b, pos + 1, limit) + 1;
            // one table load instead of valueEnd's and checkValue's switches for the types documents
            // mostly hold: fixed sizes, strings, sub-documents and arrays
            int size = SKIP_SIZES[type];
            if (size >= 0) {
                pos = fixed(type, valueStart, limit - valueStart, size);
                if (size == 1) {
                    checkValue(b, BOOLEAN, valueStart, pos, depth);
                }
            } else if (size == STRING_SIZE) {
                pos = stringEnd(b, valueStart, limit);
            } else if (type == DOCUMENT || type == ARRAY) {
                pos = embeddedDocumentEnd(b, valueStart, limit);
                checkElements(b, valueStart + 4, pos - 1, depth + 1);
            } else {
                pos = valueEnd(b, type, valueStart, limit);
                checkValue(b, type, valueStart, pos, depth);
            }
        }
    }

    /** {@link #skipSize} of every type code, for the walk of {@link #checkElements}. */
    private static final byte[] SKIP_SIZES = new byte[256];

    static {
        for (int type = 0; type < SKIP_SIZES.length; type++) {
            SKIP_SIZES[type] = (byte) skipSize(type);
        }
    }

    /**
     * The first {@code min(len, 8)} bytes at {@code pos} as a little-endian long, zero-padded
     * (byte i in bits 8i to 8i+7). Never reads at or past {@code pos + len}.
     */
    public static long nameWord(byte[] b, int pos, int len) {
        if (len >= Long.BYTES) {
            return Endian.getLong(b, pos);
        }
        if (len >= Integer.BYTES) {
            // two overlapping int loads; the overlapping bytes are equal, so OR-ing them is exact
            long low = Endian.getInt(b, pos) & 0xFFFF_FFFFL;
            long high = Endian.getInt(b, pos + len - Integer.BYTES) & 0xFFFF_FFFFL;
            return low | (high << ((len - Integer.BYTES) << 3));
        }
        long word = 0;
        for (int i = 0; i < len; i++) {
            word |= (b[pos + i] & 0xFFL) << (i << 3);
        }
        return word;
    }

    /**
     * The end of a value of {@code size} bytes of BSON type {@code type} at {@code pos}, for generated
     * code that knows the type ({@code limit}: the document's terminating 0).
     */
    public static int fixedEnd(int type, int pos, int limit, int size) {
        return fixed(type, pos, limit - pos, size);
    }

    private static int fixed(int type, int pos, int remaining, int size) {
        if (size > remaining) {
            throw new BsonSerializationException(describe(type) + " value at offset " + pos + " needs " + size
                    + " bytes but only " + Math.max(remaining, 0) + " remain in the document");
        }
        return pos + size;
    }

    /**
     * int32 length L (counting the terminating 0), then L bytes ending with 0: a string, symbol or
     * JavaScript value. {@code limit}, here and below: the document's terminating 0.
     */
    public static int stringEnd(byte[] b, int pos, int limit) {
        int remaining = limit - pos;
        if (remaining < 4) {
            throw new BsonSerializationException("BSON string at offset " + pos + " has no room for its length: "
                    + Math.max(remaining, 0) + " bytes remain in the document");
        }
        int length = Endian.getInt(b, pos);
        if (length < 1) {
            throw new BsonSerializationException(
                    "While decoding a BSON string found a size that is not a positive number: " + length);
        }
        if (length > remaining - 4) {
            throw new BsonSerializationException("BSON string at offset " + pos + " declares length " + length
                    + " but only " + (remaining - 4) + " bytes remain in the document");
        }
        int end = pos + 4 + length;
        if (b[end - 1] != 0) {
            throw new BsonSerializationException("Found a BSON string that is not null-terminated");
        }
        return end;
    }

    /** An embedded document or array: its int32 size, then elements, then 0. */
    public static int embeddedDocumentEnd(byte[] b, int pos, int limit) {
        int remaining = limit - pos;
        if (remaining < 4) {
            throw new BsonSerializationException("Embedded BSON document at offset " + pos
                    + " has no room for its size: " + Math.max(remaining, 0) + " bytes remain in the document");
        }
        int size = Endian.getInt(b, pos);
        if (size < MIN_DOCUMENT_SIZE) {
            throw new BsonSerializationException("Embedded BSON document at offset " + pos + " declares size " + size
                    + ", less than the minimum of 5");
        }
        if (size > remaining) {
            throw new BsonSerializationException("Embedded BSON document at offset " + pos + " declares size " + size
                    + " but only " + remaining + " bytes remain in the enclosing document");
        }
        int end = pos + size;
        if (b[end - 1] != 0) {
            throw new BsonSerializationException("Embedded BSON document at offset " + pos + " of size " + size
                    + " does not end with a 0 byte");
        }
        return end;
    }

    /** int32 length L, subtype byte, L bytes (for subtype 2 the L bytes start with an inner int32 length). */
    public static int binaryEnd(byte[] b, int pos, int limit) {
        int remaining = limit - pos;
        if (remaining < 5) {
            throw new BsonSerializationException("BSON binary at offset " + pos
                    + " has no room for its length and subtype: " + Math.max(remaining, 0)
                    + " bytes remain in the document");
        }
        int length = Endian.getInt(b, pos);
        if (length < 0) {
            throw new BsonSerializationException("Size " + length + " is not valid because it is negative.");
        }
        if (length > remaining - 5) {
            throw new BsonSerializationException("BSON binary at offset " + pos + " declares length " + length
                    + " but only " + (remaining - 5) + " bytes remain in the document");
        }
        return pos + 5 + length;
    }

    /** int32 total size, the code as a string, the scope as a document, exactly filling the total. */
    private static int codeWithScopeEnd(byte[] b, int pos, int limit) {
        int remaining = limit - pos;
        if (remaining < 4) {
            throw new BsonSerializationException("BSON JavaScript with scope at offset " + pos
                    + " has no room for its size: " + Math.max(remaining, 0) + " bytes remain in the document");
        }
        int size = Endian.getInt(b, pos);
        if (size < 4 + 5 + MIN_DOCUMENT_SIZE || size > remaining) {
            throw new BsonSerializationException("BSON JavaScript with scope at offset " + pos + " declares size "
                    + size + " but only " + remaining + " bytes remain in the document (the minimum is 14)");
        }
        int end = pos + size;
        int scope = stringEnd(b, pos + 4, end);
        if (embeddedDocumentEnd(b, scope, end) != end) {
            throw new BsonSerializationException("BSON JavaScript with scope at offset " + pos + " declares size "
                    + size + " but its code and scope occupy " + (Endian.getInt(b, scope) + scope - pos) + " bytes");
        }
        return end;
    }

    private static String describe(int type) {
        BsonType bsonType = BsonType.findByValue(type);
        return bsonType == null ? String.format("BSON type 0x%02x", type & 0xFF) : "BSON " + bsonType;
    }
}
