package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.UnresolvedTypeException;
import io.github.bsonrecords.processor.model.ComponentModel;

/**
 * Reads one annotation (or one rule) of a record component into its {@link ComponentModel.Builder},
 * reporting at the component what is wrong. Readers run in the order of {@link ComponentReaders};
 * one may read what earlier ones set. A new annotation is a new reader.
 */
public interface ComponentReader {
    void read(ComponentSite site, ComponentModel.Builder component) throws UnresolvedTypeException;

    /**
     * Whether it still reads a component an earlier reader rejected: the checks of the component's
     * own annotations and type do, so that one compilation reports all of them; what needs the
     * component's name and type does not.
     */
    default boolean readsRejected() {
        return false;
    }
}
