package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.BsonRecord;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;

/** An account, after the public {@code sample_analytics.accounts} schema: two ints and a list of 1-6 product names. */
@BsonRecord
@Serdeable
public record Account(
        @BsonId ObjectId id,
        @BsonProperty("account_id") int accountId,
        int limit,
        List<String> products) {
}
