package io.github.bsonrecords.codec.lookup;

import io.github.bsonrecords.BsonRecord;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Type;
import java.util.List;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Finds a generated codec by its name ({@code p.Outer$Inner} -> {@code p.Outer_InnerBsonCodec}).
 *
 * <p>A package's records can come from more than one compilation (main and test sources, or two
 * jars), each writing a {@code BsonRecordCodecProvider} of the same name; only one of those
 * classes loads. Its list covers its own compilation, and this finds the others' codecs. The
 * reflective lookup happens once per registry lookup, and registries cache the codec.
 */
public final class CodecsByName {
    private static final ClassValue<Constructor<?>> CONSTRUCTORS = new ClassValue<>() {
        @Override
        protected Constructor<?> computeValue(Class<?> record) {
            String binaryName = record.getName().substring(record.getPackageName().isEmpty()
                    ? 0 : record.getPackageName().length() + 1);
            String prefix = record.getPackageName().isEmpty() ? "" : record.getPackageName() + ".";
            try {
                Class<?> codec = Class.forName(prefix + binaryName.replace('$', '_') + "BsonCodec", false,
                        record.getClassLoader());
                return record.getTypeParameters().length > 0
                        ? codec.getConstructor(CodecRegistry.class, List.class)
                        : codec.getConstructor(CodecRegistry.class);
            } catch (ClassNotFoundException | NoSuchMethodException e) {
                return null;
            }
        }
    };

    private CodecsByName() {
    }

    /** The generated codec of a {@code @BsonRecord} record or sealed interface in {@code packageName}, or null. */
    @SuppressWarnings("unchecked")
    public static <T> Codec<T> find(Class<T> clazz, List<Type> typeArguments, CodecRegistry registry,
            String packageName) {
        boolean generatedFor = clazz.isRecord() || (clazz.isInterface() && clazz.isSealed());
        if (!generatedFor || !clazz.getPackageName().equals(packageName) || !clazz.isAnnotationPresent(BsonRecord.class)) {
            return null;
        }
        Constructor<?> constructor = CONSTRUCTORS.get(clazz);
        if (constructor == null) {
            return null;
        }
        try {
            return (Codec<T>) (constructor.getParameterCount() == 2
                    ? constructor.newInstance(registry, typeArguments)
                    : constructor.newInstance(registry));
        } catch (InvocationTargetException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new CodecConfigurationException("Cannot create the codec of " + clazz.getName(), e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new CodecConfigurationException("Cannot create the codec of " + clazz.getName(), e);
        }
    }
}
