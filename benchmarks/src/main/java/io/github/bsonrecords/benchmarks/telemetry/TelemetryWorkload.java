package io.github.bsonrecords.benchmarks.telemetry;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import io.github.bsonrecords.benchmarks.Workload;
import io.github.bsonrecords.benchmarks.micronaut.MicronautBson;
import io.github.bsonrecords.benchmarks.micronaut.MicronautTelemetryReading;
import io.github.bsonrecords.examples.TelemetryReading;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.bson.Document;
import org.bson.codecs.Codec;

/** A hundred readings from a few sensors, the same every run (fixed seed). */
public final class TelemetryWorkload implements Workload {
    public static final int DOCUMENTS = 100;

    private final List<TelemetryReading> readings;
    private final List<byte[]> documents = new ArrayList<>();
    private final List<Document> asDocuments = new ArrayList<>();

    public TelemetryWorkload() {
        this(DOCUMENTS);
    }

    public TelemetryWorkload(int count) {
        this.readings = readings(count);
        Codec<Document> documentCodec = CodecLookup.documentCodec();
        TelemetryHandWrittenCodec handWritten = new TelemetryHandWrittenCodec();
        for (TelemetryReading reading : readings) {
            byte[] bytes = BsonOps.encode(handWritten, reading);
            documents.add(bytes);
            asDocuments.add(BsonOps.decode(documentCodec, bytes));
        }
    }

    static List<TelemetryReading> readings(int count) {
        Random random = new Random(42);
        Instant start = Instant.parse("2025-01-01T00:00:00Z");
        List<TelemetryReading> readings = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            readings.add(new TelemetryReading(
                    String.format("sensor-%05d", random.nextInt(100)),
                    start.plusMillis(i * 1_000L + random.nextInt(1_000)),
                    15 + random.nextDouble() * 20,
                    30 + random.nextDouble() * 50,
                    990 + random.nextDouble() * 40));
        }
        return readings;
    }

    public List<TelemetryReading> readings() {
        return readings;
    }

    /** The readings as {@code Document}s, as {@code DocumentCodec} decodes them. */
    public List<Document> asDocuments() {
        return asDocuments;
    }

    /** The readings as the Micronaut contender's record. */
    public List<MicronautTelemetryReading> asMicronautReadings() {
        List<MicronautTelemetryReading> micronaut = new ArrayList<>(readings.size());
        for (TelemetryReading reading : readings) {
            micronaut.add(new MicronautTelemetryReading(reading.sensorId(), reading.timestamp(), reading.temperature(),
                    reading.humidity(), reading.pressure()));
        }
        return micronaut;
    }

    @Override
    public List<byte[]> documents() {
        return documents;
    }

    @Override
    public Set<Contender> contenders() {
        return EnumSet.of(Contender.DOCUMENT, Contender.RECORD_CODEC, Contender.HAND_WRITTEN, Contender.MICRONAUT_SERDE,
                Contender.GENERATED);
    }

    @Override
    public Subject subject(Contender contender) {
        return switch (contender) {
            case DOCUMENT -> Subject.of(contender, CodecLookup.documentCodec(), asDocuments);
            case RECORD_CODEC -> Subject.of(contender, CodecLookup.driverRecordCodec(TelemetryReading.class), readings);
            case HAND_WRITTEN -> Subject.of(contender, new TelemetryHandWrittenCodec(), readings);
            case MICRONAUT_SERDE -> Subject.of(contender, MicronautBson.codec(MicronautTelemetryReading.class),
                    asMicronautReadings());
            case GENERATED -> Subject.of(contender, CodecLookup.generatedCodec(TelemetryReading.class), readings);
            default -> throw new IllegalArgumentException("Not in the telemetry suite: " + contender);
        };
    }
}
