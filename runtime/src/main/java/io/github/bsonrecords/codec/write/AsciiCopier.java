package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.internal.ScratchArrays;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Copies the ASCII characters a string starts with into a byte array at array speed. A
 * {@code charAt} loop goes one char at a time; {@code String.getChars} and the JDK's US-ASCII
 * encoder over a {@code char[]} both run as vectorized intrinsics (JDK 17 and later), about 4x
 * faster on 300 chars and 7x on 1,000 in a benchmark of the copy alone. Inside a codec's encode the
 * encoder's call costs more than there: strings of 24-47 chars made the customers' encode 1.4x
 * slower, hence {@link #MIN_LENGTH}. Only the public contract of the encoder is relied on: it
 * stops, and reports, at the first char US-ASCII cannot map, which is where the UTF-8 encoding
 * of the rest takes over.
 *
 * <p>A copier holds 2 KiB of chars. A platform thread's own {@link BsonBuffer} keeps one; any
 * other buffer takes one from a small shared pool ({@link #take}) and gives it back at release.
 */
final class AsciiCopier {
    /** Shorter strings are copied faster by a plain loop (see the class comment; benchmark-journal.md). */
    static final int MIN_LENGTH = 64;
    private static final int CHUNK = 1024;
    private static final int SLOTS = 16;
    private static final AtomicReferenceArray<AsciiCopier> POOL = new AtomicReferenceArray<>(SLOTS);

    private final char[] chars = new char[CHUNK];
    private final CharBuffer charView = CharBuffer.wrap(chars);
    /**
     * Reports (the default action) rather than replaces an unmappable char. Never reset nor
     * flushed: US-ASCII keeps no state between calls, and every call passes {@code endOfInput}
     * false, which keeps the encoder in the state that accepts the next call.
     */
    private final CharsetEncoder ascii = StandardCharsets.US_ASCII.newEncoder();

    /**
     * Copies {@code value}'s chars from the first while they are ASCII, one byte each, into
     * {@code into}'s array from {@code at} (room for one byte per char is the caller's), and
     * returns how many it copied. Moves {@code into}'s position and limit.
     */
    int copy(String value, ByteBuffer into, int at) {
        int length = value.length();
        into.limit(into.capacity());
        int i = 0;
        while (i < length) {
            int n = Math.min(CHUNK, length - i);
            value.getChars(i, i + n, chars, 0);
            charView.limit(n).position(0);
            into.position(at + i);
            ascii.encode(charView, into, false);
            int copied = charView.position();
            i += copied;
            if (copied < n) {
                break;
            }
        }
        return i;
    }

    /** A copier from the shared pool, or a new one when the pool has none free. */
    static AsciiCopier take() {
        int start = ScratchArrays.slotHint();
        for (int k = 0; k < SLOTS; k++) {
            int slot = (start + k) & (SLOTS - 1);
            AsciiCopier copier = POOL.get(slot);
            if (copier != null && POOL.compareAndSet(slot, copier, null)) {
                return copier;
            }
        }
        return new AsciiCopier();
    }

    /** Gives a copier back to the pool, or leaves it to the garbage collector when every slot is full. */
    static void give(AsciiCopier copier) {
        int start = ScratchArrays.slotHint();
        for (int k = 0; k < SLOTS; k++) {
            int slot = (start + k) & (SLOTS - 1);
            if (POOL.get(slot) == null && POOL.compareAndSet(slot, null, copier)) {
                return;
            }
        }
    }
}
