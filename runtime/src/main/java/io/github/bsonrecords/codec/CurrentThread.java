package io.github.bsonrecords.codec;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/**
 * Whether the calling thread is virtual, on a Java 17 baseline: {@code Thread.isVirtual()} exists
 * from Java 21, so it is looked up once and every thread counts as a platform thread before that.
 */
final class CurrentThread {
    /** {@code Thread.isVirtual()}, or null before Java 21. */
    private static final MethodHandle IS_VIRTUAL = lookUpIsVirtual();

    private CurrentThread() {
    }

    /**
     * True on a virtual thread. Virtual threads are made one per request, so nothing may be kept
     * per thread for them: what a thread-local keeps, a virtual thread keeps for its whole life.
     */
    static boolean isVirtual() {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
        } catch (Throwable e) {
            throw new AssertionError("Thread.isVirtual() cannot fail", e);
        }
    }

    private static MethodHandle lookUpIsVirtual() {
        try {
            return MethodHandles.publicLookup().findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }
}
