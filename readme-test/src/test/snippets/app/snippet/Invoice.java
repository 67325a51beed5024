package snippet;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import org.bson.BsonType;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonRepresentation;

@BsonRecord
public record Invoice(@BsonId @BsonRepresentation(BsonType.OBJECT_ID) String id, BigDecimal amount) {
}
