package io.github.bsonrecords.quarkus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.quarkus.library.Station;
import io.github.bsonrecords.quarkus.library.StationBsonCodec;
import io.quarkus.test.common.WithTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.net.URI;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The application registers no codec: the client Quarkus configures must hand each record, the
 * application's and those of a jar Quarkus does not index, to its generated codec, in front of the
 * driver's reflective {@code RecordCodec} (which cannot store their optionals).
 */
@QuarkusTest
@WithTestResource(EmbeddedMongoResource.class)
class QuarkusRegistryTest {
    private static final Instant T0 = Instant.parse("2026-05-01T08:00:00Z");

    @Inject
    MongoClient client;

    @Inject
    ReadingStore store;

    @BeforeEach
    void emptyCollections() {
        store.readings().deleteMany(Filters.empty());
        stations().deleteMany(Filters.empty());
    }

    private MongoCollection<Station> stations() {
        return client.getDatabase(ReadingStore.DATABASE).getCollection("stations", Station.class);
    }

    @Test
    void theClientsRegistryHandsEachRecordToItsGeneratedCodec() {
        CodecRegistry registry = client.getDatabase(ReadingStore.DATABASE).getCodecRegistry();
        assertEquals(ReadingBsonCodec.class, registry.get(Reading.class).getClass());
        assertEquals(StationBsonCodec.class, registry.get(Station.class).getClass());
        assertEquals(ReadingBsonCodec.class, store.readings().getCodecRegistry().get(Reading.class).getClass());
        // every record of every generated provider found, and these two named in case none were found
        assertSame(registry, BsonRecords.verify(registry, Reading.class, Station.class));
    }

    @Test
    void theLibraryJarIsOneQuarkusDoesNotIndex() throws Exception {
        Path jar = Path.of(Station.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        try (FileSystem files = Files.isDirectory(jar) ? null
                : FileSystems.newFileSystem(URI.create("jar:" + jar.toUri()), Map.of())) {
            Path root = files == null ? jar : files.getPath("/");
            assertFalse(Files.exists(root.resolve("META-INF/jandex.idx")), jar + " has a Jandex index");
            assertFalse(Files.exists(root.resolve("META-INF/beans.xml")), jar + " has a beans.xml");
        }
    }

    @Test
    void insertsFindsReplacesAndFiltersThroughTheMetamodel() {
        Reading cool = new Reading("s-1", T0, 18.5, OptionalDouble.of(0.4));
        Reading warm = new Reading("s-1", T0.plusSeconds(60), 26.0, OptionalDouble.empty());
        Reading other = new Reading("s-2", T0.plusSeconds(120), 30.0, OptionalDouble.of(0.7));
        store.save(List.of(cool, warm, other));

        assertEquals(List.of(cool, warm, other),
                store.readings().find().sort(Reading_.timestamp.asc()).into(new ArrayList<>()));
        assertEquals(List.of(warm), store.warmerThan("s-1", 25.0));

        Reading warmer = new Reading("s-1", warm.timestamp(), 27.5, OptionalDouble.of(0.5));
        assertEquals(1, store.readings().replaceOne(Reading_.timestamp.eq(warm.timestamp()), warmer)
                .getModifiedCount());
        assertEquals(List.of(warmer), store.warmerThan("s-1", 25.0));

        // written under the names the generated codec writes: the timestamp as "ts"
        Document stored = client.getDatabase(ReadingStore.DATABASE).getCollection(ReadingStore.COLLECTION)
                .find(Filters.eq("ts", T0)).first();
        assertEquals(new Document("sensorId", "s-1").append("ts", java.util.Date.from(T0))
                .append("temperature", 18.5).append("humidity", 0.4), withoutId(stored));
    }

    @Test
    void storesTheRecordsOfAJarQuarkusDoesNotIndex() {
        Station roof = new Station("st-1", "Roof", OptionalInt.of(12));
        Station yard = new Station("st-2", "Yard", OptionalInt.empty());
        stations().insertMany(List.of(roof, yard));
        assertEquals(List.of(roof, yard), stations().find().sort(new Document("_id", 1)).into(new ArrayList<>()));
    }

    private static Document withoutId(Document document) {
        Document copy = new Document(document);
        copy.remove("_id");
        return copy;
    }
}
