package io.github.bsonrecords.query;

import java.util.List;
import org.bson.BsonInt32;
import org.bson.conversions.Bson;

/**
 * Inclusion projections without the driver: what a generated metamodel's {@code projection()}
 * returns for the BSON fields its record reads.
 */
public final class Projection {
    private static final BsonInt32 INCLUDED = new BsonInt32(1);

    private Projection() {
    }

    /**
     * {@code {name: 1, ...}}: the document of the driver's {@code Projections.include(names)}. The
     * server returns {@code _id} too unless it is excluded ({@code Projections.excludeId()}).
     */
    public static Bson include(String... names) {
        return new KeyDocument(List.of(names), INCLUDED);
    }
}
