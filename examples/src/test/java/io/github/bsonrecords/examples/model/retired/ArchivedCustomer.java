package io.github.bsonrecords.examples.model.retired;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;

/**
 * A record that still holds deprecated types and a deprecated component, and suppresses the
 * warnings: its generated codec and metamodel (and the deprecated record's) must compile under
 * {@code -Xlint:all -Werror} as it does.
 */
@SuppressWarnings({"deprecation", "removal"})
@BsonRecord
public record ArchivedCustomer(String name, RetiredAddress address, List<RetiredAddress> previous,
        Map<String, LegacyTier> tiers, @Deprecated String fax) {
}
