package io.github.bsonrecords.codec.shape;

import java.util.List;

/**
 * The document a record's codec reads.
 *
 * @param name the record's qualified name
 * @param fields the record's fields, in the order its codec writes them; not the
 *     {@code @BsonExtraElements} component, which has no field of its own
 * @param discriminatorKey the field naming the record in its sealed interface's documents, or null
 * @param keepsUnmapped whether the record keeps the fields it does not map ({@code @BsonExtraElements}),
 *     so that writing it back does not lose them
 */
public record RecordShape(String name, List<FieldShape> fields, String discriminatorKey, boolean keepsUnmapped)
        implements CodecShape {

    public RecordShape {
        fields = List.copyOf(fields);
    }

    /** The shape generated codecs return from {@code shape()}. */
    public static RecordShape of(String name, String discriminatorKey, boolean keepsUnmapped, FieldShape... fields) {
        return new RecordShape(name, List.of(fields), discriminatorKey, keepsUnmapped);
    }
}
