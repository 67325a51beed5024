package io.github.bsonrecords;

import io.github.bsonrecords.codec.BinaryCodec;
import io.github.bsonrecords.codec.BsonBuffer;
import io.github.bsonrecords.codec.BsonBytes;
import java.lang.reflect.Type;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import org.bson.BsonSerializationException;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;

/**
 * Entry points for applications using generated codecs: the provider to register with the
 * driver, and a direct API that turns records into BSON bytes and back without a reader or a
 * writer object.
 */
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

    /** Codecs for the direct API: generated codecs first, then the bson library's defaults. */
    private static final class Direct {
        static final CodecRegistry REGISTRY = CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(codecProvider(BsonRecords.class.getClassLoader())),
                Bson.DEFAULT_CODEC_REGISTRY);
        static final EncoderContext ENCODE = EncoderContext.builder().build();
        static final DecoderContext DECODE = DecoderContext.builder().build();

        @SuppressWarnings("unchecked")
        static <T> BinaryCodec<T> codec(Class<?> type) {
            Codec<?> codec = REGISTRY.get(type);
            if (codec instanceof BinaryCodec<?> binary) {
                return (BinaryCodec<T>) binary;
            }
            throw new CodecConfigurationException(type.getName() + " has no generated codec: the direct API is for"
                    + " @BsonRecord records (found " + codec.getClass().getName() + ")");
        }
    }

    /**
     * The record as one BSON document, written by its generated codec straight into bytes (no
     * writer object; the same bytes as encoding through a {@code BsonBinaryWriter}).
     */
    public static <T extends Record> byte[] toBson(T value) {
        BinaryCodec<T> codec = Direct.codec(value.getClass());
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            int start = buffer.reserveInt();
            codec.encode(buffer, value, Direct.ENCODE);
            buffer.putByte(0);
            buffer.patchSize(start);
            return Arrays.copyOf(buffer.array(), buffer.size());
        } finally {
            buffer.release();
        }
    }

    /** {@link #toBson} as a {@link RawBsonDocument}, which owns the bytes. */
    public static <T extends Record> RawBsonDocument toRawBson(T value) {
        return new RawBsonDocument(toBson(value));
    }

    /** Decodes a record from a whole BSON document, as its generated codec reads bytes (no reader object). */
    public static <T extends Record> T fromBson(byte[] bson, Class<T> type) {
        BinaryCodec<T> codec = Direct.codec(type);
        int end = BsonBytes.documentEnd(bson, 0);
        if (end != bson.length) {
            throw new BsonSerializationException("The document declares " + end + " bytes but the array holds "
                    + bson.length);
        }
        return codec.decode(bson, 0, Direct.DECODE);
    }

    /** Decodes a record from a {@link RawBsonDocument}, without copying its bytes where they are readable in place. */
    public static <T extends Record> T fromBson(RawBsonDocument document, Class<T> type) {
        ByteBuffer bytes = document.getByteBuffer().asNIO();
        if (!bytes.hasArray()) {
            byte[] copy = new byte[bytes.remaining()];
            bytes.get(copy);
            return fromBson(copy, type);
        }
        int start = bytes.arrayOffset() + bytes.position();
        // the backing array may be larger than the document: its declared size must match its view
        if (BsonBytes.documentEnd(bytes.array(), start) != start + bytes.remaining()) {
            throw new BsonSerializationException("The document declares a size other than its " + bytes.remaining()
                    + " bytes");
        }
        return Direct.<T>codec(type).decode(bytes.array(), start, Direct.DECODE);
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
