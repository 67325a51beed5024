package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.BsonRecord;
import io.micronaut.serde.annotation.Serdeable;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/**
 * A shop order: a list of line-item sub-documents, decimal128 prices, an enum status, an embedded shipping
 * address, and a coupon code absent from most documents.
 */
@BsonRecord
@Serdeable
public record Order(
        @BsonId ObjectId id,
        String orderNumber,
        ObjectId customerId,
        Instant placedAt,
        Status status,
        List<LineItem> lines,
        Address shipping,
        BigDecimal subtotal,
        BigDecimal shippingCost,
        BigDecimal total,
        String currency,
        String couponCode) {

    public enum Status { PLACED, PAID, SHIPPED, DELIVERED, CANCELLED, RETURNED }

    @BsonRecord
    @Serdeable
    public record LineItem(String sku, String name, int quantity, BigDecimal unitPrice, BigDecimal discount) {
    }

    @BsonRecord
    @Serdeable
    public record Address(String name, String street, String city, String postalCode, String country) {
    }
}
