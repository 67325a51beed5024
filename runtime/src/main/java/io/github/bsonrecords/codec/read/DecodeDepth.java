package io.github.bsonrecords.codec.read;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.codec.FieldRef;

/**
 * How deep generated codecs decode records nested in records. A record more than {@link #MAX}
 * records deep (the top-level record is level 1; arrays and maps in between are not counted)
 * fails with a {@link BsonRecordDecodingException} naming the record and the path, instead of a
 * {@code StackOverflowError} at a depth that depends on the thread's stack. The default, 1,024, is
 * the driver writer's maximum serialization depth, so whatever the driver writes, we read; set
 * the system property {@value #PROPERTY} (read once) to change it.
 */
public final class DecodeDepth {
    static final String PROPERTY = "bsonrecords.maxDecodeDepth";
    static final int MAX = Integer.getInteger(PROPERTY, 1024);

    private DecodeDepth() {
    }

    /** The level of a record nested in a record at {@code depth}, refused past the maximum. */
    static int nested(int depth, FieldRef field) {
        if (depth >= MAX) {
            throw field.decodingError(Kind.TOO_DEEP, "the document is nested more than " + MAX + " levels deep (the maximum"
                    + " decoding depth; set the system property " + PROPERTY + " to change it)");
        }
        return depth + 1;
    }

    /**
     * A thread whose stack ends before the maximum depth (a small {@code -Xss}, cold interpreted
     * frames) fails at the level it reached with the same exception type, rather than with a
     * {@code StackOverflowError}.
     */
    static BsonRecordDecodingException stackExhausted(int depth, FieldRef field) {
        return field.decodingError(Kind.TOO_DEEP, "the document is nested deeper than this thread's stack allows (" + depth
                + " records deep; the maximum decoding depth is " + MAX + ")");
    }
}
