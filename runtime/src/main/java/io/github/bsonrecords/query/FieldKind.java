package io.github.bsonrecords.query;

import io.github.bsonrecords.codec.FieldRef;

/**
 * How a generated metamodel builds the reference to one kind of value at a path: the field class
 * ({@code NumberField}, {@code ArrayField}, ...) and the value writer that makes the codec's calls.
 * {@link FieldKinds} holds those of the scalars and composes those of containers, so that a
 * metamodel declares each component in one short expression.
 *
 * @param <V> the Java type of the values, boxed
 * @param <F> the field reference type
 */
@FunctionalInterface
public interface FieldKind<V, F extends Field<V>> {
    /**
     * The reference at {@code path}, whose conversions that can fail report {@code field}, as the
     * codec's do.
     */
    F at(String path, FieldRef field);
}
