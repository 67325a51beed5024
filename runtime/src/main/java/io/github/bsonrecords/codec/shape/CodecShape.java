package io.github.bsonrecords.codec.shape;

/** What one generated codec reads: a record's document, or a sealed interface's records by discriminator. */
public sealed interface CodecShape permits RecordShape, HierarchyShape {
    /** The record's or the sealed interface's qualified name. */
    String name();
}
