package io.github.bsonrecords.benchmarks.e2e;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryHandWrittenCodec;
import io.github.bsonrecords.examples.TelemetryReading;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryWorkload;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.ObjectId;

/**
 * The telemetry readings through a {@code MongoClient}: 100 stored documents to find (a small
 * collection, since the embedded server scans it on every query) and 1,000 to insert.
 */
public final class EndToEndWorkload {
    public static final int FIND = 100;
    public static final int INSERT = 1_000;
    public static final String DATABASE = "bson_records_benchmarks";
    static final String READ_COLLECTION = "telemetry_find";

    private final MongoDatabase database;
    private final TelemetryWorkload stored = new TelemetryWorkload(FIND);
    private final TelemetryWorkload inserted = new TelemetryWorkload(INSERT);
    private final List<Document> storedDocuments = new ArrayList<>();

    public EndToEndWorkload(MongoEndpoint endpoint) {
        this.database = endpoint.client().getDatabase(DATABASE);
        for (int i = 0; i < FIND; i++) {
            // fixed _ids, so the collection is the same whichever run created it
            storedDocuments.add(new Document("_id", new ObjectId(String.format("%024x", i + 1)))
                    .append("sensorId", stored.readings().get(i).sensorId())
                    .append("ts", stored.asDocuments().get(i).get("ts"))
                    .append("temp", stored.readings().get(i).temperature())
                    .append("humidity", stored.readings().get(i).humidity())
                    .append("pressure", stored.readings().get(i).pressure()));
        }
        MongoCollection<Document> read = database.getCollection(READ_COLLECTION);
        read.drop();
        read.insertMany(storedDocuments);
    }

    /** What each contender must read back. */
    public List<Document> storedDocuments() {
        return storedDocuments;
    }

    public List<TelemetryReading> storedReadings() {
        return stored.readings();
    }

    public CollectionPair<?> collections(Contender contender) {
        String write = "telemetry_insert_" + contender.name().toLowerCase(java.util.Locale.ROOT);
        return switch (contender) {
            case DOCUMENT -> {
                MongoCollection<Document> read = database.getCollection(READ_COLLECTION);
                CodecLookup.documentCodec(); // the same check as elsewhere: the defaults map Document to DocumentCodec
                List<Document> copies = new ArrayList<>();
                inserted.asDocuments().forEach(document -> copies.add(new Document(document)));
                yield new CollectionPair<>(read, database.getCollection(write), copies,
                        document -> document.remove("_id"));
            }
            case RECORD_CODEC -> records(CodecRegistries.fromRegistries(
                    CodecRegistries.fromCodecs(CodecLookup.driverRecordCodec(TelemetryReading.class)),
                    CodecLookup.DRIVER_DEFAULTS), write);
            case HAND_WRITTEN -> records(CodecRegistries.fromRegistries(
                    CodecRegistries.fromCodecs(new TelemetryHandWrittenCodec()), CodecLookup.DRIVER_DEFAULTS), write);
            case GENERATED -> {
                CodecLookup.expectGenerated(CodecLookup.GENERATED_FIRST.get(TelemetryReading.class),
                        TelemetryReading.class);
                yield records(CodecLookup.GENERATED_FIRST, write);
            }
            default -> throw new IllegalArgumentException("Not in the end-to-end suite: " + contender);
        };
    }

    private CollectionPair<TelemetryReading> records(CodecRegistry registry, String write) {
        MongoCollection<TelemetryReading> read = database.getCollection(READ_COLLECTION, TelemetryReading.class)
                .withCodecRegistry(registry);
        return new CollectionPair<>(read,
                database.getCollection(write, TelemetryReading.class).withCodecRegistry(registry),
                new ArrayList<>(inserted.readings()), reading -> { });
    }

    /** Drops what the suite created. */
    public void drop() {
        database.drop();
    }
}
