package io.github.bsonrecords.examples.legal;

import static org.junit.jupiter.api.Assertions.fail;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.RandomValues;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import javax.tools.Diagnostic;
import javax.tools.JavaFileObject;
import org.bson.UuidRepresentation;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.record.RecordCodecProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random legal {@code @BsonRecord} declarations ({@link DeclarationWriter} over the
 * {@link TypeTable}, with {@link AwkwardNames}) compile with the processor under
 * {@code -Xlint:all -Werror}, and random values of each round-trip on every path
 * ({@link RoundTrips}). The seed is printed; a failure prints the unit's whole source.
 * The build uses a fixed seed, so CI is repeatable; {@code -Dlegal.seed=random} draws a new one.
 * A longer run: {@code -Dlegal.records=5000 -Dlegal.seed=random}.
 */
class LegalRecordsTest {
    private static final int RECORDS = Integer.getInteger("legal.records", 300);
    private static final long SEED = seed(System.getProperty("legal.seed", "20261125"));
    private static final int BATCH = Integer.getInteger("legal.batch", 100);
    private static final int VALUES_PER_RECORD = 4;
    private static final int FAILURES_SHOWN = 3;
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    private static long seed(String property) {
        return property.equals("random") ? System.nanoTime() : Long.parseLong(property);
    }

    @TempDir
    Path directory;

    @Test
    void randomLegalRecordsCompileWithoutWarningsAndRoundTripOnEveryPath() throws IOException {
        System.out.println("LegalRecordsTest: " + RECORDS + " records, -Dlegal.seed=" + SEED);
        Random random = new Random(SEED);
        List<String> failures = new ArrayList<>();
        for (int first = 0, batch = 0; first < RECORDS && failures.size() < FAILURES_SHOWN; first += BATCH, batch++) {
            List<DeclarationWriter.Unit> units = new ArrayList<>();
            for (int i = first; i < Math.min(RECORDS, first + BATCH); i++) {
                units.add(DeclarationWriter.write(random, "legal.b" + batch, "R" + i));
            }
            long started = System.nanoTime();
            long startedCpu = CPU.getCurrentThreadCpuTime();
            InProcessCompiler.Result result = InProcessCompiler.compile(directory.resolve("b" + batch), units);
            long compiled = System.nanoTime();
            long compiledCpu = CPU.getCurrentThreadCpuTime();
            if (!result.compiled()) {
                failures.add(compileFailure(units, result.diagnostics()));
                continue;
            }
            try (URLClassLoader loader = result.loader()) {
                roundTrip(units, loader, failures);
            }
            // CPU time too: on a shared machine the wall time says more about the neighbours
            System.out.printf("LegalRecordsTest: batch %d, %d records: compiled in %d ms (%d ms CPU), round-tripped in"
                    + " %d ms (%d ms CPU)%n", batch, units.size(), (compiled - started) / 1_000_000,
                    (compiledCpu - startedCpu) / 1_000_000, (System.nanoTime() - compiled) / 1_000_000,
                    (CPU.getCurrentThreadCpuTime() - compiledCpu) / 1_000_000);
        }
        if (!failures.isEmpty()) {
            fail("-Dlegal.seed=" + SEED + " -Dlegal.records=" + RECORDS + "\n\n" + String.join("\n\n", failures));
        }
    }

    private static void roundTrip(List<DeclarationWriter.Unit> units, ClassLoader loader, List<String> failures) {
        CodecRegistry driverDefaults = CodecRegistries.withUuidRepresentation(
                MongoClientSettings.getDefaultCodecRegistry(), UuidRepresentation.STANDARD);
        CodecRegistry registry = CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(BsonRecords.codecProvider(loader)), driverDefaults);
        for (DeclarationWriter.Unit unit : units) {
            int index = Integer.parseInt(unit.name().substring(1));
            RandomValues values = new RandomValues(SEED * 31 + index);
            Object value = null;
            try {
                Class<? extends Record> type = Class.forName(unit.qualifiedName(), true, loader).asSubclass(Record.class);
                Codec<? extends Record> driver = unit.driverReads() ? new RecordCodecProvider().get(type, driverDefaults) : null;
                for (int i = 0; i < VALUES_PER_RECORD; i++) {
                    value = values.record(type);
                    check(type, value, registry, driver);
                }
            } catch (Throwable e) {
                failures.add(unit.qualifiedName() + " (values: new RandomValues(" + (SEED * 31 + index) + "L), "
                        + (unit.driverReads() ? "" : "not ") + "compared with the driver's RecordCodec) fails on "
                        + value + ":\n" + stackTrace(e) + "\n" + unit.source());
                if (failures.size() >= FAILURES_SHOWN) {
                    return;
                }
            }
        }
    }

    @SuppressWarnings("unchecked")
    private static <R extends Record> void check(Class<R> type, Object value, CodecRegistry registry, Codec<?> driver) {
        RoundTrips.check(type, type.cast(value), registry, (Codec<R>) driver);
    }

    /** The diagnostics, and the source of each unit they point into (its own file or its generated code). */
    private static String compileFailure(List<DeclarationWriter.Unit> units, List<Diagnostic<? extends JavaFileObject>> diagnostics) {
        StringBuilder report = new StringBuilder("does not compile with -Xlint:all -Werror:\n");
        List<DeclarationWriter.Unit> culprits = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> diagnostic : diagnostics) {
            report.append(diagnostic).append('\n');
            String file = diagnostic.getSource() == null ? "" : Path.of(diagnostic.getSource().toUri().getPath())
                    .getFileName().toString();
            for (DeclarationWriter.Unit unit : units) {
                if (isFromUnit(file, unit.name()) && !culprits.contains(unit) && culprits.size() < FAILURES_SHOWN) {
                    culprits.add(unit);
                }
            }
        }
        for (DeclarationWriter.Unit unit : culprits) {
            report.append("\n").append(unit.qualifiedName()).append(":\n").append(unit.source());
        }
        return report.toString();
    }

    /** {@code R12.java}, {@code R12BsonCodec.java}, {@code R12_.java}, {@code R12_InnerBsonCodec.java}: not {@code R123...}. */
    private static boolean isFromUnit(String file, String unit) {
        return file.startsWith(unit) && file.length() > unit.length()
                && (file.charAt(unit.length()) == '_' || file.charAt(unit.length()) == '.'
                || file.startsWith("BsonCodec", unit.length()));
    }

    private static String stackTrace(Throwable e) {
        java.io.StringWriter text = new java.io.StringWriter();
        e.printStackTrace(new java.io.PrintWriter(text));
        String trace = text.toString();
        int cut = trace.indexOf("\tat org.junit");
        return cut > 0 ? trace.substring(0, cut) : trace;
    }
}
