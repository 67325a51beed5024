package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.util.Map;

/** A record that nests through a registry value: {@code any} holds the next Boxy as an Object. */
@BsonRecord
public record Boxy(int n, Map<String, Object> any) {
    /** {@code levels} Boxy documents, each the {@code next} of the one above: two BSON levels each. */
    public static Boxy nested(int levels) {
        Boxy inner = new Boxy(levels, Map.of());
        for (int n = levels - 1; n > 0; n--) {
            inner = new Boxy(n, Map.of("next", inner));
        }
        return inner;
    }
}
