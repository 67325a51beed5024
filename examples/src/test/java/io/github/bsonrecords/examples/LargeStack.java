package io.github.bsonrecords.examples;

import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/** Runs a test body on a thread with a 256 MiB stack, for tests of nesting limits rather than of the JVM's stack. */
final class LargeStack {
    private static final long STACK_BYTES = 256L << 20;

    private LargeStack() {
    }

    static <T> T call(Callable<T> body) throws Throwable {
        AtomicReference<T> result = new AtomicReference<>();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread thread = new Thread(null, () -> {
            try {
                result.set(body.call());
            } catch (Throwable e) {
                failure.set(e);
            }
        }, "large-stack", STACK_BYTES);
        thread.start();
        thread.join();
        if (failure.get() != null) {
            throw failure.get();
        }
        return result.get();
    }

    static void run(Runnable body) throws Throwable {
        call(() -> {
            body.run();
            return null;
        });
    }
}
