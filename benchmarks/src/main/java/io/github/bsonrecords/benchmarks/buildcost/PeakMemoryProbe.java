package io.github.bsonrecords.benchmarks.buildcost;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command as its own process and measures its wall time and peak resident set: with GNU
 * {@code /usr/bin/time -f %M} where it works (the kernel's max RSS of the child, exact), else by polling
 * {@code /proc/<pid>/status} VmHWM (the kernel's high-water mark; a rise in the last poll interval before
 * exit can be missed).
 */
final class PeakMemoryProbe {

    /** The result of one run; {@code peakRssKb} is -1 where neither method is available. */
    record Run(long wallNanos, long peakRssKb, int exitCode, String output) {
    }

    private static final Path GNU_TIME = Path.of("/usr/bin/time");

    private final boolean gnuTime;
    private final Path scratch;

    PeakMemoryProbe(Path scratch) throws IOException, InterruptedException {
        this.scratch = scratch;
        this.gnuTime = gnuTimeWorks(scratch);
    }

    String method() {
        return gnuTime ? "max RSS from GNU /usr/bin/time -f %M"
                : Files.isReadable(Path.of("/proc/self/status")) ? "VmHWM of /proc/<pid>/status, polled every 10 ms"
                : "unavailable";
    }

    Run run(List<String> command) throws IOException, InterruptedException {
        Path log = Files.createTempFile(scratch, "process", ".log");
        Path rss = Files.createTempFile(scratch, "rss", ".txt");
        List<String> full = new ArrayList<>();
        if (gnuTime) {
            full.addAll(List.of(GNU_TIME.toString(), "-f", "%M", "-o", rss.toString()));
        }
        full.addAll(command);
        long start = System.nanoTime();
        Process process = new ProcessBuilder(full).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long polledKb = -1;
        Path status = Path.of("/proc/" + process.pid() + "/status");
        while (!process.waitFor(10, TimeUnit.MILLISECONDS)) {
            if (!gnuTime) {
                polledKb = Math.max(polledKb, vmHwmKb(status));
            }
        }
        long wall = System.nanoTime() - start;
        String output = Files.readString(log);
        long peak = gnuTime ? parseKb(Files.readString(rss)) : polledKb;
        Files.deleteIfExists(log);
        Files.deleteIfExists(rss);
        return new Run(wall, peak, process.exitValue(), output);
    }

    private static long vmHwmKb(Path status) {
        try {
            for (String line : Files.readAllLines(status)) {
                if (line.startsWith("VmHWM:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", ""));
                }
            }
        } catch (IOException | RuntimeException e) {
            // the process ended between two polls: keep the last reading
        }
        return -1;
    }

    private static long parseKb(String text) {
        String[] lines = text.strip().split("\n");
        return Long.parseLong(lines[lines.length - 1].strip());
    }

    private static boolean gnuTimeWorks(Path scratch) throws IOException, InterruptedException {
        if (!Files.isExecutable(GNU_TIME)) {
            return false;
        }
        Path out = Files.createTempFile(scratch, "time-check", ".txt");
        try {
            Process check = new ProcessBuilder(GNU_TIME.toString(), "-f", "%M", "-o", out.toString(), "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return check.waitFor() == 0 && parseKb(Files.readString(out)) > 0;
        } catch (IOException | RuntimeException e) {
            return false;
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
