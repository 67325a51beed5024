package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonProperty;

/** Renamed components, so that error messages can be checked for both the component and the field name. */
@BsonRecord
public record StockLevel(
        String sku,
        @BsonProperty("qty") int quantity,
        @BsonProperty("onOrder") long unitsOnOrder,
        @BsonProperty("avgDailySales") double averageDailySales,
        @BsonProperty("reorderAt") Integer reorderThreshold,
        @BsonProperty("state") Priority restockPriority,
        @BsonProperty("counted") Instant lastCountedAt) {
}
