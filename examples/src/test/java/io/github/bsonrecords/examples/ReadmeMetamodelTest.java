package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Indexes;
import com.mongodb.client.model.Sorts;
import com.mongodb.client.model.UpdateOptions;
import com.mongodb.client.model.Updates;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.examples.orders.Order;
import io.github.bsonrecords.examples.orders.OrderStatus;
import io.github.bsonrecords.examples.orders.OrderSummary;
import io.github.bsonrecords.examples.orders.OrderSummary_;
import io.github.bsonrecords.examples.orders.Order_;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * The README's metamodel section, its code as written there (the "after" half), run against the
 * embedded server on the example data: it compiles, and does what the comments say.
 */
class ReadmeMetamodelTest {

    @Test
    void theReadmesQueriesRun() {
        MongoServer server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        try (MongoClient client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString("mongodb://127.0.0.1:" + server.getLocalAddress().getPort()))
                .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(10, TimeUnit.SECONDS))
                .codecRegistry(ExampleMain.codecRegistry())
                .build())) {
            MongoDatabase database = client.getDatabase("readme");
            MongoCollection<TelemetryReading> readings = database.getCollection("readings", TelemetryReading.class);
            readings.insertMany(SampleData.readings());
            MongoCollection<Order> orders = database.getCollection("orders", Order.class);
            orders.insertMany(SampleData.orders());
            ObjectId id = orders.find(Order_.orderNumber.eq("A-1001")).first().id();

            List<TelemetryReading> warm = readings.find(Filters.and(TelemetryReading_.sensorId.eq(SampleData.WATCHED_SENSOR),
                            TelemetryReading_.temperature.gt(21.6)))
                    .sort(TelemetryReading_.timestamp.desc()).into(new ArrayList<>());
            assertEquals(1, warm.size());

            orders.updateOne(Order_.id.eq(id), Updates.combine(
                    Order_.status.set(OrderStatus.PAID),
                    Order_.attributes.key("paidBy").set("card")));
            orders.updateOne(Filters.and(Order_.id.eq(id), Order_.lines.sku.eq("SKU-CARDS")),
                    Order_.lines.matched().quantity.inc(1));
            orders.updateMany(Order_.status.eq(OrderStatus.PLACED), Order_.lines.filtered("line").quantity.set(0),
                    new UpdateOptions().arrayFilters(List.of(Order_.lines.arrayFilter("line").sku.eq("SKU-CARDS"))));
            Order paid = orders.find(Order_.id.eq(id)).first();
            assertEquals(OrderStatus.PAID, paid.status());
            assertEquals("card", paid.attributes().get("paidBy"));
            assertEquals(4, paid.lines().get(1).quantity(), "3 + 1; the PLACED-only update did not apply");

            assertEquals(List.of("A-1001"), orders.find(Order_.lines.elemMatch(line -> Filters.and(
                            line.sku.eq("SKU-CARDS"), line.quantity.gt(2))))
                    .map(Order::orderNumber).into(new ArrayList<>()));
            List<OrderSummary> british = orders.withDocumentClass(OrderSummary.class)
                    .find(Order_.customer.shippingAddress.countryCode.eq("GB"))
                    .projection(OrderSummary_.projection())
                    .into(new ArrayList<>());
            assertEquals(List.of(new OrderSummary(id, "A-1001", OrderStatus.PAID, paid.placedAt())), british);
            orders.createIndex(Indexes.compoundIndex(Order_.status.asc(), Order_.placedAt.desc()));
            assertEquals(List.of("A-1002", "A-1001"), orders.find().sort(Sorts.orderBy(Order_.placedAt.desc()))
                    .map(Order::orderNumber).into(new ArrayList<>()));
        } finally {
            server.shutdownNow();
        }
    }
}
