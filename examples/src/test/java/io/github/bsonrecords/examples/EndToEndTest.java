package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.result.InsertManyResult;
import com.mongodb.client.result.UpdateResult;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.orders.Address;
import io.github.bsonrecords.examples.orders.Customer;
import io.github.bsonrecords.examples.orders.Order;
import io.github.bsonrecords.examples.orders.OrderBsonCodec;
import io.github.bsonrecords.examples.orders.OrderLine;
import io.github.bsonrecords.examples.orders.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import org.bson.BsonObjectId;
import org.bson.BsonValue;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Records through a real driver and wire protocol: an in-memory mongo-java-server on 127.0.0.1,
 * with the generated codecs registered in front of the driver's defaults.
 */
class EndToEndTest {
    private static final AtomicInteger DATABASE_NUMBER = new AtomicInteger();
    private static final Instant MORNING = Instant.parse("2024-03-01T08:00:00.500Z");

    private static EmbeddedMongo mongo;
    private static MongoClient client;

    private MongoDatabase database;

    @BeforeAll
    static void startServer() {
        mongo = EmbeddedMongo.start(ExampleMain.codecRegistry());
        client = mongo.client();
    }

    @AfterAll
    static void stopServer() {
        mongo.close();
    }

    @BeforeEach
    void freshDatabase() {
        database = client.getDatabase("e2e_" + DATABASE_NUMBER.incrementAndGet());
    }

    @Test
    void insertManyThenFindReadingsWithFilters() {
        MongoCollection<TelemetryReading> readings = database.getCollection("readings", TelemetryReading.class);
        List<TelemetryReading> inserted = new ArrayList<>();
        for (int minute = 0; minute < 4; minute++) {
            for (String sensor : List.of("sensor-00041", "sensor-00042", "sensor-00043")) {
                inserted.add(new TelemetryReading(sensor, MORNING.plusSeconds(60L * minute),
                        18.0 + minute + sensor.hashCode() % 3, 35.5 + minute, 1013.25 - minute));
            }
        }

        assertEquals(inserted.size(), readings.insertMany(inserted).getInsertedIds().size());

        List<TelemetryReading> watched = readings.find(Filters.eq("sensorId", "sensor-00042"))
                .sort(Sorts.ascending("ts")).into(new ArrayList<>());
        assertEquals(inserted.stream().filter(r -> r.sensorId().equals("sensor-00042"))
                .sorted(Comparator.comparing(TelemetryReading::timestamp)).toList(), watched);

        List<TelemetryReading> warm = readings.find(Filters.gt("temp", 20.0))
                .sort(Sorts.ascending("ts", "sensorId")).into(new ArrayList<>());
        assertEquals(inserted.stream().filter(r -> r.temperature() > 20.0)
                .sorted(Comparator.comparing(TelemetryReading::timestamp).thenComparing(TelemetryReading::sensorId))
                .toList(), warm);
    }

    @Test
    void readingsAreStoredUnderTheirBsonNames() {
        TelemetryReading reading = new TelemetryReading("sensor-00042", MORNING, 21.5, 40.0, 1013.25);
        database.getCollection("readings", TelemetryReading.class).insertMany(List.of(reading));

        Document stored = database.getCollection("readings").find().first();

        assertEquals(Date.from(reading.timestamp()), stored.getDate("ts"));
        assertEquals(reading.temperature(), stored.getDouble("temp"));
        assertFalse(stored.containsKey("timestamp"));
        assertTrue(stored.containsKey("_id"), "the driver added an _id the record does not have");
    }

    @Test
    void insertManyAssignsIdsThatReadBackIntoTheRecord() {
        MongoCollection<Order> orders = database.getCollection("orders", Order.class);
        List<Order> placed = List.of(order(null, "A-1", OrderStatus.PLACED, Optional.of("call first")),
                order(null, "A-2", OrderStatus.PLACED, Optional.empty()));

        InsertManyResult result = orders.insertMany(placed);

        for (Map.Entry<Integer, BsonValue> inserted : result.getInsertedIds().entrySet()) {
            ObjectId id = inserted.getValue().asObjectId().getValue();
            Order expected = withId(placed.get(inserted.getKey()), id);
            assertEquals(expected, orders.find(Filters.eq("_id", id)).first());
        }
        Document withoutNote = database.getCollection("orders").find(Filters.eq("orderNumber", "A-2")).first();
        assertFalse(withoutNote.containsKey("note"), "an empty Optional is not stored");
    }

    @Test
    void idsSetByTheApplicationAreKept() {
        MongoCollection<Order> orders = database.getCollection("orders", Order.class);
        ObjectId id = new ObjectId("65e1a3f0c2a4b81d2f9e7a10");
        Order order = order(id, "A-3", OrderStatus.PAID, Optional.empty());

        InsertManyResult result = orders.insertMany(List.of(order));

        // the driver reports the id it saw our codec write; had the codec bypassed its writer, it would add one
        assertEquals(new BsonObjectId(id), result.getInsertedIds().get(0));
        assertEquals(List.of(order), orders.find().into(new ArrayList<>()));
        Document stored = database.getCollection("orders").find().first();
        assertEquals("_id", stored.keySet().iterator().next());
    }

    @Test
    void replaceOneThenReadBack() {
        MongoCollection<Order> orders = database.getCollection("orders", Order.class);
        orders.insertMany(List.of(order(null, "A-4", OrderStatus.PLACED, Optional.empty()),
                order(null, "A-5", OrderStatus.PLACED, Optional.of("fragile"))));
        Order original = orders.find(Filters.eq("orderNumber", "A-5")).first();
        Order shipped = original.withStatus(OrderStatus.SHIPPED);

        UpdateResult result = orders.replaceOne(Filters.eq("_id", original.id()), shipped);

        assertEquals(1, result.getMatchedCount());
        assertEquals(1, result.getModifiedCount());
        assertEquals(shipped, orders.find(Filters.eq("_id", original.id())).first());
        assertEquals(List.of("A-5"), orders.find(Filters.eq("status", OrderStatus.SHIPPED.name()))
                .map(Order::orderNumber).into(new ArrayList<>()));
        assertEquals(List.of("A-4"), orders.find(Filters.eq("customer.shippingAddress.countryCode", "NL"))
                .map(Order::orderNumber).into(new ArrayList<>()));
        Document stored = database.getCollection("orders").find(Filters.eq("_id", original.id())).first();
        assertEquals(new Decimal128(shipped.lines().get(0).unitPrice()),
                stored.getList("lines", Document.class).get(0).get("unitPrice"));
    }

    @Test
    void collectionsUseTheGeneratedCodecs() {
        MongoCollection<Order> orders = database.getCollection("orders", Order.class);

        assertEquals(OrderBsonCodec.class, orders.getCodecRegistry().get(Order.class).getClass());
        assertEquals(TelemetryReadingBsonCodec.class,
                database.getCollection("readings", TelemetryReading.class).getCodecRegistry()
                        .get(TelemetryReading.class).getClass());
    }

    /** The defaults take any record, so a provider behind them is never asked. */
    @Test
    void generatedProviderMustComeBeforeTheDefaults() {
        CodecRegistry defaults = MongoClientSettings.getDefaultCodecRegistry();
        CodecRegistry oursFirst = CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(BsonRecords.codecProvider()), defaults);
        CodecRegistry oursLast = CodecRegistries.fromRegistries(
                defaults, CodecRegistries.fromProviders(BsonRecords.codecProvider()));

        assertEquals(TelemetryReadingBsonCodec.class, oursFirst.get(TelemetryReading.class).getClass());
        assertEquals(OrderBsonCodec.class, oursFirst.get(Order.class).getClass());
        assertNotEquals(TelemetryReadingBsonCodec.class, oursLast.get(TelemetryReading.class).getClass());
        assertEquals("org.bson.codecs.record.RecordCodec", oursLast.get(TelemetryReading.class).getClass().getName());
    }

    private static Order order(ObjectId id, String number, OrderStatus status, Optional<String> note) {
        boolean dutch = number.endsWith("4");
        Customer customer = dutch
                ? new Customer("C-31", "Edsger Dijkstra", "ewd@example.org", new Address("Plantage 1", "Nuenen", "5671", "NL"))
                : new Customer("C-32", "Barbara Liskov", "liskov@example.org", new Address("32 Vassar St", "Cambridge", "02139", "US"));
        return new Order(id, number, customer,
                List.of(new OrderLine("SKU-CLU", "CLU manual", 1, new BigDecimal("18.40")),
                        new OrderLine("SKU-THE", "THE multiprogramming notes", 2, new BigDecimal("7.05"))),
                Map.of("channel", "web"), status, note, new BigDecimal("3.99"), MORNING);
    }

    private static Order withId(Order order, ObjectId id) {
        return new Order(id, order.orderNumber(), order.customer(), order.lines(), order.attributes(), order.status(),
                order.note(), order.shippingCost(), order.placedAt());
    }
}
