package io.github.bsonrecords.query;

import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.PerRegistry;
import io.github.bsonrecords.codec.lookup.TypeArguments;
import io.github.bsonrecords.codec.write.Writes;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import java.util.function.Function;
import org.bson.BsonWriter;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * The value writers generated metamodels build their field references from: each writes a value
 * with the very runtime call the generated codec makes for it ({@link Writes} for a scalar, the
 * nested record's generated codec, the registry's codec for a registry-typed value), so that a
 * filter value and a stored value cannot be encoded differently. One scalar method per scalar
 * mapping, named as its {@link Writes} method; containers compose their elements' writers.
 */
public final class ValueWriters {
    private ValueWriters() {
    }

    public static ValueWriter<Boolean> booleanValue(FieldRef field) {
        return (writer, value, context, registry) -> Writes.booleanValue(writer, value, field);
    }

    public static ValueWriter<Integer> intValue(FieldRef field) {
        return (writer, value, context, registry) -> Writes.intValue(writer, value, field);
    }

    public static ValueWriter<Long> longValue(FieldRef field) {
        return (writer, value, context, registry) -> Writes.longValue(writer, value, field);
    }

    public static ValueWriter<Double> doubleValue(FieldRef field) {
        return (writer, value, context, registry) -> Writes.doubleValue(writer, value, field);
    }

    public static ValueWriter<Float> floatValue(FieldRef field) {
        return (writer, value, context, registry) -> Writes.floatValue(writer, value, field);
    }

    public static ValueWriter<Short> shortValue(FieldRef field) {
        return (writer, value, context, registry) -> Writes.shortValue(writer, value, field);
    }

    public static ValueWriter<Byte> byteValue(FieldRef field) {
        return (writer, value, context, registry) -> Writes.byteValue(writer, value, field);
    }

    public static ValueWriter<Character> charValue(FieldRef field) {
        return (writer, value, context, registry) -> Writes.charValue(writer, value, field);
    }

    public static ValueWriter<String> string(FieldRef field) {
        return (writer, value, context, registry) -> Writes.string(writer, value, field);
    }

    /** A {@code String} with {@code @BsonRepresentation(OBJECT_ID)}. */
    public static ValueWriter<String> objectIdHex(FieldRef field) {
        return (writer, value, context, registry) -> Writes.objectIdHex(writer, value, field);
    }

    public static ValueWriter<ObjectId> objectId(FieldRef field) {
        return (writer, value, context, registry) -> Writes.objectId(writer, value, field);
    }

    public static ValueWriter<Instant> instant(FieldRef field) {
        return (writer, value, context, registry) -> Writes.instant(writer, value, field);
    }

    public static ValueWriter<Date> date(FieldRef field) {
        return (writer, value, context, registry) -> Writes.date(writer, value, field);
    }

    public static ValueWriter<LocalDate> localDate(FieldRef field) {
        return (writer, value, context, registry) -> Writes.localDate(writer, value, field);
    }

    public static ValueWriter<LocalDateTime> localDateTime(FieldRef field) {
        return (writer, value, context, registry) -> Writes.localDateTime(writer, value, field);
    }

    public static ValueWriter<LocalTime> localTime(FieldRef field) {
        return (writer, value, context, registry) -> Writes.localTime(writer, value, field);
    }

    public static ValueWriter<UUID> uuid(FieldRef field) {
        return (writer, value, context, registry) -> Writes.uuid(writer, value, field);
    }

    public static ValueWriter<Decimal128> decimal128(FieldRef field) {
        return (writer, value, context, registry) -> Writes.decimal128(writer, value, field);
    }

    public static ValueWriter<BigDecimal> bigDecimal(FieldRef field) {
        return (writer, value, context, registry) -> Writes.bigDecimal(writer, value, field);
    }

    public static ValueWriter<byte[]> bytes(FieldRef field) {
        return (writer, value, context, registry) -> Writes.bytes(writer, value, field);
    }

    public static ValueWriter<Binary> binary(FieldRef field) {
        return (writer, value, context, registry) -> Writes.binary(writer, value, field);
    }

    /** int64 nanoseconds. */
    public static ValueWriter<Duration> duration(FieldRef field) {
        return (writer, value, context, registry) -> Writes.duration(writer, value, field);
    }

    /** An enum as the string its constant is stored as ({@code @BsonEnumValue}, else its name). */
    public static <E extends Enum<E>> ValueWriter<E> enumValue(EnumNames<E> names) {
        Objects.requireNonNull(names, "names");
        return (writer, value, context, registry) -> writer.writeString(names.value(value));
    }

    /** A raw document, its bytes piped as the codec pipes them. */
    public static ValueWriter<RawBsonDocument> rawDocument() {
        return (writer, value, context, registry) -> Writes.rawDocument(writer, value, context);
    }

    /**
     * A nested record through its generated codec, built as the enclosing record's codec builds
     * it ({@code OrderBsonCodec::new}), from the registry the filter is rendered with: once per
     * registry, not per value.
     */
    public static <T> ValueWriter<T> record(Function<CodecRegistry, ? extends Codec<T>> codec) {
        PerRegistry<Codec<T>> codecs = new PerRegistry<>(codec::apply);
        return (writer, value, context, registry) -> codecs.get(registry).encode(writer, value, context);
    }

    /**
     * A value the registry encodes (a type the processor does not map, a type parameter's value by
     * runtime class when {@code type} is {@code Object}), found as the codec finds it.
     */
    public static <T> ValueWriter<T> registry(Type type, FieldRef field) {
        Objects.requireNonNull(type, "type");
        PerRegistry<Codec<T>> codecs = new PerRegistry<>(registry -> TypeArguments.codecFor(type, registry, field));
        return (writer, value, context, registry) -> context.encodeWithChildContext(codecs.get(registry), writer, value);
    }

    /** An array of any Java shape the codec writes as one ({@code List}, {@code Set}, {@code E[]}, {@code int[]}). */
    static <C, E> ValueWriter<C> array(ValueWriter<E> element) {
        Objects.requireNonNull(element, "element");
        return (writer, value, context, registry) -> {
            writer.writeStartArray();
            for (Object item : elements(value)) {
                writeElement(writer, item, element, context, registry);
            }
            writer.writeEndArray();
        };
    }

    /** The elements of a collection or an array (a primitive array's boxed: a filter's operand is small). */
    private static Iterable<?> elements(Object value) {
        if (value instanceof Iterable<?> iterable) {
            return iterable;
        }
        if (value instanceof Object[] objects) {
            return Arrays.asList(objects);
        }
        List<Object> boxed = new ArrayList<>();
        if (value instanceof int[] ints) {
            for (int item : ints) {
                boxed.add(item);
            }
        } else if (value instanceof long[] longs) {
            for (long item : longs) {
                boxed.add(item);
            }
        } else if (value instanceof double[] doubles) {
            for (double item : doubles) {
                boxed.add(item);
            }
        } else if (value instanceof float[] floats) {
            for (float item : floats) {
                boxed.add(item);
            }
        } else if (value instanceof short[] shorts) {
            for (short item : shorts) {
                boxed.add(item);
            }
        } else if (value instanceof byte[] bytes) {
            for (byte item : bytes) {
                boxed.add(item);
            }
        } else if (value instanceof char[] chars) {
            for (char item : chars) {
                boxed.add(item);
            }
        } else if (value instanceof boolean[] booleans) {
            for (boolean item : booleans) {
                boxed.add(item);
            }
        } else {
            throw new IllegalArgumentException("not an array or a collection: " + value.getClass().getName());
        }
        return boxed;
    }

    /** A map as a document, each key written as a field name by {@code key}. */
    static <M, K, V> ValueWriter<M> map(KeyWriter<K> key, ValueWriter<V> value) {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
        return (writer, map, context, registry) -> {
            writer.writeStartDocument();
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) map).entrySet()) {
                @SuppressWarnings("unchecked")
                K entryKey = (K) entry.getKey();
                key.write(writer, entryKey);
                writeElement(writer, entry.getValue(), value, context, registry);
            }
            writer.writeEndDocument();
        };
    }

    /** Writes a map key as a field name, checked as the codec checks it. */
    @FunctionalInterface
    interface KeyWriter<K> {
        void write(BsonWriter writer, K key);
    }

    /** An element or map value: BSON null for Java null, as the codec writes it. */
    @SuppressWarnings("unchecked")
    private static <E> void writeElement(BsonWriter writer, Object item, ValueWriter<E> element, EncoderContext context,
            CodecRegistry registry) {
        if (item == null) {
            writer.writeNull();
        } else {
            element.write(writer, (E) item, context, registry);
        }
    }
}
