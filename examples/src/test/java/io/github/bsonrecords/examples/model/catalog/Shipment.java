package io.github.bsonrecords.examples.model.catalog;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.examples.TelemetryReading;
import io.github.bsonrecords.examples.orders.Order;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Records from the main sources (compiled in another javac run) as components, and generic
 * records inside a list, a map and an Optional.
 */
@BsonRecord
public record Shipment(
        Order order,
        TelemetryReading lastReading,
        List<Page<Item>> pages,
        Map<String, Page<Item>> pagesByShelf,
        Optional<Page<String>> labels) {
}
