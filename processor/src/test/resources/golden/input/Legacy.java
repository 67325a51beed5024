package golden;

import io.github.bsonrecords.BsonAlias;
import io.github.bsonrecords.BsonNaming;
import io.github.bsonrecords.BsonNulls;
import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.BsonRequired;
import io.github.bsonrecords.MissingPrimitives;
import io.github.bsonrecords.NullValues;
import java.time.Instant;
import org.bson.RawBsonDocument;
import org.bson.codecs.pojo.annotations.BsonExtraElements;

/**
 * Renamed fields, a naming strategy, required fields, nulls written and the fields it does not
 * name kept: the schema-evolution features.
 */
@BsonRecord(naming = BsonNaming.SNAKE_CASE, missing = MissingPrimitives.FAIL, nulls = NullValues.WRITE)
public record Legacy(
        String sensorId,
        @BsonAlias({"temp_c", "t"}) double temperatureCelsius,
        @BsonRequired Instant takenAt,
        @BsonNulls(NullValues.OMIT) String note,
        @BsonExtraElements RawBsonDocument rest) {
}
