package io.github.bsonrecords.query;

import org.bson.BsonWriter;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Writes a value the way the generated codec writes one record component (or one element of
 * it). Generated metamodels pass one to each field reference, built from {@link ValueWriters},
 * which make the runtime calls the codec makes, so that a filter value and a stored value cannot
 * be encoded differently.
 *
 * @param <T> the value's Java type
 */
@FunctionalInterface
public interface ValueWriter<T> {
    /**
     * Writes the non-null {@code value} where {@code writer} expects a value (its field name, or
     * array slot, is written). Codecs of nested records and registry-typed values come from
     * {@code registry}, the registry the enclosing {@code Bson} is rendered with.
     */
    void write(BsonWriter writer, T value, EncoderContext context, CodecRegistry registry);
}
