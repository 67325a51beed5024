package io.github.bsonrecords.examples.model.generics;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;

/** The generic records above with concrete type arguments, for the random round trips. */
@BsonRecord
public record GenericHolder(NestedParameterized<String, Boolean, Long> nested, Measured<Integer> measured,
        List<Ranked<String>> rankings, Map<String, Parameterized<Double, String>> byName) {
}
