package golden;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import org.bson.Document;

@BsonRecord
public record Page<T>(List<T> items, T first, long total, Document meta) {
}
