package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import org.bson.types.Decimal128;

/** Both stored as decimal128. */
@BsonRecord
public record DecimalValues(Decimal128 exchangeRate, BigDecimal amount) {
}
