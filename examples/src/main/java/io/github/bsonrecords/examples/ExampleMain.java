package io.github.bsonrecords.examples;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import com.mongodb.client.result.UpdateResult;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.orders.Order;
import io.github.bsonrecords.examples.orders.OrderStatus;
import io.github.bsonrecords.examples.orders.OrderSummary;
import io.github.bsonrecords.examples.orders.OrderSummary_;
import io.github.bsonrecords.examples.orders.Order_;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Stores and queries {@link TelemetryReading}s and {@link Order}s through generated codecs, with
 * filters and updates from the generated metamodels ({@code TelemetryReading_}, {@code Order_}),
 * against an embedded server (or {@code MONGODB_URI}). Run: {@code mvn -q -pl examples exec:java}.
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
        // the metamodel knows each component's BSON name ("ts", "temp") and how its values are stored
        List<TelemetryReading> watched = readings.find(TelemetryReading_.sensorId.eq(SampleData.WATCHED_SENSOR))
                .sort(TelemetryReading_.timestamp.asc())
                .into(new ArrayList<>());
        System.out.println("readings: inserted " + inserted + ", " + watched.size() + " from "
                + SampleData.WATCHED_SENSOR + ":");
        watched.forEach(reading -> System.out.println("  " + reading));
        long warm = readings.countDocuments(Filters.and(TelemetryReading_.temperature.gte(21.5),
                TelemetryReading_.pressure.lt(1013.25)));
        System.out.println("  " + warm + " at 21.5 degrees or more with falling pressure");
    }

    private static void orders(MongoCollection<Order> orders) {
        int inserted = orders.insertMany(SampleData.orders()).getInsertedIds().size();
        List<Order> placed = orders.find(Order_.status.eq(OrderStatus.PLACED)).into(new ArrayList<>());
        System.out.println("orders: inserted " + inserted + ", " + placed.size() + " PLACED");
        for (Order order : placed) {
            UpdateResult result = orders.replaceOne(Order_.id.eq(order.id()), order.withStatus(OrderStatus.PAID));
            Order readBack = orders.find(Order_.id.eq(order.id())).first();
            System.out.println("  replaced " + order.orderNumber() + " (" + result.getModifiedCount() + " modified): "
                    + order.status() + " -> " + (readBack == null ? "missing" : readBack.status())
                    + ", total " + order.total() + ", customer " + order.customer().name());
        }
        List<OrderSummary> summaries = orders.withDocumentClass(OrderSummary.class).find()
                .projection(OrderSummary_.projection())
                .sort(OrderSummary_.placedAt.desc())
                .into(new ArrayList<>());
        summaries.forEach(summary -> System.out.println("  " + summary.orderNumber() + " " + summary.status()
                + " placed " + summary.placedAt()));
        // one more pack of punched cards on the order line that holds them ($), for orders shipped to the UK
        UpdateResult cards = orders.updateMany(
                Filters.and(Order_.customer.shippingAddress.countryCode.eq("GB"), Order_.lines.sku.eq("SKU-CARDS")),
                Updates.combine(Order_.lines.matched().quantity.inc(1), Order_.attributes.key("updatedBy").set("example")));
        Order ada = orders.find(Order_.customer.shippingAddress.countryCode.eq("GB")).first();
        System.out.println("  " + cards.getModifiedCount() + " order updated in place: "
                + (ada == null ? "missing" : ada.lines().get(1).quantity() + " packs of cards, " + ada.attributes()));
    }
}
