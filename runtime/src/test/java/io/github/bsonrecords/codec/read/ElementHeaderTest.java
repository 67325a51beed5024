package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.codec.write.BsonBuffer;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@link ElementHeader#end} against a byte-by-byte comparison, for headers of every length from
 * 2 bytes (a type and an empty name) to 40, at every position of an array, with every single byte
 * changed, and with the document's end anywhere.
 */
class ElementHeaderTest {

    @Test
    void matchesExactlyWhereTheBytesAreTheHeader() {
        for (int nameLength = 0; nameLength <= 38; nameLength++) {
            byte[] header = BsonBuffer.fieldHeader(0x01, "abcdefghijklmnopqrstuvwxyz0123456789AB".substring(0, nameLength));
            long first = ElementHeader.firstWord(header);
            long last = ElementHeader.lastWord(header);
            for (int arrayLength = header.length; arrayLength <= header.length + 9; arrayLength++) {
                for (int pos = 0; pos + header.length <= arrayLength; pos++) {
                    byte[] bytes = new byte[arrayLength];
                    Arrays.fill(bytes, (byte) 0x5A);
                    System.arraycopy(header, 0, bytes, pos, header.length);
                    for (int limit = pos; limit <= arrayLength; limit++) {
                        assertEquals(expected(bytes, pos, limit, header), ElementHeader.end(bytes, pos, limit, header, first, last),
                                "header of " + header.length + " at " + pos + " of " + arrayLength + ", limit " + limit);
                    }
                    for (int changed = 0; changed < header.length; changed++) {
                        byte[] other = bytes.clone();
                        other[pos + changed] ^= 0x20;
                        assertEquals(-1, ElementHeader.end(other, pos, arrayLength, header, first, last),
                                "byte " + changed + " of a header of " + header.length + " changed");
                    }
                }
            }
        }
    }

    @Test
    void aLongerNameWithTheHeaderAsPrefixIsNoMatch() {
        byte[] header = BsonBuffer.fieldHeader(0x02, "temp");
        byte[] longer = BsonBuffer.fieldHeader(0x02, "temperature");
        assertEquals(-1, ElementHeader.end(longer, 0, longer.length, header, ElementHeader.firstWord(header),
                ElementHeader.lastWord(header)));
    }

    /**
     * A document read alone ends its array: its last field, when short (a boolean or a null with a
     * name of a few bytes), starts within 8 bytes of the array's end and is still matched.
     */
    @Test
    void aShortHeaderAtTheArraysEndMatches() {
        byte[] header = BsonBuffer.fieldHeader(0x08, "ok");
        // {ok: true}: size, the header, the boolean, the document's 0
        byte[] document = {10, 0, 0, 0, 0x08, 'o', 'k', 0, 1, 0};
        assertEquals(8, ElementHeader.end(document, 4, document.length - 1, header, ElementHeader.firstWord(header),
                ElementHeader.lastWord(header)));
    }

    /** The reference: a match when the header's bytes are all there, before the limit. */
    private static int expected(byte[] bytes, int pos, int limit, byte[] header) {
        int end = pos + header.length;
        if (end > limit || !Arrays.equals(bytes, pos, end, header, 0, header.length)) {
            return -1;
        }
        return end;
    }
}
