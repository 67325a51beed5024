package io.github.bsonrecords.examples.schema;

import io.github.bsonrecords.BsonAlias;
import io.github.bsonrecords.BsonNaming;
import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.NullValues;
import java.time.Instant;

/** A record whose own attributes override the package's: names as declared, nulls left out; two renamed fields. */
@BsonRecord(naming = BsonNaming.IDENTITY, nulls = NullValues.OMIT)
public record LegacyReading(String sensorId, @BsonAlias({"temp_c", "t"}) double temperature,
        @BsonAlias("ts") Instant takenAt) {
}
