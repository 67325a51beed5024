package io.github.bsonrecords.benchmarks.buildcost;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a command as its own process and measures its wall time, its CPU time (user + system) and its peak
 * resident set: with GNU {@code /usr/bin/time -f "%M %U %S"} where it works (the kernel's figures for the
 * child, exact), else by polling {@code /proc/<pid>/status} VmHWM (the kernel's high-water mark) and the
 * process's CPU time every 10 ms (a rise in the last interval before exit can be missed). CPU time moves
 * far less than wall time when other processes share the cores.
 */
final class ProcessCost {

    /** The result of one run; {@code peakRssKb} and {@code cpuNanos} are -1 where they cannot be read. */
    record Run(long wallNanos, long cpuNanos, long peakRssKb, int exitCode, String output) {
    }

    private static final Path GNU_TIME = Path.of("/usr/bin/time");
    private static final String FORMAT = "%M %U %S";

    private final boolean gnuTime;
    private final Path scratch;

    ProcessCost(Path scratch) throws IOException, InterruptedException {
        this.scratch = scratch;
        this.gnuTime = gnuTimeWorks(scratch);
    }

    String method() {
        return gnuTime ? "max RSS and user + system time from GNU /usr/bin/time -f \"" + FORMAT + "\""
                : Files.isReadable(Path.of("/proc/self/status"))
                ? "VmHWM of /proc/<pid>/status and the process's CPU time, polled every 10 ms"
                : "unavailable";
    }

    Run run(List<String> command) throws IOException, InterruptedException {
        Path log = Files.createTempFile(scratch, "process", ".log");
        Path times = Files.createTempFile(scratch, "time", ".txt");
        List<String> full = new ArrayList<>();
        if (gnuTime) {
            full.addAll(List.of(GNU_TIME.toString(), "-f", FORMAT, "-o", times.toString()));
        }
        full.addAll(command);
        long start = System.nanoTime();
        Process process = new ProcessBuilder(full).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        long polledKb = -1;
        long polledCpu = -1;
        Path status = Path.of("/proc/" + process.pid() + "/status");
        while (!process.waitFor(10, TimeUnit.MILLISECONDS)) {
            if (!gnuTime) {
                polledKb = Math.max(polledKb, vmHwmKb(status));
                polledCpu = Math.max(polledCpu, process.info().totalCpuDuration().map(Duration::toNanos).orElse(-1L));
            }
        }
        long wall = System.nanoTime() - start;
        String output = Files.readString(log);
        Run run;
        if (gnuTime) {
            String[] lines = Files.readString(times).strip().split("\n");
            String[] figures = lines[lines.length - 1].strip().split(" ");
            long cpu = Math.round((Double.parseDouble(figures[1]) + Double.parseDouble(figures[2])) * 1e9);
            run = new Run(wall, cpu, Long.parseLong(figures[0]), process.exitValue(), output);
        } else {
            run = new Run(wall, polledCpu, polledKb, process.exitValue(), output);
        }
        Files.deleteIfExists(log);
        Files.deleteIfExists(times);
        return run;
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

    private static boolean gnuTimeWorks(Path scratch) throws IOException, InterruptedException {
        if (!Files.isExecutable(GNU_TIME)) {
            return false;
        }
        Path out = Files.createTempFile(scratch, "time-check", ".txt");
        try {
            Process check = new ProcessBuilder(GNU_TIME.toString(), "-f", FORMAT, "-o", out.toString(), "true")
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            return check.waitFor() == 0 && Files.readString(out).strip().matches("(?s).*\\d+ [\\d.]+ [\\d.]+");
        } catch (IOException | RuntimeException e) {
            return false;
        } finally {
            Files.deleteIfExists(out);
        }
    }
}
