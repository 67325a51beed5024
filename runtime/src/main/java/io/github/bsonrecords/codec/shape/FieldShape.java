package io.github.bsonrecords.codec.shape;

import java.util.List;

/**
 * One field of a record's document.
 *
 * @param component the record component it decodes into
 * @param names the BSON names it is read from: its own first, then its aliases
 * @param value what it holds
 * @param whenAbsent what the record gets when the document has no such field
 */
public record FieldShape(String component, List<String> names, ValueShape value, WhenAbsent whenAbsent) {

    public FieldShape {
        names = List.copyOf(names);
        if (names.isEmpty()) {
            throw new IllegalArgumentException("a field of " + component + " needs a BSON name");
        }
    }

    /** What a record component gets for a field its document does not hold. */
    public enum WhenAbsent {
        /** null. */
        NULL,
        /** An empty {@code Optional} ({@code OptionalInt}, ...). */
        EMPTY,
        /** A primitive's zero ({@code 0}, {@code false}, {@code '\0'}). */
        ZERO,
        /** Nothing: decoding fails ({@code @BsonRequired}, or a primitive under {@code MissingPrimitives.FAIL}). */
        FAILS
    }

    /** The field generated codecs describe: its component, what it holds, and its BSON name, then its aliases. */
    public static FieldShape of(String component, ValueShape value, WhenAbsent whenAbsent, String... names) {
        return new FieldShape(component, List.of(names), value, whenAbsent);
    }

    /** The BSON name the codec writes. */
    public String name() {
        return names.get(0);
    }
}
