package io.github.bsonrecords.examples;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.result.UpdateResult;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.orders.Order;
import io.github.bsonrecords.examples.orders.OrderStatus;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Stores and queries {@link TelemetryReading}s and {@link Order}s through generated codecs, against
 * an embedded server (or {@code MONGODB_URI}). Run: {@code mvn -q -pl examples exec:java}.
 */
public final class ExampleMain {
    private static final String DATABASE = "bson_records_example";

    private ExampleMain() {
    }

    /**
     * The generated codecs in front of the driver's defaults: the defaults end with a reflective
     * codec that accepts any record, so ours would never be asked if they came second.
     */
    public static CodecRegistry codecRegistry() {
        return BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());
    }

    public static void main(String[] args) {
        // fails at startup, naming each record and the cause, if any record would miss its generated codec
        CodecRegistry registry = BsonRecords.verify(codecRegistry());
        try (MongoEndpoint endpoint = MongoEndpoint.fromEnvironment();
                MongoClient client = MongoClients.create(settings(endpoint.connectionString(), registry))) {
            System.out.println("Connected to " + endpoint.description());
            System.out.println("TelemetryReading codec: " + registry.get(TelemetryReading.class).getClass().getName());
            MongoDatabase database = client.getDatabase(DATABASE);
            telemetry(emptyCollection(database, "readings", TelemetryReading.class));
            orders(emptyCollection(database, "orders", Order.class));
        }
    }

    private static MongoClientSettings settings(String connectionString, CodecRegistry registry) {
        return MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString(connectionString))
                .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(10, TimeUnit.SECONDS))
                .codecRegistry(registry)
                .build();
    }

    /** Starts from an empty collection, so that runs against a real server can be repeated. */
    private static <T> MongoCollection<T> emptyCollection(MongoDatabase database, String name, Class<T> type) {
        MongoCollection<T> collection = database.getCollection(name, type);
        // dropping a collection that does not exist makes the embedded server log an error
        if (database.listCollectionNames().into(new ArrayList<>()).contains(name)) {
            collection.drop();
        }
        return collection;
    }

    private static void telemetry(MongoCollection<TelemetryReading> readings) {
        int inserted = readings.insertMany(SampleData.readings()).getInsertedIds().size();
        List<TelemetryReading> watched = readings.find(Filters.eq("sensorId", SampleData.WATCHED_SENSOR))
                .into(new ArrayList<>());
        System.out.println("readings: inserted " + inserted + ", " + watched.size() + " from "
                + SampleData.WATCHED_SENSOR + ":");
        watched.forEach(reading -> System.out.println("  " + reading));
    }

    private static void orders(MongoCollection<Order> orders) {
        int inserted = orders.insertMany(SampleData.orders()).getInsertedIds().size();
        List<Order> placed = orders.find(Filters.eq("status", OrderStatus.PLACED.name())).into(new ArrayList<>());
        System.out.println("orders: inserted " + inserted + ", " + placed.size() + " PLACED");
        for (Order order : placed) {
            UpdateResult result = orders.replaceOne(Filters.eq("_id", order.id()), order.withStatus(OrderStatus.PAID));
            Order readBack = orders.find(Filters.eq("_id", order.id())).first();
            System.out.println("  replaced " + order.orderNumber() + " (" + result.getModifiedCount() + " modified): "
                    + order.status() + " -> " + (readBack == null ? "missing" : readBack.status())
                    + ", total " + order.total() + ", customer " + order.customer().name());
        }
    }
}
