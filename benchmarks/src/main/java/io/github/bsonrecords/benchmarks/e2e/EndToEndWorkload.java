package io.github.bsonrecords.benchmarks.e2e;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import io.github.bsonrecords.benchmarks.CodecLookup;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryHandWrittenCodec;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryWorkload;
import io.github.bsonrecords.examples.TelemetryReading;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.core.MongoTemplate;

/**
 * The telemetry readings through a {@code MongoClient}: 1,000 stored documents to find (one cursor,
 * the driver's default batch size), 1,000 to insert, and one document each contender replaces.
 */
public final class EndToEndWorkload {
    public static final int FIND = 1_000;
    public static final int INSERT = 1_000;
    public static final String DATABASE = "bson_records_benchmarks";
    static final String READ_COLLECTION = "telemetry_find";
    /** The {@code _id} of the one document of each replace collection. */
    static final ObjectId REPLACED_ID = new ObjectId("0000000000000000000000ff");

    private final MongoDatabase database;
    private final MongoTemplate template;
    private final MongoTemplate convertersOnly;
    private final MongoTemplate codecConverter;
    private final MongoTemplate codecTemplate;
    private final SpringCodecRepository repository;
    private final TelemetryWorkload stored = new TelemetryWorkload(FIND);
    private final TelemetryWorkload inserted = new TelemetryWorkload(INSERT);
    private final List<Document> storedDocuments = new ArrayList<>();

    public EndToEndWorkload(MongoEndpoint endpoint) {
        this.database = endpoint.client().getDatabase(DATABASE);
        this.template = new MongoTemplate(endpoint.client(), DATABASE);
        this.convertersOnly = SpringCodecTemplates.convertersOnly(endpoint.client(), DATABASE);
        this.codecConverter = SpringCodecTemplates.springTemplateOnCodecConverter(endpoint.client(), DATABASE);
        this.codecTemplate = SpringCodecTemplates.module(endpoint.client(), DATABASE);
        this.repository = SpringCodecTemplates.repository(codecTemplate);
        storedDocuments.addAll(TelemetryDocuments.stored(stored));
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

    /** The values every contender inserts, as records. */
    public List<TelemetryReading> insertedReadings() {
        return inserted.readings();
    }

    /** The contender's operations, on collections of its own; its replace collection holds one document. */
    public ClientOperations operations(Contender contender) {
        String suffix = contender.name().toLowerCase(Locale.ROOT);
        String write = "telemetry_insert_" + suffix;
        String replace = "telemetry_replace_" + suffix;
        MongoCollection<Document> replaced = database.getCollection(replace);
        replaced.drop();
        replaced.insertOne(new Document(storedDocuments.get(0)).append("_id", REPLACED_ID));
        return switch (contender) {
            case DOCUMENT -> {
                CodecLookup.documentCodec(); // the same check as elsewhere: the defaults map Document to DocumentCodec
                List<Document> copies = new ArrayList<>();
                inserted.asDocuments().forEach(document -> copies.add(new Document(document)));
                yield new DriverCollections<>(database.getCollection(READ_COLLECTION), database.getCollection(write),
                        database.getCollection(replace), copies, new Document(inserted.asDocuments().get(0)),
                        document -> document.remove("_id"));
            }
            case RECORD_CODEC -> records(CodecRegistries.fromRegistries(
                    CodecRegistries.fromCodecs(CodecLookup.driverRecordCodec(TelemetryReading.class)),
                    CodecLookup.DRIVER_DEFAULTS), write, replace);
            case HAND_WRITTEN -> records(CodecRegistries.fromRegistries(
                    CodecRegistries.fromCodecs(new TelemetryHandWrittenCodec()), CodecLookup.DRIVER_DEFAULTS), write,
                    replace);
            case SPRING_DATA -> new SpringDataOperations(template, write, replace, inserted.readings().stream()
                    .map(r -> new SpringTelemetryReading(r.sensorId(), r.timestamp(), r.temperature(), r.humidity(),
                            r.pressure()))
                    .toList());
            case SPRING_CONVERTERS -> new SpringCodecOperations(convertersOnly,
                    () -> convertersOnly.findAll(SpringCodecReading.class, READ_COLLECTION), write, replace,
                    springCodecInserts());
            case SPRING_CODEC_CONVERTER -> new SpringCodecOperations(codecConverter,
                    () -> codecConverter.findAll(SpringCodecReading.class, READ_COLLECTION), write, replace,
                    springCodecInserts());
            case SPRING_CODEC_TEMPLATE -> new SpringCodecOperations(codecTemplate,
                    () -> codecTemplate.findAll(SpringCodecReading.class, READ_COLLECTION), write, replace,
                    springCodecInserts());
            case SPRING_REPOSITORY -> new SpringCodecOperations(codecTemplate, repository::findBySensorIdNotNull, write,
                    replace, springCodecInserts());
            case GENERATED -> {
                CodecLookup.expectGenerated(CodecLookup.GENERATED_FIRST.get(TelemetryReading.class),
                        TelemetryReading.class);
                yield records(CodecLookup.GENERATED_FIRST, write, replace);
            }
            default -> throw new IllegalArgumentException("Not in the end-to-end suite: " + contender);
        };
    }

    /** What the bson-records-spring contenders read back: the stored readings with their {@code _id}s. */
    public List<SpringCodecReading> storedSpringCodecReadings() {
        List<SpringCodecReading> readings = new ArrayList<>();
        for (int i = 0; i < FIND; i++) {
            TelemetryReading r = stored.readings().get(i);
            readings.add(new SpringCodecReading(storedDocuments.get(i).getObjectId("_id"), r.sensorId(), r.timestamp(),
                    r.temperature(), r.humidity(), r.pressure()));
        }
        return readings;
    }

    /** The inserted readings with fixed {@code _id}s: the codec inserts only values whose id is set. */
    private List<SpringCodecReading> springCodecInserts() {
        List<SpringCodecReading> readings = new ArrayList<>();
        for (int i = 0; i < INSERT; i++) {
            TelemetryReading r = inserted.readings().get(i);
            readings.add(new SpringCodecReading(new ObjectId(String.format("%024x", 0x1000000 + i)), r.sensorId(),
                    r.timestamp(), r.temperature(), r.humidity(), r.pressure()));
        }
        return readings;
    }

    private DriverCollections<TelemetryReading> records(CodecRegistry registry, String write, String replace) {
        return new DriverCollections<>(
                database.getCollection(READ_COLLECTION, TelemetryReading.class).withCodecRegistry(registry),
                database.getCollection(write, TelemetryReading.class).withCodecRegistry(registry),
                database.getCollection(replace, TelemetryReading.class).withCodecRegistry(registry),
                new ArrayList<>(inserted.readings()), inserted.readings().get(0), reading -> { });
    }

    /** A collection of the suite's database, as plain documents, for checks. */
    public MongoCollection<Document> collection(String name) {
        return database.getCollection(name).withCodecRegistry(CodecLookup.DRIVER_DEFAULTS);
    }

    /** Drops what the suite created. */
    public void drop() {
        database.drop();
    }
}
