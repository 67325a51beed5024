package io.github.bsonrecords.examples.writes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.InsertOneModel;
import com.mongodb.client.model.ReplaceOneModel;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.result.InsertManyResult;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.examples.EmbeddedMongo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Inserts and replaces through {@code MongoClient}: the generated codecs (which splice their bytes
 * into the driver's insert and replace writers on bson 5.8+) and the driver's own reflective
 * {@code RecordCodec} store the same documents, report the same generated or application-set ids,
 * and fail alike on a document over the server's size limit.
 */
class WritePathsEndToEndTest {
    private static final AtomicInteger DATABASE_NUMBER = new AtomicInteger();
    private static final ObjectId FIXED = new ObjectId("65e1a3f0c2a4b81d2f9e7a10");

    private static EmbeddedMongo mongo;
    private static MongoClient client;

    @BeforeAll
    static void startServer() {
        mongo = EmbeddedMongo.start(MongoClientSettings.getDefaultCodecRegistry());
        client = mongo.client();
    }

    @AfterAll
    static void stopServer() {
        mongo.close();
    }

    /** The same collection with the generated codecs or with the driver's defaults (its RecordCodec). */
    private record Side(String name, CodecRegistry registry) {
        <T> MongoCollection<T> collection(MongoDatabase database, Class<T> type) {
            return database.getCollection(name, type).withCodecRegistry(registry);
        }
    }

    private static final List<Side> SIDES = List.of(
            new Side("generated", BsonRecords.registry()),
            new Side("reflective", MongoClientSettings.getDefaultCodecRegistry()));

    @Test
    void theGeneratedCodecsAreTheOnesUsed() {
        assertInstanceOf(BinaryCodec.class, SIDES.get(0).registry().get(Parcel.class));
        assertEquals("org.bson.codecs.record.RecordCodec", SIDES.get(1).registry().get(Parcel.class).getClass().getName());
    }

    @Test
    void insertOneAndInsertManyReportTheIdsTheyStore() {
        MongoDatabase database = client.getDatabase("writes_" + DATABASE_NUMBER.incrementAndGet());
        List<Map<String, Object>> outcomes = new ArrayList<>();
        for (Side side : SIDES) {
            MongoCollection<Note> notes = side.collection(database, Note.class);
            BsonValue generated = notes.insertOne(new Note("first", 1L)).getInsertedId();
            InsertManyResult many = notes.insertMany(List.of(new Note("second", 2L), new Note("third", 3L)));
            MongoCollection<Parcel> parcels = side.collection(database, Parcel.class);
            BsonValue kept = parcels.insertOne(new Parcel(FIXED, "box", 3)).getInsertedId();
            BsonValue missing = parcels.insertOne(new Parcel(null, "bag", 1)).getInsertedId();

            List<BsonDocument> stored = database.getCollection(side.name(), BsonDocument.class).find()
                    .into(new ArrayList<>());
            // generated ids differ between the sides: compare where they are and what they are
            assertEquals(generated, stored.get(0).get("_id"), side.name());
            assertEquals(many.getInsertedIds().get(0), stored.get(1).get("_id"), side.name());
            assertEquals(many.getInsertedIds().get(1), stored.get(2).get("_id"), side.name());
            assertEquals(FIXED, kept.asObjectId().getValue(), side.name());
            assertEquals(missing, stored.get(4).get("_id"), side.name());
            Map<String, Object> outcome = new TreeMap<>();
            for (int i = 0; i < stored.size(); i++) {
                BsonDocument document = stored.get(i).clone();
                boolean generatedId = !document.get("_id").equals(new org.bson.BsonObjectId(FIXED));
                outcome.put(i + " keys", new ArrayList<>(document.keySet()));
                if (generatedId) {
                    document.put("_id", new org.bson.BsonString("generated"));
                }
                outcome.put(i + " document", document);
            }
            outcomes.add(outcome);
        }
        assertEquals(outcomes.get(1), outcomes.get(0));
    }

    @Test
    void bulkWritesAndReplacesStoreTheSameDocuments() {
        MongoDatabase database = client.getDatabase("writes_" + DATABASE_NUMBER.incrementAndGet());
        List<List<BsonDocument>> outcomes = new ArrayList<>();
        for (Side side : SIDES) {
            MongoCollection<Parcel> parcels = side.collection(database, Parcel.class);
            ObjectId a = new ObjectId("65e1a3f0c2a4b81d2f9e7a11");
            ObjectId b = new ObjectId("65e1a3f0c2a4b81d2f9e7a12");
            parcels.bulkWrite(List.of(new InsertOneModel<>(new Parcel(a, "crate", 10)),
                    new InsertOneModel<>(new Parcel(b, "tube", 2)),
                    new ReplaceOneModel<>(Filters.eq("_id", a), new Parcel(a, "crate, repacked", 11))));
            assertEquals(1, parcels.replaceOne(Filters.eq("_id", b), new Parcel(b, "tube, bent", 2)).getModifiedCount());
            assertEquals(new Parcel(b, "tube, bent", 2),
                    parcels.findOneAndReplace(Filters.eq("_id", b), new Parcel(b, "tube, straightened", 2)));
            outcomes.add(database.getCollection(side.name(), BsonDocument.class).find().sort(Sorts.ascending("_id"))
                    .into(new ArrayList<>()));
        }
        assertEquals(outcomes.get(1), outcomes.get(0));
        assertEquals(List.of("_id", "label", "weight"), new ArrayList<>(outcomes.get(0).get(0).keySet()));
    }

    @Test
    void aDocumentOverTheSizeLimitFailsAlike() {
        MongoDatabase database = client.getDatabase("writes_" + DATABASE_NUMBER.incrementAndGet());
        Parcel huge = new Parcel(FIXED, "x".repeat(16 * 1024 * 1024 + 1), 1);
        List<String> failures = new ArrayList<>();
        for (Side side : SIDES) {
            MongoCollection<Parcel> parcels = side.collection(database, Parcel.class);
            RuntimeException insert = assertThrows(RuntimeException.class, () -> parcels.insertOne(huge));
            RuntimeException replace = assertThrows(RuntimeException.class,
                    () -> parcels.replaceOne(Filters.eq("_id", FIXED), huge));
            failures.add(insert.getClass().getName() + " / " + replace.getClass().getName());
        }
        assertEquals(failures.get(1), failures.get(0));
        assertEquals(0, database.getCollection(SIDES.get(0).name()).countDocuments());
    }
}
