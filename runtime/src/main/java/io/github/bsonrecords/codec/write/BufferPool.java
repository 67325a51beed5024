package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.internal.ScratchArrays;

/**
 * Which {@link BsonBuffer} an encode gets and where its arrays (and its {@link AsciiCopier})
 * come from. A platform thread reuses one buffer of its own, whose array it keeps up to
 * {@link ScratchArrays#THREAD_CAP} bytes, and its copier; a virtual thread, a nested encode while
 * that buffer is busy, and a document that outgrows the cap take arrays from {@link ScratchArrays}'
 * bounded shared pool, or allocate for the call.
 */
final class BufferPool {
    /** What a released one-call buffer holds: its array went back to the pool. */
    private static final byte[] RELEASED = new byte[0];

    /** Platform threads only (see {@link #acquire}). */
    private static final ThreadLocal<BsonBuffer> THREAD_BUFFER =
            ThreadLocal.withInitial(() -> new BsonBuffer(true, new byte[BsonBuffer.INITIAL_CAPACITY]));

    private BufferPool() {
    }

    static BsonBuffer acquire() {
        if (ScratchArrays.onVirtualThread()) {
            return forOneCall();
        }
        BsonBuffer buffer = THREAD_BUFFER.get();
        if (buffer.inUse) {
            return forOneCall();
        }
        buffer.inUse = true;
        buffer.size = 0;
        buffer.depth = 1;
        buffer.sink = null;
        buffer.flushed = 0;
        return buffer;
    }

    /**
     * A thread's own buffer goes back to its home array (an array borrowed for a larger document
     * goes to the shared pool); any other buffer gives its array and its copier to their pools.
     */
    static void release(BsonBuffer buffer) {
        buffer.size = 0;
        buffer.sink = null;
        buffer.flushed = 0;
        if (buffer.array != buffer.home) {
            ScratchArrays.give(buffer.array);
            buffer.array = buffer.home != null ? buffer.home : RELEASED;
        }
        if (buffer.threadOwned) {
            buffer.inUse = false;
        } else if (buffer.copier != null) {
            AsciiCopier.give(buffer.copier);
            buffer.copier = null;
        }
    }

    /**
     * A larger array for {@code buffer}, holding its bytes: a thread's home array grows in place
     * up to the cap; past it (and for one-call buffers) the array comes from the shared pool, and
     * a borrowed array it replaces goes back there.
     */
    static byte[] grow(BsonBuffer buffer, int needed, int length) {
        byte[] old = buffer.array;
        boolean borrowed = old != buffer.home;
        byte[] larger;
        if (!borrowed && length <= ScratchArrays.THREAD_CAP) {
            larger = new byte[length];
            buffer.home = larger;
        } else {
            larger = ScratchArrays.borrow(needed, length);
        }
        System.arraycopy(old, 0, larger, 0, buffer.size);
        if (borrowed) {
            ScratchArrays.give(old);
        }
        return larger;
    }

    private static BsonBuffer forOneCall() {
        int capacity = BsonBuffer.INITIAL_CAPACITY;
        return new BsonBuffer(false, ScratchArrays.borrow(capacity, capacity));
    }
}
