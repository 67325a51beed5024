package io.github.bsonrecords.examples.schema;

import io.github.bsonrecords.BsonAlias;
import io.github.bsonrecords.BsonNulls;
import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.BsonRequired;
import io.github.bsonrecords.MissingPrimitives;
import io.github.bsonrecords.NullValues;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;

/**
 * A customer as a service reads and writes it back: snake_case names and nulls kept (from the
 * package), missing primitives refused (its own policy), old names still read, one renamed enum.
 */
@BsonRecord(missing = MissingPrimitives.FAIL)
public record CustomerProfile(
        @BsonId String customerId,
        String fullName,
        @BsonAlias({"mail", "e_mail"}) String emailAddress,
        boolean active,
        double loyaltyScore,
        Channel preferredChannel,
        @BsonProperty("homePage") String homePageURL,
        Optional<String> nickname,
        @BsonNulls(NullValues.OMIT) String internalNote,
        @BsonRequired Instant memberSince,
        List<Channel> channels,
        PostalAddress billingAddress) {
}
