package io.github.bsonrecords.examples;

import io.github.bsonrecords.examples.orders.Address;
import io.github.bsonrecords.examples.orders.Customer;
import io.github.bsonrecords.examples.orders.Order;
import io.github.bsonrecords.examples.orders.OrderLine;
import io.github.bsonrecords.examples.orders.OrderStatus;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Fixed sample documents, so that every run prints the same thing. */
final class SampleData {
    static final String WATCHED_SENSOR = "sensor-00042";
    private static final Instant START = Instant.parse("2024-03-01T08:00:00Z");

    private SampleData() {
    }

    /** Three sensors, two readings each, a minute apart. */
    static List<TelemetryReading> readings() {
        List<TelemetryReading> readings = new ArrayList<>();
        String[] sensors = {"sensor-00041", WATCHED_SENSOR, "sensor-00043"};
        for (int minute = 0; minute < 2; minute++) {
            for (int s = 0; s < sensors.length; s++) {
                Instant at = START.plus(Duration.ofMinutes(minute));
                readings.add(new TelemetryReading(sensors[s], at, 20.5 + s + minute * 0.25, 41.0 + s, 1013.25 - minute));
            }
        }
        return readings;
    }

    static List<Order> orders() {
        Customer ada = new Customer("C-1815", "Ada Lovelace", "ada@example.org",
                new Address("12 St James's Square", "London", "SW1Y 4JH", "GB"));
        Customer grace = new Customer("C-1906", "Grace Hopper", "grace@example.org",
                new Address("1 Navy Way", "Arlington", "22202", "US"));
        Map<String, String> giftWrapped = new LinkedHashMap<>();
        giftWrapped.put("channel", "web");
        giftWrapped.put("giftWrap", "yes");
        return List.of(
                new Order(null, "A-1001", ada,
                        List.of(new OrderLine("SKU-ENGINE", "Analytical engine kit", 1, new BigDecimal("249.90")),
                                new OrderLine("SKU-CARDS", "Punched cards, pack of 500", 3, new BigDecimal("12.50"))),
                        giftWrapped, OrderStatus.PLACED, Optional.of("Leave at the front desk"),
                        new BigDecimal("4.95"), START),
                new Order(null, "A-1002", grace,
                        List.of(new OrderLine("SKU-COBOL", "COBOL reference manual", 2, new BigDecimal("39.00"))),
                        Map.of("channel", "phone"), OrderStatus.SHIPPED, Optional.empty(),
                        BigDecimal.ZERO, START.plus(Duration.ofHours(2))));
    }
}
