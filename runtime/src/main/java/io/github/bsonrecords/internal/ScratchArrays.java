package io.github.bsonrecords.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Where the byte paths' scratch arrays come from, whatever the number of threads.
 *
 * <p>A platform thread may keep one array of its own per use (one encode buffer, one decode
 * array) of at most {@link #THREAD_CAP} bytes. Everything else (every use on a virtual thread, a
 * nested use while the thread's own array is busy, documents larger than {@link #THREAD_CAP})
 * takes from one pool shared by all threads: a fixed number of slots each hold at most one array
 * of at most {@link #MAX_ARRAY} bytes, so the pool holds at most {@code SLOTS * MAX_ARRAY} bytes
 * (16 MiB on machines of 8 cores or more, 4 MiB on 2). An array it cannot keep is left to the
 * garbage collector; a caller that finds no array allocates one for the call. Taking and giving
 * back is one compare-and-set on a slot chosen from the thread's hash.
 */
public final class ScratchArrays {
    /**
     * What a platform thread keeps for itself, per use: small enough that a pool of 200 threads
     * keeps 25 MiB at most, large enough for the documents most services read (a few KiB) to
     * never reach the shared pool.
     */
    public static final int THREAD_CAP = 64 * 1024;
    /** The largest array the pool keeps: the driver's default maximum document size is 16 MiB, most are far smaller. */
    public static final int MAX_ARRAY = 1 << 20;
    static final int SLOTS = slots(Runtime.getRuntime().availableProcessors());

    private static final AtomicReferenceArray<byte[]> POOL = new AtomicReferenceArray<>(SLOTS);
    /** {@code Thread.isVirtual()}, or null before Java 21 (every thread is then a platform thread). */
    private static final MethodHandle IS_VIRTUAL = lookUpIsVirtual();

    private ScratchArrays() {
    }

    /**
     * True on a virtual thread. Virtual threads are made one per request, so nothing may be kept
     * per thread for them: what a thread-local keeps, a virtual thread keeps for its whole life.
     */
    public static boolean onVirtualThread() {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
        } catch (Throwable e) {
            throw new AssertionError("Thread.isVirtual() cannot fail", e);
        }
    }

    /** An array of at least {@code minLength} bytes from the pool, or a new one of {@code length} ({@code >= minLength}). */
    public static byte[] borrow(int minLength, int length) {
        byte[] shared = take(minLength);
        return shared != null ? shared : new byte[length];
    }

    /** An array of at least {@code minLength} bytes from the pool, or null when it holds none. */
    public static byte[] take(int minLength) {
        int start = slotHint();
        for (int k = 0; k < SLOTS; k++) {
            int slot = (start + k) & (SLOTS - 1);
            byte[] array = POOL.get(slot);
            if (array != null && array.length >= minLength && POOL.compareAndSet(slot, array, null)) {
                return array;
            }
        }
        return null;
    }

    /**
     * Offers an array no caller uses any more: kept in a free slot, or in place of a smaller array
     * (large arrays are the costly ones to make again), or dropped.
     */
    public static void give(byte[] array) {
        if (array.length > MAX_ARRAY || array.length == 0) {
            return;
        }
        int start = slotHint();
        int smaller = -1;
        for (int k = 0; k < SLOTS; k++) {
            int slot = (start + k) & (SLOTS - 1);
            byte[] held = POOL.get(slot);
            if (held == null) {
                if (POOL.compareAndSet(slot, null, array)) {
                    return;
                }
            } else if (smaller < 0 && held.length < array.length) {
                smaller = slot;
            }
        }
        if (smaller >= 0) {
            byte[] held = POOL.get(smaller);
            if (held != null && held.length < array.length) {
                POOL.compareAndSet(smaller, held, array);
            }
        }
    }

    /** Bytes the pool holds now, for tests. */
    public static long heldBytes() {
        long bytes = 0;
        for (int slot = 0; slot < SLOTS; slot++) {
            byte[] array = POOL.get(slot);
            bytes += array == null ? 0 : array.length;
        }
        return bytes;
    }

    /** Twice the cores, a power of two from 4 to 16: enough that threads running at once rarely share a slot. */
    static int slots(int cores) {
        int wanted = Math.max(4, Math.min(16, 2 * cores));
        return Integer.highestOneBit(wanted - 1) << 1;
    }

    /**
     * The slot a thread starts from in a pool of slots taken and given back by compare-and-set (this
     * one, the encoder's ASCII copiers): spread by the thread's identity, so that threads running at
     * once rarely contend for a slot. Mask it with the pool's size, a power of two.
     */
    public static int slotHint() {
        int hash = System.identityHashCode(Thread.currentThread());
        return hash ^ (hash >>> 16);
    }

    private static MethodHandle lookUpIsVirtual() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }
}
