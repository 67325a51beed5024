package io.github.bsonrecords.codec.lookup;

import io.github.bsonrecords.BsonRecord;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.List;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Finds a generated codec by its name ({@code p.Outer$Inner} -> {@code p.Outer_InnerBsonCodec}), and
 * holds the runtime's one copy of that naming rule ({@link #codecClassName}). The processor writes the
 * same rule in its {@code CodecNames}; a processor test checks that the two agree.
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
            try {
                Class<?> codec = Class.forName(codecClassName(record), false, record.getClassLoader());
                return record.getTypeParameters().length > 0
                        ? codec.getConstructor(CodecRegistry.class, List.class)
                        : codec.getConstructor(CodecRegistry.class);
            } catch (ClassNotFoundException | NoSuchMethodException e) {
                return null;
            }
        }
    };

    private static final String CODEC_SUFFIX = "BsonCodec";
    private static final String PROVIDER_SIMPLE_NAME = "BsonRecordCodecProvider";

    private CodecsByName() {
    }

    /**
     * The generated codec's class name for a record or sealed interface: {@code p.Name -> p.NameBsonCodec},
     * {@code p.Outer.Inner -> p.Outer_InnerBsonCodec}. A {@code $} that is part of a declared name stays
     * ({@code p.A$B -> p.A$BBsonCodec}): the names of the enclosing classes are joined, not the binary name split.
     */
    public static String codecClassName(Class<?> type) {
        return codecClassName(type.getPackageName(), simpleNames(type));
    }

    /**
     * The generated metamodel's class name for a record, by the same rule: {@code p.Name -> p.Name_},
     * {@code p.Outer.Inner -> p.Outer_Inner_}, {@code p.A$B -> p.A$B_}.
     */
    public static String metamodelClassName(Class<?> record) {
        return qualified(record.getPackageName(), String.join("_", simpleNames(record)) + "_");
    }

    /** The simple names from the top-level class down to {@code type}. */
    private static List<String> simpleNames(Class<?> type) {
        List<String> simpleNames = new ArrayList<>();
        for (Class<?> enclosing = type; enclosing != null; enclosing = enclosing.getEnclosingClass()) {
            simpleNames.add(0, enclosing.getSimpleName());
        }
        return simpleNames;
    }

    /**
     * {@link #codecClassName(Class)} from the package ({@code ""} for the unnamed one) and the simple
     * names from the top-level class down to the type.
     */
    public static String codecClassName(String packageName, List<String> simpleNames) {
        return qualified(packageName, String.join("_", simpleNames) + CODEC_SUFFIX);
    }

    /** The class name of the provider the processor writes for a package ({@code ""} for the unnamed one). */
    public static String providerClassName(String packageName) {
        return qualified(packageName, PROVIDER_SIMPLE_NAME);
    }

    private static String qualified(String packageName, String simpleName) {
        return packageName.isEmpty() ? simpleName : packageName + "." + simpleName;
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
