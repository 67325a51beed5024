package io.github.bsonrecords.codec;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Type arguments for generic records and generic registry types: what the driver's
 * {@code CodecRegistry.get(Class, List<Type>)} needs, built once when a codec is constructed.
 */
public final class TypeArguments {
    private TypeArguments() {
    }

    /** {@code raw<args...>} as a {@link ParameterizedType}. */
    public static ParameterizedType parameterized(Class<?> raw, Type... args) {
        return new Parameterized(raw, args.clone());
    }

    /**
     * The codec for the type bound to a generic record's type parameter: the registry's codec
     * for the argument when the codec was created with type arguments, or a codec that works by
     * runtime class (encode) and BSON type (decode) when it was not.
     */
    @SuppressWarnings("unchecked")
    public static Codec<Object> codecFor(List<Type> typeArguments, int index, CodecRegistry registry) {
        if (typeArguments.isEmpty()) {
            return new UnboundTypeCodec(registry);
        }
        Type argument = typeArguments.get(index);
        return (Codec<Object>) codecFor(argument, registry);
    }

    /** The registry's codec for a {@code Class} or a {@code ParameterizedType}. */
    public static Codec<?> codecFor(Type type, CodecRegistry registry) {
        if (type instanceof Class<?> clazz) {
            return registry.get(clazz);
        }
        if (type instanceof ParameterizedType parameterized && parameterized.getRawType() instanceof Class<?> raw) {
            return registry.get(raw, Arrays.asList(parameterized.getActualTypeArguments()));
        }
        throw new CodecConfigurationException("Cannot find a codec for the type " + type.getTypeName()
                + ": only classes and parameterized types can be type arguments");
    }

    /** Checks the count of type arguments a generic record's codec was created with. */
    public static List<Type> check(Class<?> recordClass, List<Type> typeArguments) {
        int expected = recordClass.getTypeParameters().length;
        if (!typeArguments.isEmpty() && typeArguments.size() != expected) {
            throw new CodecConfigurationException("The record " + recordClass.getName() + " has " + expected
                    + " type parameter(s) but its codec was requested with " + typeArguments.size() + ": " + typeArguments);
        }
        return List.copyOf(typeArguments);
    }

    private record Parameterized(Class<?> raw, Type[] args) implements ParameterizedType {
        @Override
        public Type[] getActualTypeArguments() {
            return args.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return raw.getDeclaringClass();
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof ParameterizedType that
                    && raw.equals(that.getRawType())
                    && Objects.equals(getOwnerType(), that.getOwnerType())
                    && Arrays.equals(args, that.getActualTypeArguments());
        }

        @Override
        public int hashCode() {
            // the JDK's ParameterizedTypeImpl hash, so instances mix in maps keyed by Type
            return Arrays.hashCode(args) ^ Objects.hashCode(getOwnerType()) ^ raw.hashCode();
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(raw.getName()).append('<');
            for (int i = 0; i < args.length; i++) {
                text.append(i == 0 ? "" : ", ").append(args[i].getTypeName());
            }
            return text.append('>').toString();
        }
    }
}
