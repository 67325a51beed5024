package snippet;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/**
 * A narrow view of the orders collection, for lists: read with {@code OrderSummary_.projection()},
 * the server sends only the fields it decodes.
 */
@BsonRecord
public record OrderSummary(@BsonId ObjectId id, String orderNumber, OrderStatus status, Instant placedAt) {
}
