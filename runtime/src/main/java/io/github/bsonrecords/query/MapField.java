package io.github.bsonrecords.query;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.write.Writes;
import java.util.Objects;
import java.util.function.Function;

/**
 * A {@code Map<String, V>} component, stored as a document: {@link #key} is the field of one
 * entry, at {@code path.key}, encoded as the codec encodes the map's values.
 *
 * @param <M> the component's Java type ({@code Map<String, Integer>})
 * @param <V> the value's Java type, boxed
 * @param <F> the field reference type of one value
 */
public class MapField<M, V, F extends Field<V>> extends Field<M> {
    private final Function<String, ? extends F> valueField;

    /**
     * For generated metamodels.
     *
     * @param writer writes the whole map as the record's codec writes the component
     * @param valueField the value's field reference at a given path
     */
    public MapField(String path, ValueWriter<M> writer, Function<String, ? extends F> valueField) {
        super(path, writer);
        this.valueField = Objects.requireNonNull(valueField, "valueField");
    }

    /**
     * For generated metamodels: the map is written as a document whose keys are checked as the
     * codec checks them (reported as {@code field}'s) and whose values are written as the value's
     * field reference writes one ({@code null} as BSON null).
     */
    public MapField(String path, FieldRef field, Function<String, ? extends F> valueField) {
        this(path, ValueWriters.<M, String, V>map((writer, key) -> Writes.mapKey(writer, key, field),
                valueField.apply(path).writer()), valueField);
    }

    /**
     * The entry under {@code key}, at {@code path.key}. A key that holds a {@code .} or starts with
     * {@code $} would name another path, so it is refused.
     */
    public final F key(String key) {
        Objects.requireNonNull(key, "key");
        return valueField.apply(path() + "." + pathSegment(key));
    }

    /** The stored key as a segment of a path; a key that would name another path is refused. */
    static String pathSegment(String key) {
        if (key.isEmpty() || key.indexOf('.') >= 0 || key.startsWith("$") || key.indexOf('\0') >= 0) {
            throw new IllegalArgumentException("the map key '" + key.replace("\0", "\\0") + "' cannot be part of a"
                    + " path: a key in a path must not be empty, hold '.' or NUL, or start with '$'");
        }
        return key;
    }
}
