package io.github.bsonrecords.processor.model;

/** The Java shape of a BSON array. */
public enum SequenceKind {
    /** {@code List<E>}, decoded into an {@code ArrayList}. */
    LIST,
    /** {@code Collection<E>}, decoded into an {@code ArrayList}. */
    COLLECTION,
    /** {@code Set<E>}, decoded into a {@code LinkedHashSet} (BSON order kept). */
    SET,
    /** {@code E[]}, including primitive arrays (never boxed). */
    ARRAY
}
