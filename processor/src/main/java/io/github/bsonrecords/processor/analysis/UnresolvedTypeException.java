package io.github.bsonrecords.processor.analysis;

/**
 * A component type javac cannot resolve yet: typically one another processor writes in this
 * round. The record is analysed again in the next round.
 */
public final class UnresolvedTypeException extends Exception {
    private static final long serialVersionUID = 1L;

    UnresolvedTypeException(String typeName) {
        super(typeName, null, false, false);
    }
}
