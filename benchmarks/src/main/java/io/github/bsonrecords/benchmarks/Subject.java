package io.github.bsonrecords.benchmarks;

import java.util.List;
import org.bson.codecs.Codec;

/**
 * One contender in one workload: its codec and the values it encodes (records, Documents or
 * BsonDocuments, all holding the same data). Typed {@code Object} so that every contender runs
 * through exactly the same benchmark code.
 */
public record Subject(Contender contender, Codec<Object> codec, List<Object> values) {

    @SuppressWarnings("unchecked")
    public static <T> Subject of(Contender contender, Codec<T> codec, List<? extends T> values) {
        return new Subject(contender, (Codec<Object>) codec, List.copyOf(values));
    }
}
