package io.github.bsonrecords.spring;

import com.mongodb.ReadConcern;
import com.mongodb.ReadPreference;
import com.mongodb.client.model.Collation;
import java.util.function.BiFunction;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.bson.conversions.Bson;

/**
 * The methods by which one driver's collection and find take what {@link CursorOptions} decides. The
 * sync driver's {@code MongoCollection} and {@code FindIterable} and the reactive driver's
 * {@code MongoCollection} and {@code FindPublisher} have the same methods but share no interface, so
 * each read path names its driver's once ({@link CodecReads}, {@link ReactiveCodecReads}) and the
 * decisions are made in one place. Each setter returns the collection or find to go on with, as the
 * drivers' do.
 *
 * @param <C> the driver's collection
 * @param <F> the driver's find
 */
record DriverFind<C, F>(
        Function<C, ReadConcern> readConcern,
        BiFunction<C, ReadConcern, C> withReadConcern,
        Function<C, ReadPreference> readPreference,
        BiFunction<C, ReadPreference, C> withReadPreference,
        BiFunction<F, Collation, F> collation,
        BiFunction<F, Integer, F> skip,
        BiFunction<F, Integer, F> limit,
        BiFunction<F, Bson, F> sort,
        BiFunction<F, Bson, F> hint,
        BiFunction<F, String, F> hintString,
        BiFunction<F, String, F> comment,
        BiFunction<F, Long, F> maxTimeMillis,
        BiFunction<F, Integer, F> batchSize,
        BiFunction<F, Boolean, F> allowDiskUse,
        UnaryOperator<F> noCursorTimeout,
        UnaryOperator<F> partial) {
}
