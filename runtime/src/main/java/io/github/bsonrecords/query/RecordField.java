package io.github.bsonrecords.query;

import io.github.bsonrecords.codec.FieldPaths;
import io.github.bsonrecords.codec.FieldRef;
import java.util.Objects;

/**
 * A record stored as a nested document (or as the root, or an array element): the document's own
 * filters and updates, written by the record's codec. A generated metamodel's {@code Embedded}
 * subclasses it and declares each component's reference under its path with {@link #component}.
 *
 * @param <T> the record
 */
public class RecordField<T> extends Field<T> {
    private final String recordName;

    /**
     * For generated metamodels.
     *
     * @param path the record's path ({@code ""} at the root of the document or of an array element)
     * @param writer writes the record as its codec does
     * @param recordName the record's name, as errors about its components give it
     */
    protected RecordField(String path, ValueWriter<T> writer, String recordName) {
        super(path, writer);
        this.recordName = Objects.requireNonNull(recordName, "recordName");
    }

    /** The reference of the component {@code name}, stored under the same name, at its path below this one. */
    protected final <V, F extends Field<V>> F component(String name, FieldKind<V, F> kind) {
        return component(name, name, kind);
    }

    /** The reference of the component {@code name}, stored as {@code bsonName}, at its path below this one. */
    protected final <V, F extends Field<V>> F component(String name, String bsonName, FieldKind<V, F> kind) {
        return kind.at(child(bsonName), new FieldRef(recordName, name, bsonName));
    }

    /** The path of the field {@code bsonName} of this record's document, for a nested record's reference. */
    protected final String child(String bsonName) {
        return FieldPaths.child(path(), bsonName);
    }
}
