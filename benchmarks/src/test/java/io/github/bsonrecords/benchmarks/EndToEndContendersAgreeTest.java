package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Projections;
import io.github.bsonrecords.benchmarks.e2e.ClientOperations;
import io.github.bsonrecords.benchmarks.e2e.EndToEndWorkload;
import io.github.bsonrecords.benchmarks.e2e.MongoEndpoint;
import io.github.bsonrecords.benchmarks.e2e.SpringTelemetryReading;
import io.github.bsonrecords.examples.TelemetryReading;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Through a MongoClient, every contender reads the same 1,000 documents, stores the same 1,000 and
 * replaces a document with the same one; Spring Data adds its {@code _class} hint, and nothing else.
 */
class EndToEndContendersAgreeTest {
    private static final List<Contender> CONTENDERS = List.of(Contender.DOCUMENT, Contender.RECORD_CODEC,
            Contender.HAND_WRITTEN, Contender.SPRING_DATA, Contender.SPRING_CONVERTERS, Contender.SPRING_CODEC_CONVERTER,
            Contender.SPRING_CODEC_TEMPLATE,
            Contender.SPRING_REPOSITORY, Contender.GENERATED);

    private static MongoEndpoint endpoint;
    private static EndToEndWorkload workload;

    @BeforeAll
    static void open() {
        endpoint = MongoEndpoint.open();
        workload = new EndToEndWorkload(endpoint);
    }

    @AfterAll
    static void close() {
        workload.drop();
        endpoint.close();
    }

    @Test
    void everyContenderFindsTheStoredDocuments() {
        for (Contender contender : CONTENDERS) {
            List<?> found = workload.operations(contender).findAll();
            List<?> expected = switch (contender) {
                case DOCUMENT -> workload.storedDocuments();
                case SPRING_DATA -> workload.storedReadings().stream()
                        .map(r -> new SpringTelemetryReading(r.sensorId(), r.timestamp(), r.temperature(), r.humidity(),
                                r.pressure()))
                        .toList();
                case SPRING_CONVERTERS, SPRING_CODEC_CONVERTER, SPRING_CODEC_TEMPLATE, SPRING_REPOSITORY ->
                        workload.storedSpringCodecReadings();
                default -> workload.storedReadings();
            };
            assertEquals(EndToEndWorkload.FIND, found.size(), contender.toString());
            assertEquals(expected, found, contender.toString());
        }
    }

    @Test
    void everyContenderInsertsAndReplacesTheSameDocuments() {
        List<Document> reference = null;
        Document replacedReference = null;
        for (Contender contender : CONTENDERS) {
            ClientOperations operations = workload.operations(contender);
            // twice, as a benchmark does: the reset must undo everything the insert did
            operations.resetInserts();
            operations.insertMany();
            operations.resetInserts();
            operations.insertMany();
            operations.replaceOne();
            operations.replaceOne();
            List<Document> stored = withoutSpringHint(contender, documents(operations.insertCollection()));
            assertEquals(EndToEndWorkload.INSERT, stored.size(), contender.toString());
            List<Document> replaced = withoutSpringHint(contender, documents(operations.replaceCollection()));
            assertEquals(1, replaced.size(), contender.toString());
            if (reference == null) {
                reference = stored;
                replacedReference = replaced.get(0);
                assertEquals(stored.get(0), replacedReference, "the replacement is the first inserted value");
            } else {
                assertEquals(reference, stored, contender + " stored other documents than " + CONTENDERS.get(0));
                assertEquals(replacedReference, replaced.get(0), contender + " replaced with another document");
            }
        }
    }

    /**
     * What the client-side table rests on: the sync driver runs the codec on the thread that calls
     * {@code find} and {@code insertMany}, so that thread's CPU and allocation include decode and encode.
     */
    @Test
    void theSyncDriverDecodesAndEncodesOnTheCallingThread() {
        Codec<TelemetryReading> generated = CodecLookup.GENERATED_FIRST.get(TelemetryReading.class);
        Set<Thread> decoding = ConcurrentHashMap.newKeySet();
        Set<Thread> encoding = ConcurrentHashMap.newKeySet();
        Codec<TelemetryReading> recording = new Codec<>() {
            @Override
            public TelemetryReading decode(BsonReader reader, DecoderContext context) {
                decoding.add(Thread.currentThread());
                return generated.decode(reader, context);
            }

            @Override
            public void encode(BsonWriter writer, TelemetryReading value, EncoderContext context) {
                encoding.add(Thread.currentThread());
                generated.encode(writer, value, context);
            }

            @Override
            public Class<TelemetryReading> getEncoderClass() {
                return TelemetryReading.class;
            }
        };
        CodecRegistry registry = CodecRegistries.fromRegistries(CodecRegistries.fromCodecs(recording),
                CodecLookup.DRIVER_DEFAULTS);
        MongoDatabase database = endpoint.client().getDatabase(EndToEndWorkload.DATABASE);

        List<TelemetryReading> found = database.getCollection("telemetry_find", TelemetryReading.class)
                .withCodecRegistry(registry).find().into(new ArrayList<>());
        database.getCollection("telemetry_calling_thread", TelemetryReading.class).withCodecRegistry(registry)
                .insertMany(workload.insertedReadings());

        assertEquals(workload.storedReadings(), found);
        assertEquals(Set.of(Thread.currentThread()), decoding);
        assertEquals(Set.of(Thread.currentThread()), encoding);
    }

    private static List<Document> documents(String collection) {
        return workload.collection(collection).find().projection(Projections.excludeId()).into(new ArrayList<>());
    }

    /** Spring Data's documents, checked to carry its type hint and then compared without it. */
    private static List<Document> withoutSpringHint(Contender contender, List<Document> documents) {
        if (contender == Contender.SPRING_DATA) {
            for (Document document : documents) {
                assertEquals(SpringTelemetryReading.class.getName(), document.remove("_class"), document.toJson());
            }
        }
        documents.forEach(document -> assertFalse(document.containsKey("_class"), document.toJson()));
        return documents;
    }
}
