package io.github.bsonrecords.benchmarks.e2e;

import java.lang.management.ManagementFactory;
import java.util.function.Supplier;

/**
 * What an operation costs the thread that calls the driver: its CPU time and the bytes it
 * allocates, read from {@code com.sun.management.ThreadMXBean} around the operation alone (not
 * around JMH's per-invocation setup). The sync driver encodes, writes, reads and decodes on the
 * calling thread; everything else in the JVM (the embedded server, the driver's monitor thread,
 * the JIT and the GC) is the rest of the process. {@link ClientThreadProfiler} reports the sums per
 * JMH iteration.
 */
public final class ClientThreadMeter {
    private static final com.sun.management.ThreadMXBean THREADS =
            (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

    /** Written by the one benchmark thread, read by the profiler between iterations. */
    private static volatile Totals totals = new Totals();

    /** Sums over the operations measured since the last {@link #reset}. */
    static final class Totals {
        long operations;
        long documents;
        long cpuNanos;
        long allocatedBytes;
        long callingThreadId = -1;
    }

    private ClientThreadMeter() {
    }

    /** Runs {@code operation}, which moves {@code documents} documents, and adds what it cost this thread. */
    public static <T> T measure(int documents, Supplier<T> operation) {
        Thread thread = Thread.currentThread();
        long id = thread.getId();
        long cpuBefore = THREADS.getCurrentThreadCpuTime();
        long allocatedBefore = THREADS.getThreadAllocatedBytes(id);
        T result = operation.get();
        long allocatedAfter = THREADS.getThreadAllocatedBytes(id);
        long cpuAfter = THREADS.getCurrentThreadCpuTime();
        Totals sums = totals;
        sums.operations++;
        sums.documents += documents;
        sums.cpuNanos += cpuAfter - cpuBefore;
        sums.allocatedBytes += allocatedAfter - allocatedBefore;
        sums.callingThreadId = id;
        return result;
    }

    /** Starts new sums and returns the previous ones. */
    static Totals reset() {
        Totals previous = totals;
        totals = new Totals();
        return previous;
    }

    /** Whether this JVM can measure a thread's CPU time and allocation. */
    static boolean supported() {
        return THREADS.isCurrentThreadCpuTimeSupported() && THREADS.isThreadAllocatedMemorySupported();
    }

    /** The whole process's CPU time so far, in nanoseconds. */
    static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime();
    }

    /** All the CPU time {@code threadId} has used so far (-1 when it is gone). */
    static long threadCpuNanos(long threadId) {
        return THREADS.getThreadCpuTime(threadId);
    }
}
