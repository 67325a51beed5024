package snippet;

import io.github.bsonrecords.BsonRecord;
import java.util.UUID;

@BsonRecord
public record Ticket(UUID requestId, char grade) {
}
