package io.github.bsonrecords.codec.write;

import org.bson.BsonSerializationException;

/**
 * The driver's UTF-8 encoding of Java strings, for the parts of a string past its ASCII prefix:
 * code point by code point as {@code Character.codePointAt} yields them, so that a surrogate pair
 * becomes four bytes and an unpaired surrogate the three-byte form of its own value.
 */
final class Utf8 {
    private Utf8() {
    }

    /** The number of bytes {@link #encode} writes for {@code value} from char {@code i}. */
    static long length(String value, int i) {
        int length = value.length();
        long bytes = 0;
        while (i < length) {
            char c = value.charAt(i);
            if (c < 0x80) {
                bytes++;
                i++;
            } else if (c < 0x800) {
                bytes += 2;
                i++;
            } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(value.charAt(i + 1))) {
                bytes += 4;
                i += 2;
            } else {
                bytes += 3;
                i++;
            }
        }
        return bytes;
    }

    /**
     * Encodes {@code value} from char {@code i} into {@code into} at {@code p} (room for {@link #length}
     * bytes is the caller's) and returns the end. In a cstring U+0000 is refused with the
     * driver's exception and message.
     */
    static int encode(String value, int i, byte[] into, int p, boolean cstring) {
        int length = value.length();
        while (i < length) {
            char c = value.charAt(i);
            if (c < 0x80) {
                if (c == 0 && cstring) {
                    throw new BsonSerializationException(String.format(
                            "BSON cstring '%s' is not valid because it contains a null character at index %d", value, i));
                }
                into[p++] = (byte) c;
                i++;
            } else if (c < 0x800) {
                into[p++] = (byte) (0xC0 | (c >> 6));
                into[p++] = (byte) (0x80 | (c & 0x3F));
                i++;
            } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(value.charAt(i + 1))) {
                int codePoint = Character.toCodePoint(c, value.charAt(i + 1));
                into[p++] = (byte) (0xF0 | (codePoint >> 18));
                into[p++] = (byte) (0x80 | ((codePoint >> 12) & 0x3F));
                into[p++] = (byte) (0x80 | ((codePoint >> 6) & 0x3F));
                into[p++] = (byte) (0x80 | (codePoint & 0x3F));
                i += 2;
            } else {
                into[p++] = (byte) (0xE0 | (c >> 12));
                into[p++] = (byte) (0x80 | ((c >> 6) & 0x3F));
                into[p++] = (byte) (0x80 | (c & 0x3F));
                i++;
            }
        }
        return p;
    }
}
