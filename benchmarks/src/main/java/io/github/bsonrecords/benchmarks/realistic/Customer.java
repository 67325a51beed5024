package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.BsonRecord;
import io.micronaut.serde.annotation.Serdeable;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;

/**
 * A customer profile, after the public {@code sample_analytics.customers} schema: five strings, a birth date, a
 * list of account numbers, a map of tier documents keyed by a hex id (each with a list of benefits), and an
 * {@code active} flag absent from almost every document.
 */
@BsonRecord
@Serdeable
public record Customer(
        @BsonId ObjectId id,
        String username,
        String name,
        String address,
        Instant birthdate,
        String email,
        List<Integer> accounts,
        @BsonProperty("tier_and_details") Map<String, TierDetails> tierAndDetails,
        Boolean active) {

    @BsonRecord
    @Serdeable
    public record TierDetails(String tier, String id, boolean active, List<String> benefits) {
    }
}
