package io.github.bsonrecords.benchmarks.e2e;

import java.lang.management.ManagementFactory;
import java.util.HashSet;
import java.util.Set;

/**
 * The bytes allocated by every thread of this JVM but the embedded server's, summed from
 * {@code com.sun.management.ThreadMXBean}: what the reactive suite measures, since the reactive driver
 * decodes on its own I/O threads and Reactor hands results across threads, so the calling thread
 * ({@link ClientThreadMeter}) sees only part of a read. The embedded server's threads (named
 * {@code mongo-server-*}) are left out: they are the database's cost, not the client's, and the same for
 * every contender. A thread that ends during a measurement takes its bytes with it; the driver's and
 * Reactor's threads are pooled and live through a run.
 */
public final class AllThreadsMeter {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    private static final String SERVER_THREADS = "mongo-server";

    private Set<Long> server = Set.of();

    /** Starts a measurement: finds the server's threads now, outside the measured bytes. */
    public long start() {
        Set<Long> ids = new HashSet<>();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            if (thread.getName().startsWith(SERVER_THREADS)) {
                ids.add(thread.getId());
            }
        }
        server = ids;
        return clientBytes();
    }

    /** The client threads' bytes allocated so far; the difference of two calls is what they allocated between. */
    public long clientBytes() {
        long[] ids = THREADS.getAllThreadIds();
        long[] bytes = THREADS.getThreadAllocatedBytes(ids);
        long sum = 0;
        for (int i = 0; i < ids.length; i++) {
            if (bytes[i] > 0 && !server.contains(ids[i])) {
                sum += bytes[i];
            }
        }
        return sum;
    }

    public static boolean supported() {
        return THREADS.isThreadAllocatedMemorySupported() && THREADS.isThreadAllocatedMemoryEnabled();
    }
}
