package golden;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

@BsonRecord
public record Order(
        String customer,
        @BsonId ObjectId id,
        Status status,
        List<Line> lines,
        Map<String, String> attributes,
        Optional<String> note,
        int[] priorities,
        Order previous) {

    public enum Status { OPEN, SHIPPED }

    @BsonRecord
    public record Line(String sku, int quantity, BigDecimal price) {
    }
}
