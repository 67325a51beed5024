package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Map;

/** {@code Map<String, V>} as BSON documents, decoded into insertion-ordered maps. */
@BsonRecord
public record MapValues(
        Map<String, String> labels,
        Map<String, Integer> stockBySku,
        Map<String, GeoPoint> depots,
        Map<String, Instant> lastSeen,
        Map<String, BigDecimal> prices) {
}
