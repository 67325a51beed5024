package io.github.bsonrecords;

import java.lang.reflect.Type;
import java.util.List;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * The provider {@link BsonRecords#codecProvider()} returns: every generated provider found, and a
 * {@link CodecConfigurationException} with the cause for a {@code @BsonRecord} record none of them
 * serves, so that the registry never falls back silently to a reflective codec.
 *
 * <p>Public, with a public no-argument constructor, for frameworks that instantiate the
 * {@code CodecProvider} classes they find and put them in front of the driver's defaults: Quarkus's
 * mongodb-client extension takes every implementation in its index, and this jar ships an index
 * ({@code META-INF/jandex.idx}) that lists this class alone. Applications call
 * {@link BsonRecords#codecProvider()} instead.
 */
public final class GeneratedCodecs implements CodecProvider {
    static final String NOT_GENERATED = "No generated codec for @BsonRecord ";

    private final List<GeneratedCodecProvider> providers;

    /**
     * The generated providers found through the thread's context class loader, as
     * {@link BsonRecords#codecProvider()} finds them: in an application server or Quarkus, the
     * loader of the application, which sees its classes and all its jars, where this jar's own
     * loader may not.
     */
    public GeneratedCodecs() {
        this(BsonRecords.providers(Thread.currentThread().getContextClassLoader()));
    }

    GeneratedCodecs(List<GeneratedCodecProvider> providers) {
        this.providers = List.copyOf(providers);
    }

    List<GeneratedCodecProvider> providers() {
        return providers;
    }

    @Override
    public <T> Codec<T> get(Class<T> clazz, CodecRegistry registry) {
        return get(clazz, List.of(), registry);
    }

    @Override
    public <T> Codec<T> get(Class<T> clazz, List<Type> typeArguments, CodecRegistry registry) {
        Codec<T> codec = find(clazz, typeArguments, registry);
        if (codec == null && clazz.isAnnotationPresent(BsonRecord.class)) {
            throw new CodecConfigurationException(NOT_GENERATED + clazz.getName() + ": "
                    + CodecDiagnosis.whyNoProvider(clazz));
        }
        return codec;
    }

    /** The generated codec of {@code clazz}, or null when no provider found has one. */
    <T> Codec<T> find(Class<T> clazz, List<Type> typeArguments, CodecRegistry registry) {
        for (GeneratedCodecProvider provider : providers) {
            Codec<T> codec = provider.get(clazz, typeArguments, registry);
            if (codec != null) {
                return codec;
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return "BsonRecords.codecProvider" + providers;
    }
}
