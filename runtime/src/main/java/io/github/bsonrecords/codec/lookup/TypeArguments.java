package io.github.bsonrecords.codec.lookup;

import io.github.bsonrecords.codec.FieldRef;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Looks up the registry codecs a generated codec needs, once, in its constructor, including the
 * generic ones ({@code CodecRegistry.get(Class, List<Type>)}) and a generic record's type
 * parameters.
 */
public final class TypeArguments {
    private TypeArguments() {
    }

    /** {@code raw<args...>} as a {@link ParameterizedType}. */
    public static ParameterizedType parameterized(Class<?> raw, Type... args) {
        return new Parameterized(raw, args.clone());
    }

    /**
     * Type argument {@code index} of a generic record's codec, or {@code Object.class} when the
     * codec was created without type arguments (then values are handled by runtime class and
     * BSON type, see {@link #codecFor}).
     */
    public static Type argument(List<Type> typeArguments, int index) {
        return typeArguments.isEmpty() ? Object.class : typeArguments.get(index);
    }

    /**
     * The registry's codec for a class or parameterized type. {@code Object} (an unbound type
     * parameter) gets a codec that encodes by the value's runtime class and decodes by BSON type,
     * as the driver's {@code DocumentCodec} does. A missing codec fails here, at construction,
     * naming the component, instead of on the first document.
     */
    @SuppressWarnings("unchecked")
    public static <T> Codec<T> codecFor(Type type, CodecRegistry registry, FieldRef field) {
        try {
            if (type == Object.class) {
                return (Codec<T>) new UnboundTypeCodec(registry);
            }
            if (type instanceof Class<?> clazz) {
                return (Codec<T>) registry.get(clazz);
            }
            if (type instanceof ParameterizedType parameterized && parameterized.getRawType() instanceof Class<?> raw) {
                return (Codec<T>) registry.get(raw, Arrays.asList(parameterized.getActualTypeArguments()));
            }
        } catch (CodecConfigurationException e) {
            throw new CodecConfigurationException("No codec for " + field.recordName() + "." + field.componentName()
                    + " (BSON field '" + field.bsonName() + "') of type " + type.getTypeName() + ": " + e.getMessage(), e);
        }
        throw new CodecConfigurationException("No codec for " + field.recordName() + "." + field.componentName()
                + ": only classes and parameterized types can be type arguments, not " + type.getTypeName());
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

    /** A generic record's class as {@code Class<Record<T>>}, for {@code getEncoderClass()}. */
    @SuppressWarnings("unchecked")
    public static <T> Class<T> genericClass(Class<?> raw) {
        return (Class<T>) raw;
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
            // the JDK's ParameterizedTypeImpl hash, so both kinds mix as map keys
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
