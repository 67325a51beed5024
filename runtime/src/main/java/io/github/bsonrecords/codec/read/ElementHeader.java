package io.github.bsonrecords.codec.read;

import io.github.bsonrecords.internal.Endian;
import java.util.Arrays;

/**
 * Matches an element's header, its type byte, name and terminating 0, against the header a codec
 * writes for a component: the ordered pass of generated decoders reads each field this way, one
 * or two word compares for names of up to 14 bytes, with the type checked in the same compare.
 * Any difference (another name, another type, BSON null, the document ending first) is a miss, and
 * the decoder's general loop takes over from that field.
 *
 * <pre>
 * int valueStart = ElementHeader.end(bytes, position, limit, TEMP_HEADER, TEMP_HEADER_FIRST, TEMP_HEADER_LAST);
 * if (valueStart &lt; 0) break ordered;                  // not the field written next: the general loop
 * </pre>
 */
public final class ElementHeader {
    private ElementHeader() {
    }

    /**
     * {@code pos + header.length} when the element at {@code pos} starts with {@code header} and the
     * header ends before {@code limit} (the document's terminating 0), else -1. {@code first} and
     * {@code last} are {@link #firstWord} and {@link #lastWord} of {@code header}.
     */
    public static int end(byte[] b, int pos, int limit, byte[] header, long first, long last) {
        int length = header.length;
        int end = pos + length;
        if (end > limit) {
            return -1;
        }
        if (length <= Long.BYTES) {
            // one load of 8 bytes, masked to the header's; byte by byte where the array ends sooner (a
            // document's last, short field, read alone): a miss there would send every such document,
            // and after a leading _id the documents that follow, to the general loop
            if (pos > b.length - Long.BYTES) {
                return Arrays.equals(b, pos, end, header, 0, length) ? end : -1;
            }
            long mask = length == Long.BYTES ? -1L : (1L << (length << 3)) - 1;
            return (Endian.getLong(b, pos) & mask) == first ? end : -1;
        }
        // the first and the last 8 bytes (overlapping for headers under 16 bytes), then any between
        if (Endian.getLong(b, pos) != first || Endian.getLong(b, end - Long.BYTES) != last) {
            return -1;
        }
        if (length > 2 * Long.BYTES
                && !Arrays.equals(b, pos + Long.BYTES, end - Long.BYTES, header, Long.BYTES, length - Long.BYTES)) {
            return -1;
        }
        return end;
    }

    /** The header's first (up to) 8 bytes as a little-endian word, zero-padded. */
    public static long firstWord(byte[] header) {
        return BsonBytes.nameWord(header, 0, Math.min(header.length, Long.BYTES));
    }

    /** The header's last 8 bytes as a little-endian word, or 0 for a header of 8 bytes or fewer. */
    public static long lastWord(byte[] header) {
        return header.length <= Long.BYTES ? 0L : BsonBytes.nameWord(header, header.length - Long.BYTES, Long.BYTES);
    }
}
