package io.github.bsonrecords.spring.mismatch;

import io.github.bsonrecords.BsonEnumValue;
import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/** Values whose BSON depends on Spring's conversions: an enum with a stored name, a BigDecimal, a local date-time. */
@BsonRecord
public record Valued(@BsonId ObjectId id, Level level, BigDecimal price, LocalDateTime at) {
    public enum Level {
        @BsonEnumValue("lo") LOW,
        HIGH
    }
}
