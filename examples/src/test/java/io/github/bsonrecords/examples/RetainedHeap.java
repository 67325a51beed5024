package io.github.bsonrecords.examples;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * What live threads keep on the heap after each did some work: the heap used after full
 * collections while all of them are parked, less the heap used before they started.
 */
final class RetainedHeap {
    private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

    private RetainedHeap() {
    }

    /**
     * Starts {@code threads} threads with {@code start}; each runs {@code work} with its index, then
     * parks. Returns the bytes retained while they are parked; the threads end before it returns.
     */
    static long measure(int threads, Function<Runnable, Thread> start, IntConsumer work) throws InterruptedException {
        long before = usedAfterGc();
        CountDownLatch done = new CountDownLatch(threads);
        CountDownLatch release = new CountDownLatch(1);
        List<Thread> started = new ArrayList<>(threads);
        List<Throwable> failures = new ArrayList<>();
        for (int i = 0; i < threads; i++) {
            int index = i;
            started.add(start.apply(() -> {
                try {
                    work.accept(index);
                } catch (Throwable e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                } finally {
                    done.countDown();
                }
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }));
        }
        done.await();
        long retained;
        try {
            retained = usedAfterGc() - before;
        } finally {
            release.countDown();
            for (Thread thread : started) {
                thread.join();
            }
        }
        if (!failures.isEmpty()) {
            throw new AssertionError(failures.size() + " threads failed", failures.get(0));
        }
        return retained;
    }

    static long usedAfterGc() throws InterruptedException {
        long used = Long.MAX_VALUE;
        for (int i = 0; i < 4; i++) {
            System.gc();
            TimeUnit.MILLISECONDS.sleep(100);
            used = Math.min(used, MEMORY.getHeapMemoryUsage().getUsed());
        }
        return used;
    }

    static String mib(long bytes) {
        return String.format("%.1f MiB", bytes / (1024.0 * 1024.0));
    }
}
