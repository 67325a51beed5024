package io.github.bsonrecords.codec.shape;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.bson.codecs.Codec;

/**
 * The documents a sealed interface's codec reads: the field whose string value names the record,
 * and each record's codec by that value.
 *
 * @param name the interface's qualified name
 * @param key the discriminator field
 * @param values each permitted record's value, in the order of {@code codecs}
 * @param codecs each permitted record's codec (a generated one, which describes its own shape)
 */
public record HierarchyShape(String name, String key, List<String> values, List<Codec<?>> codecs)
        implements CodecShape {

    public HierarchyShape {
        values = List.copyOf(values);
        codecs = List.copyOf(codecs);
        if (values.size() != codecs.size()) {
            throw new IllegalArgumentException(values.size() + " discriminator values for " + codecs.size() + " codecs");
        }
    }

    /** A sealed interface with no record yet: {@link #variant} adds them. */
    public static HierarchyShape of(String name, String key) {
        return new HierarchyShape(name, key, List.of(), List.of());
    }

    /** This shape with one more record: the value naming it and its codec. */
    public HierarchyShape variant(String value, Codec<?> codec) {
        List<String> moreValues = new ArrayList<>(values);
        moreValues.add(Objects.requireNonNull(value, "value"));
        List<Codec<?>> moreCodecs = new ArrayList<>(codecs);
        moreCodecs.add(Objects.requireNonNull(codec, "codec"));
        return new HierarchyShape(name, key, moreValues, moreCodecs);
    }
}
