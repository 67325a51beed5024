package snippet;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;

/** One product on an order; prices are stored as decimal128, never as binary floating point. */
@BsonRecord
public record OrderLine(String sku, String description, int quantity, BigDecimal unitPrice) {

    public BigDecimal lineTotal() {
        return unitPrice.multiply(BigDecimal.valueOf(quantity));
    }
}
