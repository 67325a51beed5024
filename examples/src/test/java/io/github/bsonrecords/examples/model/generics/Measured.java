package io.github.bsonrecords.examples.model.generics;

import io.github.bsonrecords.BsonRecord;
import java.util.List;

/**
 * An intersection bound passed on to generic records whose own bounds differ ({@code Ranked}'s
 * {@code T extends Comparable<T>}, {@code Parameterized}'s {@code N extends Number}).
 */
@BsonRecord
public record Measured<N extends Number & Comparable<N>>(N value, List<List<N>> history, Ranked<N> ranked,
        Parameterized<N, Ranked<N>> nested) {
}
