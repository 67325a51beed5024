package io.github.bsonrecords;

/** How a null component, or an empty {@code Optional}, is encoded. */
public enum NullValues {
    /** Left out of the document, as the driver's {@code RecordCodec} does. */
    OMIT,
    /**
     * Written as BSON null, so that a document read with a null value and written back keeps the
     * field. Decoding is the same either way: BSON null and an absent field both give null (empty).
     */
    WRITE
}
