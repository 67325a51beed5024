package io.github.bsonrecords.examples.query;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;

/** One billable line of a ticket: an element of an array of records. */
@BsonRecord
public record TicketLine(String sku, int quantity, BigDecimal price) {
}
