package io.github.bsonrecords.examples;

import io.github.bsonrecords.codec.lookup.TypeArguments;
import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Date;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import org.bson.BsonArray;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.BsonType;
import org.bson.BsonValue;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.pojo.annotations.BsonExtraElements;
import org.bson.codecs.pojo.annotations.BsonRepresentation;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * Builds random instances of any record made of the supported component types, from a seeded
 * {@link Random}, so that a failure can be replayed. Numbers favour edge values (extremes, zero,
 * NaN, infinities); strings mix ASCII, other scripts, characters outside the BMP and NUL; reference
 * components are sometimes null, list elements and map values too.
 */
public final class RandomValues {
    private static final int MAX_DEPTH = 3;
    private static final long MAX_EPOCH_DAY = 100_000_000L; // keeps start-of-day millis inside a long
    private static final int[][] CODE_POINT_RANGES = {
        {0x20, 0x7E}, {0x20, 0x7E}, {0xA0, 0x24F}, {0x370, 0x3FF}, {0x400, 0x4FF}, {0x5D0, 0x5EA},
        {0x4E00, 0x9FFF}, {0xE000, 0xFFFD}, {0x1F300, 0x1F64F}, {0x20000, 0x2A6DF}, {0x0, 0x1F}};

    private final Random random;

    public RandomValues(long seed) {
        this.random = new Random(seed);
    }

    public <R extends Record> R record(Class<R> type) {
        return type.cast(record(type, Map.of(), 0));
    }

    /** A generic record with its type parameters bound, e.g. {@code Page<Item>}. */
    Object record(Class<?> rawType, List<Type> typeArguments) {
        Map<TypeVariable<?>, Type> bindings = new HashMap<>();
        TypeVariable<?>[] parameters = rawType.getTypeParameters();
        for (int i = 0; i < parameters.length; i++) {
            bindings.put(parameters[i], typeArguments.get(i));
        }
        return record(rawType, bindings, 0);
    }

    private Object record(Class<?> type, Map<TypeVariable<?>, Type> bindings, int depth) {
        RecordComponent[] components = type.getRecordComponents();
        Class<?>[] parameterTypes = new Class<?>[components.length];
        Object[] arguments = new Object[components.length];
        for (int i = 0; i < components.length; i++) {
            parameterTypes[i] = components[i].getType();
            arguments[i] = isObjectIdString(type, components[i])
                    ? nullOr(() -> new ObjectId(bytes(12)).toHexString())
                    : isExtraElements(type, components[i])
                    ? extraElements(components[i].getGenericType(), bindings, depth)
                    : component(components[i].getGenericType(), bindings, depth);
        }
        try {
            Constructor<?> constructor = type.getDeclaredConstructor(parameterTypes);
            constructor.setAccessible(true);
            return constructor.newInstance(arguments);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot create " + type.getName(), e);
        }
    }

    private static boolean isExtraElements(Class<?> recordType, RecordComponent component) {
        try {
            return recordType.getDeclaredField(component.getName()).isAnnotationPresent(BsonExtraElements.class);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Extra elements as decoding gives them back: never null (no unknown field decodes as empty),
     * named apart from the record's own fields ({@code x} and a random name, never {@code $}-prefixed).
     */
    private Object extraElements(Type type, Map<TypeVariable<?>, Type> bindings, int depth) {
        Object value;
        do {
            value = value(type, bindings, depth);
        } while (value == null);
        if (value instanceof RawBsonDocument raw) {
            BsonDocument renamed = new BsonDocument();
            raw.forEach((key, element) -> renamed.put("x" + key, element));
            return new RawBsonDocument(renamed, new BsonDocumentCodec());
        }
        if (value instanceof BsonDocument document) {
            BsonDocument renamed = new BsonDocument();
            document.forEach((key, element) -> renamed.put("x" + key, element));
            return renamed;
        }
        Map<String, Object> renamed = new LinkedHashMap<>();
        ((Map<?, ?>) value).forEach((key, element) -> renamed.put("x" + key, element));
        return renamed;
    }

    private static boolean isObjectIdString(Class<?> recordType, RecordComponent component) {
        try {
            BsonRepresentation representation = recordType.getDeclaredField(component.getName())
                    .getAnnotation(BsonRepresentation.class);
            return representation != null && representation.value() == BsonType.OBJECT_ID;
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A record component: primitives and optionals are never null, other types sometimes are. */
    private Object component(Type type, Map<TypeVariable<?>, Type> bindings, int depth) {
        if (type instanceof Class<?> clazz && (clazz.isPrimitive() || isOptional(clazz))) {
            return value(type, bindings, depth);
        }
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() == Optional.class) {
            return value(type, bindings, depth);
        }
        return random.nextInt(10) == 0 ? null : value(type, bindings, depth);
    }

    private static boolean isOptional(Class<?> clazz) {
        return clazz == OptionalInt.class || clazz == OptionalLong.class || clazz == OptionalDouble.class;
    }

    /** An element of a list or a map value: sometimes null, when the type can hold null. */
    private Object element(Type type, Map<TypeVariable<?>, Type> bindings, int depth) {
        return random.nextInt(8) == 0 ? null : value(type, bindings, depth);
    }

    Object value(Type type, Map<TypeVariable<?>, Type> bindings, int depth) {
        if (type instanceof TypeVariable<?> variable) {
            Type bound = bindings.get(variable);
            if (bound == null) {
                throw new IllegalArgumentException("unbound type variable " + variable);
            }
            return value(bound, Map.of(), depth);
        }
        if (type instanceof ParameterizedType parameterized) {
            return parameterized(parameterized, bindings, depth);
        }
        if (type instanceof GenericArrayType arrayType) {
            throw new IllegalArgumentException("generic arrays are not generated: " + arrayType);
        }
        return scalarOrArray((Class<?>) type, depth);
    }

    private Object parameterized(ParameterizedType type, Map<TypeVariable<?>, Type> bindings, int depth) {
        Class<?> raw = (Class<?>) type.getRawType();
        Type[] arguments = type.getActualTypeArguments();
        int size = depth >= MAX_DEPTH ? 0 : random.nextInt(4);
        if (raw == List.class || raw == Collection.class) {
            List<Object> list = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                list.add(element(arguments[0], bindings, depth + 1));
            }
            return list;
        }
        if (raw == Set.class) {
            Set<Object> set = new LinkedHashSet<>();
            for (int i = 0; i < size; i++) {
                set.add(value(arguments[0], bindings, depth + 1));
            }
            return set;
        }
        if (raw == Map.class) {
            Map<Object, Object> map = new LinkedHashMap<>();
            for (int i = 0; i < size; i++) {
                map.put(mapKey(arguments[0]), element(arguments[1], bindings, depth + 1));
            }
            return map;
        }
        if (raw == Optional.class) {
            return random.nextInt(3) == 0 ? Optional.empty() : Optional.of(value(arguments[0], bindings, depth + 1));
        }
        if (raw.isRecord()) {
            Map<TypeVariable<?>, Type> inner = new HashMap<>();
            TypeVariable<?>[] parameters = raw.getTypeParameters();
            for (int i = 0; i < parameters.length; i++) {
                inner.put(parameters[i], resolve(arguments[i], bindings));
            }
            return record(raw, inner, depth + 1);
        }
        throw new IllegalArgumentException("no generator for " + type);
    }

    /** The type with the variables bound, at any depth ({@code Ranked<N>} to {@code Ranked<Integer>}). */
    private static Type resolve(Type type, Map<TypeVariable<?>, Type> bindings) {
        if (type instanceof ParameterizedType parameterized) {
            return TypeArguments.parameterized((Class<?>) parameterized.getRawType(),
                    Arrays.stream(parameterized.getActualTypeArguments()).map(argument -> resolve(argument, bindings))
                            .toArray(Type[]::new));
        }
        return type instanceof TypeVariable<?> variable ? bindings.getOrDefault(variable, type) : type;
    }

    private Object scalarOrArray(Class<?> type, int depth) {
        if (type == Object.class) {
            return anything();
        }
        if (type == byte[].class) {
            return bytes(random.nextInt(20));
        }
        if (type.isArray()) {
            int length = depth >= MAX_DEPTH ? 0 : random.nextInt(5);
            Object array = Array.newInstance(type.getComponentType(), length);
            for (int i = 0; i < length; i++) {
                boolean nullable = !type.getComponentType().isPrimitive();
                Array.set(array, i, nullable ? element(type.getComponentType(), Map.of(), depth + 1)
                        : value(type.getComponentType(), Map.of(), depth + 1));
            }
            return array;
        }
        if (type.isRecord()) {
            return record(type, Map.of(), depth + 1);
        }
        if (type.isInterface() && type.isSealed()) {
            // one of the records it permits, through nested sealed interfaces; past the depth limit a record
            // whose components are all scalars if there is one, so that recursive hierarchies end
            Class<?>[] permitted = type.getPermittedSubclasses();
            Class<?> chosen = permitted[random.nextInt(permitted.length)];
            if (depth >= MAX_DEPTH) {
                for (Class<?> candidate : permitted) {
                    if (candidate.isRecord() && java.util.Arrays.stream(candidate.getRecordComponents())
                            .noneMatch(c -> c.getGenericType() instanceof ParameterizedType)) {
                        chosen = candidate;
                    }
                }
            }
            return scalarOrArray(chosen, depth);
        }
        if (type.isEnum()) {
            Object[] constants = type.getEnumConstants();
            return constants[random.nextInt(constants.length)];
        }
        return scalar(type);
    }

    private Object scalar(Class<?> type) {
        if (type == int.class || type == Integer.class) {
            return anInt();
        } else if (type == long.class || type == Long.class) {
            return aLong();
        } else if (type == double.class || type == Double.class) {
            return aDouble();
        } else if (type == float.class || type == Float.class) {
            return aFloat();
        } else if (type == short.class || type == Short.class) {
            return (short) anInt();
        } else if (type == byte.class || type == Byte.class) {
            return (byte) anInt();
        } else if (type == char.class || type == Character.class) {
            return aChar();
        } else if (type == boolean.class || type == Boolean.class) {
            return random.nextBoolean();
        } else if (type == String.class) {
            return string();
        } else if (type == Duration.class) {
            return Duration.ofNanos(aLong());
        } else if (type == Instant.class) {
            return Instant.ofEpochMilli(epochMillis());
        } else if (type == Date.class) {
            return new Date(epochMillis());
        } else if (type == LocalDate.class) {
            return LocalDate.ofEpochDay(random.nextLong() % MAX_EPOCH_DAY);
        } else if (type == LocalDateTime.class) {
            return LocalDateTime.ofInstant(Instant.ofEpochMilli(epochMillis()), ZoneOffset.UTC);
        } else if (type == LocalTime.class) {
            return LocalTime.ofNanoOfDay(random.nextInt(86_400_000) * 1_000_000L);
        } else if (type == ObjectId.class) {
            return new ObjectId(bytes(12));
        } else if (type == UUID.class) {
            return new UUID(random.nextLong(), random.nextLong());
        } else if (type == Decimal128.class) {
            return decimal128();
        } else if (type == BigDecimal.class) {
            return bigDecimal();
        } else if (type == Binary.class) {
            byte[] subtypes = {0x00, 0x05, (byte) 0x80, (byte) 0x9F};
            return new Binary(subtypes[random.nextInt(subtypes.length)], bytes(random.nextInt(20)));
        } else if (type == OptionalInt.class) {
            return random.nextInt(3) == 0 ? OptionalInt.empty() : OptionalInt.of(anInt());
        } else if (type == OptionalLong.class) {
            return random.nextInt(3) == 0 ? OptionalLong.empty() : OptionalLong.of(aLong());
        } else if (type == OptionalDouble.class) {
            return random.nextInt(3) == 0 ? OptionalDouble.empty() : OptionalDouble.of(aDouble());
        } else if (type == BsonDocument.class) {
            return bsonDocument();
        } else if (type == RawBsonDocument.class) {
            return new RawBsonDocument(bsonDocument(), new BsonDocumentCodec());
        } else if (type == BsonValue.class) {
            return bsonValue(0);
        } else if (type == BsonArray.class) {
            BsonArray array = new BsonArray();
            for (int i = random.nextInt(4); i > 0; i--) {
                array.add(bsonValue(1));
            }
            return array;
        } else if (type == Document.class) {
            return new Document("name", string()).append("count", anInt())
                    .append("nested", new Document("flag", random.nextBoolean()))
                    .append("values", List.of(aLong(), string()));
        }
        throw new IllegalArgumentException("no generator for " + type.getName());
    }

    int anInt() {
        return switch (random.nextInt(8)) {
            case 0 -> new int[] {Integer.MIN_VALUE, Integer.MAX_VALUE, 0, -1, 1}[random.nextInt(5)];
            case 1 -> random.nextInt(256) - 128;
            default -> random.nextInt();
        };
    }

    long aLong() {
        return switch (random.nextInt(8)) {
            case 0 -> new long[] {Long.MIN_VALUE, Long.MAX_VALUE, 0L, -1L, Integer.MAX_VALUE + 1L}[random.nextInt(5)];
            case 1 -> random.nextInt();
            default -> random.nextLong();
        };
    }

    double aDouble() {
        return switch (random.nextInt(6)) {
            case 0 -> new double[] {Double.NaN, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY, -0.0, 0.0,
                Double.MIN_VALUE, Double.MAX_VALUE, -Double.MAX_VALUE, Double.MIN_NORMAL}[random.nextInt(9)];
            case 1 -> Double.longBitsToDouble(random.nextLong());
            case 2 -> random.nextInt(10_000) / 100.0;
            default -> random.nextGaussian() * 1e6;
        };
    }

    /**
     * Any float but an infinity: the driver's FloatCodec refuses to read one back
     * (RoundTripTest checks infinities through the generated codec on their own).
     */
    float aFloat() {
        float value;
        do {
            value = switch (random.nextInt(5)) {
                case 0 -> new float[] {Float.NaN, -0.0f, Float.MIN_VALUE, Float.MAX_VALUE, -Float.MAX_VALUE}
                        [random.nextInt(5)];
                case 1 -> Float.intBitsToFloat(random.nextInt());
                default -> (float) (random.nextGaussian() * 1e4);
            };
        } while (Float.isInfinite(value));
        return value;
    }

    /** Any char but a lone surrogate, which no UTF-8 string can hold. */
    char aChar() {
        char value;
        do {
            value = (char) random.nextInt(Character.MAX_VALUE + 1);
        } while (Character.isSurrogate(value));
        return value;
    }

    long epochMillis() {
        return switch (random.nextInt(6)) {
            case 0 -> new long[] {Long.MIN_VALUE, Long.MAX_VALUE, 0L, -1L}[random.nextInt(4)];
            case 1 -> random.nextLong();
            default -> 1_700_000_000_000L + random.nextInt() * 1000L + random.nextInt(1000); // near today
        };
    }

    String string() {
        int length = random.nextInt(6) == 0 ? 0 : random.nextInt(24);
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < length; i++) {
            int[] range = CODE_POINT_RANGES[random.nextInt(CODE_POINT_RANGES.length)];
            text.appendCodePoint(range[0] + random.nextInt(range[1] - range[0] + 1));
        }
        return text.toString();
    }

    /** A value typed Object: one the driver's Object decoding gives back as it was (by BSON type). */
    Object anything() {
        return switch (random.nextInt(7)) {
            case 0 -> string();
            case 1 -> anInt();
            case 2 -> aLong();
            case 3 -> aDouble();
            case 4 -> random.nextBoolean();
            case 5 -> new ObjectId(bytes(12));
            default -> new Date(random.nextLong() % (1L << 50));
        };
    }

    /** A key of a map of the key type: a field name for a String, any value of the other key types. */
    private Object mapKey(Type keyType) {
        if (keyType == String.class) {
            return fieldName();
        }
        if (keyType instanceof Class<?> type && type.isEnum()) {
            Object[] constants = type.getEnumConstants();
            return constants[random.nextInt(constants.length)];
        }
        if (keyType == UUID.class || keyType == Integer.class || keyType == Long.class) {
            return scalar((Class<?>) keyType);
        }
        throw new IllegalArgumentException("no map key of type " + keyType);
    }

    /** A string that can be a BSON field name: no NUL. */
    String fieldName() {
        return string().replace('\0', '_') + random.nextInt(1000);
    }

    Decimal128 decimal128() {
        return switch (random.nextInt(6)) {
            case 0 -> new Decimal128[] {Decimal128.NaN, Decimal128.POSITIVE_INFINITY, Decimal128.NEGATIVE_INFINITY,
                Decimal128.NEGATIVE_ZERO, Decimal128.POSITIVE_ZERO}[random.nextInt(5)];
            default -> new Decimal128(bigDecimal());
        };
    }

    /** At most 34 significant digits and a modest exponent: always exactly a decimal128. */
    BigDecimal bigDecimal() {
        BigInteger unscaled = new BigInteger(random.nextInt(112) + 1, random);
        if (unscaled.toString().length() > 34) {
            unscaled = unscaled.divide(BigInteger.TEN.pow(unscaled.toString().length() - 34));
        }
        return new BigDecimal(random.nextBoolean() ? unscaled : unscaled.negate(), random.nextInt(400) - 200);
    }

    private BsonDocument bsonDocument() {
        BsonDocument document = new BsonDocument();
        int size = random.nextInt(4);
        for (int i = 0; i < size; i++) {
            document.append(fieldName(), bsonValue(1));
        }
        return document;
    }

    private BsonValue bsonValue(int depth) {
        int kinds = depth >= 2 ? 7 : 9;
        return switch (random.nextInt(kinds)) {
            case 0 -> new BsonInt32(anInt());
            case 1 -> new BsonInt64(aLong());
            case 2 -> new BsonDouble(random.nextGaussian());
            case 3 -> new BsonString(string());
            case 4 -> BsonBoolean.valueOf(random.nextBoolean());
            case 5 -> new BsonDateTime(epochMillis());
            case 6 -> new BsonObjectId(new ObjectId(bytes(12)));
            case 7 -> new BsonDocument("inner", bsonValue(depth + 1));
            default -> new BsonArray(List.of(bsonValue(depth + 1), bsonValue(depth + 1)));
        };
    }

    private byte[] bytes(int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return bytes;
    }

    private <T> T nullOr(java.util.function.Supplier<T> supplier) {
        return random.nextInt(10) == 0 ? null : supplier.get();
    }
}
