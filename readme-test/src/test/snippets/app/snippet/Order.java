package snippet;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/**
 * An order document: {@code id} is the collection's {@code _id} (left {@code null}, the driver
 * assigns one on insert), the customer and lines are embedded, and {@code note} is omitted from
 * the document when empty.
 */
@BsonRecord
public record Order(
        @BsonId ObjectId id,
        String orderNumber,
        Customer customer,
        List<OrderLine> lines,
        Map<String, String> attributes,
        OrderStatus status,
        Optional<String> note,
        BigDecimal shippingCost,
        Instant placedAt) {

    public BigDecimal total() {
        return lines.stream().map(OrderLine::lineTotal).reduce(shippingCost, BigDecimal::add);
    }

    public Order withStatus(OrderStatus newStatus) {
        return new Order(id, orderNumber, customer, lines, attributes, newStatus, note, shippingCost, placedAt);
    }
}
