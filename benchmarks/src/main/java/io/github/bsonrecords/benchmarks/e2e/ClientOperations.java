package io.github.bsonrecords.benchmarks.e2e;

import java.util.List;

/**
 * What the end-to-end suite does through one contender: read the stored documents, insert a batch,
 * replace one document. Each contender reads and writes the same documents.
 */
public interface ClientOperations {
    /** {@code find()} of the whole read collection ({@link EndToEndWorkload#FIND} documents, default batch size). */
    List<?> findAll();

    /** {@code insertMany} of {@link EndToEndWorkload#INSERT} values into the contender's own collection. */
    void insertMany();

    /** {@code replaceOne} of the one document of the contender's replace collection, by its {@code _id}. */
    void replaceOne();

    /** Empties the insert collection and undoes what an insert did to the values, outside the measured time. */
    void resetInserts();

    /** The collection {@link #insertMany} writes to, and {@link #replaceOne}'s, by name. */
    String insertCollection();

    String replaceCollection();
}
