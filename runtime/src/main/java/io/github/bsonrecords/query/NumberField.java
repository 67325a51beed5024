package io.github.bsonrecords.query;

import org.bson.conversions.Bson;

/**
 * A numeric field ({@code int}, {@code long}, {@code double}, {@code float}, {@code short},
 * {@code byte}, their wrappers, {@code OptionalInt}/{@code Long}/{@code Double},
 * {@code BigDecimal}, {@code Decimal128}): also the arithmetic updates, with the operand encoded
 * as the component is (a {@code long} field increments by an int64, a {@code double} field by a
 * double, a {@code BigDecimal} field by a decimal128), so the stored BSON type does not change.
 *
 * @param <T> the component's Java type, boxed
 */
public class NumberField<T extends Number> extends Field<T> {

    /** For generated metamodels; see {@link Field#Field}. */
    public NumberField(String path, ValueWriter<T> writer) {
        super(path, writer);
    }

    /** {@code {$inc: {path: amount}}}, as {@code Updates.inc}. */
    public final Bson inc(T amount) {
        return new FieldUpdate<>("$inc", path(), amount, writer());
    }

    /** {@code {$mul: {path: factor}}}, as {@code Updates.mul}. */
    public final Bson mul(T factor) {
        return new FieldUpdate<>("$mul", path(), factor, writer());
    }
}
