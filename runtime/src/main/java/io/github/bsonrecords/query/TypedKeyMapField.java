package io.github.bsonrecords.query;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.write.Writes;
import java.util.Objects;
import java.util.function.Function;

/**
 * A {@code Map<K, V>} component whose keys are enum constants, {@code UUID}s, {@code Integer}s or
 * {@code Long}s, stored as a document: {@link #key} is the field of one entry, at
 * {@code path.<stored key>}, where the stored key is the field name the codec writes for it (the
 * enum's stored string, the UUID's canonical form, the number in decimal).
 *
 * @param <M> the component's Java type ({@code Map<Color, Integer>})
 * @param <K> the key's Java type
 * @param <V> the value's Java type, boxed
 * @param <F> the field reference type of one value
 */
public class TypedKeyMapField<M, K, V, F extends Field<V>> extends Field<M> {
    private final Function<String, ? extends F> valueField;
    private final Function<? super K, String> keyName;

    /**
     * For generated metamodels.
     *
     * @param writer writes the whole map as the record's codec writes the component
     * @param valueField the value's field reference at a given path
     * @param keyName the field name the codec stores a key as
     */
    public TypedKeyMapField(String path, ValueWriter<M> writer, Function<String, ? extends F> valueField,
            Function<? super K, String> keyName) {
        super(path, writer);
        this.valueField = Objects.requireNonNull(valueField, "valueField");
        this.keyName = Objects.requireNonNull(keyName, "keyName");
    }

    /**
     * For generated metamodels: the map is written as a document whose field names are the keys'
     * {@code keyName}s, checked as the codec checks them (reported as {@code field}'s), and whose
     * values are written as the value's field reference writes one ({@code null} as BSON null).
     */
    public TypedKeyMapField(String path, FieldRef field, Function<String, ? extends F> valueField,
            Function<? super K, String> keyName) {
        this(path, ValueWriters.<M, K, V>map((writer, key) -> Writes.mapKey(writer,
                key == null ? null : keyName.apply(key), field), valueField.apply(path).writer()), valueField, keyName);
    }

    /**
     * The entry under {@code key}, at {@code path.<stored key>}. An enum constant stored as a string
     * that holds a {@code .} or starts with {@code $} would name another path, so it is refused.
     */
    public final F key(K key) {
        Objects.requireNonNull(key, "key");
        return valueField.apply(path() + "." + MapField.pathSegment(keyName.apply(key)));
    }
}
