package io.github.bsonrecords.query;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.conversions.Bson;

/**
 * A reference to one field of a record's documents: its BSON path ({@code "temp"},
 * {@code "customer.shippingAddress.countryCode"}, {@code "lines.$.quantity"}) and how the record's
 * generated codec encodes its values. Generated metamodels declare one per record component
 * ({@code Reading_.temperature}); every method returns a new immutable {@link Bson}, the
 * document the driver's builder of the same name ({@code Filters.gt}, {@code Updates.set},
 * {@code Sorts.ascending}, ...) renders for the value as the codec encodes it.
 *
 * <p>The type parameter is the component's Java type (boxed for primitives), so a value of another
 * type does not compile: {@code Reading_.temperature.gt("hot")}. A null value is written as BSON
 * null, as the driver's builders write it ({@code eq(null)} matches a null or missing field).
 *
 * @param <T> the Java type of the field's values
 */
public class Field<T> {
    private static final BsonInt32 ASCENDING = new BsonInt32(1);
    private static final BsonInt32 DESCENDING = new BsonInt32(-1);
    private static final BsonString HASHED = new BsonString("hashed");

    private final String path;
    /** Null for a {@link RecordField}, which writes with its record's codec ({@link #writer()}). */
    private final ValueWriter<T> writer;

    /**
     * For generated metamodels.
     *
     * @param path the field's dotted path from the root of the document the filter or update applies to
     * @param writer writes a value as the record's codec writes the component
     */
    public Field(String path, ValueWriter<T> writer) {
        this.path = Objects.requireNonNull(path, "path");
        this.writer = Objects.requireNonNull(writer, "writer");
    }

    /** For {@link RecordField}, which overrides {@link #writer()}. */
    Field(String path) {
        this.path = Objects.requireNonNull(path, "path");
        this.writer = null;
    }

    /** The dotted BSON path, for what these methods do not cover ({@code Filters.type(path(), ...)}). */
    public final String path() {
        return path;
    }

    /** {@code {path: value}}, as {@code Filters.eq}. */
    public final Bson eq(T value) {
        return new FieldFilter<>(path, null, value, writer());
    }

    /** {@code {path: {$ne: value}}}, as {@code Filters.ne}. */
    public final Bson ne(T value) {
        return new FieldFilter<>(path, "$ne", value, writer());
    }

    /** {@code {path: {$gt: value}}}, as {@code Filters.gt}. */
    public final Bson gt(T value) {
        return new FieldFilter<>(path, "$gt", value, writer());
    }

    /** {@code {path: {$gte: value}}}, as {@code Filters.gte}. */
    public final Bson gte(T value) {
        return new FieldFilter<>(path, "$gte", value, writer());
    }

    /** {@code {path: {$lt: value}}}, as {@code Filters.lt}. */
    public final Bson lt(T value) {
        return new FieldFilter<>(path, "$lt", value, writer());
    }

    /** {@code {path: {$lte: value}}}, as {@code Filters.lte}. */
    public final Bson lte(T value) {
        return new FieldFilter<>(path, "$lte", value, writer());
    }

    /** {@code {path: {$in: [values]}}}, as {@code Filters.in}. */
    @SafeVarargs
    public final Bson in(T... values) {
        List<T> copy = new ArrayList<>(values.length);
        for (T value : values) {
            copy.add(value);
        }
        return in(copy);
    }

    /** {@code {path: {$in: [values]}}}, as {@code Filters.in}; the values are copied. */
    public final Bson in(Iterable<? extends T> values) {
        return new FieldValuesFilter<>(path, "$in", copy(values), writer());
    }

    /** {@code {path: {$nin: [values]}}}, as {@code Filters.nin}. */
    @SafeVarargs
    public final Bson nin(T... values) {
        List<T> copy = new ArrayList<>(values.length);
        for (T value : values) {
            copy.add(value);
        }
        return nin(copy);
    }

    /** {@code {path: {$nin: [values]}}}, as {@code Filters.nin}; the values are copied. */
    public final Bson nin(Iterable<? extends T> values) {
        return new FieldValuesFilter<>(path, "$nin", copy(values), writer());
    }

    /** {@code {path: {$exists: true}}}, as {@code Filters.exists}. */
    public final Bson exists() {
        return exists(true);
    }

    /** {@code {path: {$exists: exists}}}, as {@code Filters.exists}. */
    public final Bson exists(boolean exists) {
        return new FieldFilter<>(path, "$exists", exists, PlainWriters.BOOLEAN);
    }

    /** {@code {$set: {path: value}}}, as {@code Updates.set}. */
    public final Bson set(T value) {
        return new FieldUpdate<>("$set", path, value, writer());
    }

    /** {@code {$unset: {path: ""}}}, as {@code Updates.unset}. */
    public final Bson unset() {
        return new FieldUpdate<>("$unset", path, "", PlainWriters.STRING);
    }

    /** {@code {$min: {path: value}}}, as {@code Updates.min}. */
    public final Bson min(T value) {
        return new FieldUpdate<>("$min", path, value, writer());
    }

    /** {@code {$max: {path: value}}}, as {@code Updates.max}. */
    public final Bson max(T value) {
        return new FieldUpdate<>("$max", path, value, writer());
    }

    /** {@code {path: 1}}: ascending, as {@code Sorts.ascending} and as an index key, {@code Indexes.ascending}. */
    public final Bson asc() {
        return new KeyDocument(List.of(path), ASCENDING);
    }

    /** {@code {path: -1}}: descending, as {@code Sorts.descending} and as an index key, {@code Indexes.descending}. */
    public final Bson desc() {
        return new KeyDocument(List.of(path), DESCENDING);
    }

    /** {@code {path: "hashed"}}: a hashed index key, as {@code Indexes.hashed}. */
    public final Bson hashedIndex() {
        return new KeyDocument(List.of(path), HASHED);
    }

    /** How the field's values are written, for every operator. */
    ValueWriter<T> writer() {
        return writer;
    }

    /** An immutable copy that keeps nulls (written as BSON null), unlike {@code List.copyOf}. */
    static <V> List<V> copy(Iterable<? extends V> values) {
        Objects.requireNonNull(values, "values");
        List<V> copy = new ArrayList<>();
        values.forEach(copy::add);
        return Collections.unmodifiableList(copy);
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + path + "]";
    }
}
