package io.github.bsonrecords.query;

import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldRef;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Date;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * The {@link FieldKind}s generated metamodels declare their components with: one constant per
 * scalar mapping, named after its {@link ValueWriters} method ({@code intValue} is
 * {@link #INT_VALUE}), whose reference writes values with that method; and the kinds of
 * containers, enums, records without a metamodel and registry-typed values, composed from their
 * elements' kinds. The scalar constants share one class and hold no lambda, so that loading them
 * costs one small class.
 */
public final class FieldKinds {
    public static final FieldKind<Boolean, Field<Boolean>> BOOLEAN_VALUE = scalar("booleanValue");
    public static final FieldKind<Integer, NumberField<Integer>> INT_VALUE = scalar("intValue");
    public static final FieldKind<Long, NumberField<Long>> LONG_VALUE = scalar("longValue");
    public static final FieldKind<Double, NumberField<Double>> DOUBLE_VALUE = scalar("doubleValue");
    public static final FieldKind<Float, NumberField<Float>> FLOAT_VALUE = scalar("floatValue");
    public static final FieldKind<Short, NumberField<Short>> SHORT_VALUE = scalar("shortValue");
    public static final FieldKind<Byte, NumberField<Byte>> BYTE_VALUE = scalar("byteValue");
    public static final FieldKind<Character, Field<Character>> CHAR_VALUE = scalar("charValue");
    public static final FieldKind<String, StringField> STRING = scalar("string");
    /** A {@code String} with {@code @BsonRepresentation(OBJECT_ID)}: a plain field, no regular expressions. */
    public static final FieldKind<String, Field<String>> OBJECT_ID_HEX = scalar("objectIdHex");
    public static final FieldKind<ObjectId, Field<ObjectId>> OBJECT_ID = scalar("objectId");
    public static final FieldKind<Instant, Field<Instant>> INSTANT = scalar("instant");
    public static final FieldKind<Date, Field<Date>> DATE = scalar("date");
    public static final FieldKind<LocalDate, Field<LocalDate>> LOCAL_DATE = scalar("localDate");
    public static final FieldKind<LocalDateTime, Field<LocalDateTime>> LOCAL_DATE_TIME = scalar("localDateTime");
    public static final FieldKind<LocalTime, Field<LocalTime>> LOCAL_TIME = scalar("localTime");
    public static final FieldKind<UUID, Field<UUID>> UUID = scalar("uuid");
    public static final FieldKind<Decimal128, NumberField<Decimal128>> DECIMAL128 = scalar("decimal128");
    public static final FieldKind<BigDecimal, NumberField<BigDecimal>> BIG_DECIMAL = scalar("bigDecimal");
    public static final FieldKind<byte[], Field<byte[]>> BYTES = scalar("bytes");
    public static final FieldKind<Binary, Field<Binary>> BINARY = scalar("binary");
    /** int64 nanoseconds, compared as every field is: not a {@code NumberField}, no factor for {@code $mul}. */
    public static final FieldKind<Duration, Field<Duration>> DURATION = scalar("duration");
    /** A raw document, its bytes piped as the codec pipes them. */
    public static final FieldKind<RawBsonDocument, Field<RawBsonDocument>> RAW_DOCUMENT = new Scalar<>("rawDocument");

    private FieldKinds() {
    }

    /**
     * The reference of {@code kind} at {@code path}, for the root of a generic record's metamodel
     * (which has no {@code Embedded}): {@code kind.at(path, field)} with {@code kind}'s types
     * inferred from the field it initialises.
     */
    public static <V, F extends Field<V>> F field(String path, FieldRef field, FieldKind<V, F> kind) {
        return kind.at(path, field);
    }

    /** An array ({@code List}, {@code Set}, {@code E[]}, {@code int[]}) of elements of {@code element}. */
    public static <C, E, F extends Field<E>> FieldKind<C, ArrayField<C, E, F>> array(FieldKind<E, F> element) {
        Objects.requireNonNull(element, "element");
        return (path, field) -> new ArrayField<>(path, elementPath -> element.at(elementPath, field));
    }

    /** A {@code Map<String, V>} of values of {@code value}. */
    public static <M, V, F extends Field<V>> FieldKind<M, MapField<M, V, F>> map(FieldKind<V, F> value) {
        Objects.requireNonNull(value, "value");
        return (path, field) -> new MapField<>(path, field, valuePath -> value.at(valuePath, field));
    }

    /** A map of values of {@code value} whose keys the codec stores as the field names {@code keyName} gives. */
    public static <M, K, V, F extends Field<V>> FieldKind<M, TypedKeyMapField<M, K, V, F>> map(
            Function<? super K, String> keyName, FieldKind<V, F> value) {
        Objects.requireNonNull(keyName, "keyName");
        Objects.requireNonNull(value, "value");
        return (path, field) -> new TypedKeyMapField<>(path, field, valuePath -> value.at(valuePath, field), keyName);
    }

    /** An enum as the string its constant is stored as. */
    public static <E extends Enum<E>> FieldKind<E, Field<E>> enumValue(EnumNames<E> names) {
        ValueWriter<E> writer = ValueWriters.enumValue(names);
        return (path, field) -> new Field<>(path, writer);
    }

    /**
     * A record compared whole (a sealed interface, or a record without a metamodel), written by its
     * codec built as the enclosing codec builds it, once per registry for each reference.
     */
    public static <T> FieldKind<T, Field<T>> record(Function<CodecRegistry, ? extends Codec<T>> codec) {
        Objects.requireNonNull(codec, "codec");
        return (path, field) -> new Field<>(path, ValueWriters.record(codec));
    }

    /** A value the registry encodes, found as the codec finds it ({@code Object} for a type parameter's). */
    public static <T> FieldKind<T, Field<T>> registry(Type type) {
        Objects.requireNonNull(type, "type");
        return (path, field) -> new Field<>(path, ValueWriters.registry(type, field));
    }

    private static <V, F extends Field<V>> FieldKind<V, F> scalar(String writer) {
        return new Scalar<>(writer);
    }

    /** A scalar kind: the reference the {@link ValueWriters} method of that name writes for. */
    private static final class Scalar<V, F extends Field<V>> implements FieldKind<V, F> {
        private final String writer;

        Scalar(String writer) {
            this.writer = writer;
        }

        @Override
        @SuppressWarnings("unchecked") // each constant's declared types match the branch of its writer
        public F at(String path, FieldRef field) {
            Field<?> reference = switch (writer) {
                case "booleanValue" -> new Field<>(path, ValueWriters.booleanValue(field));
                case "intValue" -> new NumberField<>(path, ValueWriters.intValue(field));
                case "longValue" -> new NumberField<>(path, ValueWriters.longValue(field));
                case "doubleValue" -> new NumberField<>(path, ValueWriters.doubleValue(field));
                case "floatValue" -> new NumberField<>(path, ValueWriters.floatValue(field));
                case "shortValue" -> new NumberField<>(path, ValueWriters.shortValue(field));
                case "byteValue" -> new NumberField<>(path, ValueWriters.byteValue(field));
                case "charValue" -> new Field<>(path, ValueWriters.charValue(field));
                case "string" -> new StringField(path, ValueWriters.string(field));
                case "objectIdHex" -> new Field<>(path, ValueWriters.objectIdHex(field));
                case "objectId" -> new Field<>(path, ValueWriters.objectId(field));
                case "instant" -> new Field<>(path, ValueWriters.instant(field));
                case "date" -> new Field<>(path, ValueWriters.date(field));
                case "localDate" -> new Field<>(path, ValueWriters.localDate(field));
                case "localDateTime" -> new Field<>(path, ValueWriters.localDateTime(field));
                case "localTime" -> new Field<>(path, ValueWriters.localTime(field));
                case "uuid" -> new Field<>(path, ValueWriters.uuid(field));
                case "decimal128" -> new NumberField<>(path, ValueWriters.decimal128(field));
                case "bigDecimal" -> new NumberField<>(path, ValueWriters.bigDecimal(field));
                case "bytes" -> new Field<>(path, ValueWriters.bytes(field));
                case "binary" -> new Field<>(path, ValueWriters.binary(field));
                case "duration" -> new Field<>(path, ValueWriters.duration(field));
                case "rawDocument" -> new Field<>(path, ValueWriters.rawDocument());
                default -> throw new IllegalStateException("no scalar writer " + writer);
            };
            return (F) reference;
        }

        @Override
        public String toString() {
            return "FieldKinds." + writer;
        }
    }
}
