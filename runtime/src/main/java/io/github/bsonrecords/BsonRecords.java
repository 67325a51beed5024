package io.github.bsonrecords;

import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistry;

/** Entry points for applications using generated codecs. */
public final class BsonRecords {
    private BsonRecords() {
    }

    /**
     * One provider over every generated {@code BsonRecordCodecProvider} on the class path (found
     * with {@link ServiceLoader} under {@link GeneratedCodecProvider}). Put it in front of the
     * driver's defaults, whose reflective record codec would otherwise take every record:
     * <pre>{@code
     * fromRegistries(fromProviders(BsonRecords.codecProvider()), MongoClientSettings.getDefaultCodecRegistry())
     * }</pre>
     *
     * <p>Asked for a {@link BsonRecord} type whose codec was never generated, it throws a
     * {@link CodecConfigurationException} instead of letting the registry fall back silently to
     * the reflective codec. That happens when the annotation processor did not run, for example
     * on JDK 23+ with the processor only on the class path.
     */
    public static CodecProvider codecProvider() {
        return codecProvider(Thread.currentThread().getContextClassLoader());
    }

    /** {@link #codecProvider()} with providers found through the given class loader. */
    public static CodecProvider codecProvider(ClassLoader classLoader) {
        List<GeneratedCodecProvider> providers = new ArrayList<>();
        ServiceLoader.load(GeneratedCodecProvider.class, classLoader).forEach(providers::add);
        // a stable order, whatever order the class path lists the jars in
        providers.sort(Comparator.comparing(provider -> provider.getClass().getName()));
        return new AggregateProvider(List.copyOf(providers));
    }

    private record AggregateProvider(List<GeneratedCodecProvider> providers) implements CodecProvider {
        @Override
        public <T> Codec<T> get(Class<T> clazz, CodecRegistry registry) {
            for (GeneratedCodecProvider provider : providers) {
                Codec<T> codec = provider.get(clazz, registry);
                if (codec != null) {
                    return codec;
                }
            }
            return notGenerated(clazz);
        }

        @Override
        public <T> Codec<T> get(Class<T> clazz, List<Type> typeArguments, CodecRegistry registry) {
            for (GeneratedCodecProvider provider : providers) {
                Codec<T> codec = provider.get(clazz, typeArguments, registry);
                if (codec != null) {
                    return codec;
                }
            }
            return notGenerated(clazz);
        }

        private static <T> Codec<T> notGenerated(Class<T> clazz) {
            if (clazz.isAnnotationPresent(BsonRecord.class)) {
                throw new CodecConfigurationException("No generated codec found for @BsonRecord " + clazz.getName()
                        + ": the bson-records annotation processor did not run on it. Add bson-records-processor to"
                        + " the compiler's annotation processor path (maven-compiler-plugin annotationProcessorPaths,"
                        + " Gradle annotationProcessor); JDK 23+ no longer runs processors found only on the class path.");
            }
            return null;
        }

        @Override
        public String toString() {
            return "BsonRecords.codecProvider" + providers;
        }
    }
}
