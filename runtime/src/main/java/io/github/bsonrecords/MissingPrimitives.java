package io.github.bsonrecords;

/**
 * What a primitive component ({@code int}, {@code double}, {@code boolean}, ...) gets when its field
 * is absent from a document. Reference types get null and {@code Optional}s get empty either way;
 * to require any component, annotate it with {@link BsonRequired}.
 */
public enum MissingPrimitives {
    /** Zero, {@code false} or {@code '\0'}, as the driver's {@code RecordCodec} would need to. */
    ZERO,
    /**
     * A {@link BsonRecordDecodingException} naming the record, the component, the BSON field and
     * where the document holds it: a missing {@code boolean active} is not silently {@code false}
     * (and written back as such).
     */
    FAIL
}
