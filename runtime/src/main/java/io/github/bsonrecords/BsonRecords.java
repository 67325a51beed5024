package io.github.bsonrecords;

import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.codec.write.BsonBuffer;
import io.github.bsonrecords.survey.Survey;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.Set;
import org.bson.BsonSerializationException;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecProvider;
import org.bson.codecs.configuration.CodecRegistries;
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
     * The one-line way to wire the generated codecs: a registry that asks them first, then the
     * driver's defaults ({@code MongoClientSettings.getDefaultCodecRegistry()} when the driver is on
     * the class path, else the bson library's {@link Bson#DEFAULT_CODEC_REGISTRY}).
     * <pre>{@code
     * MongoClientSettings.builder().codecRegistry(BsonRecords.registry())
     * }</pre>
     */
    public static CodecRegistry registry() {
        return registry(DriverDefaults.REGISTRY);
    }

    /**
     * The generated codecs first, then {@code others} in order, for everything else (including
     * non-record components of records, such as your own types):
     * <pre>{@code
     * BsonRecords.registry(CodecRegistries.fromCodecs(new MoneyCodec()), MongoClientSettings.getDefaultCodecRegistry())
     * }</pre>
     */
    public static CodecRegistry registry(CodecRegistry... others) {
        Objects.requireNonNull(others, "others");
        for (int i = 0; i < others.length; i++) {
            Objects.requireNonNull(others[i], "others[" + i + "]");
        }
        List<CodecRegistry> registries = new ArrayList<>();
        registries.add(CodecRegistries.fromProviders(codecProvider()));
        registries.addAll(Arrays.asList(others));
        return CodecRegistries.fromRegistries(registries);
    }

    /**
     * Checks that {@code registry} hands every {@code @BsonRecord} record whose generated provider
     * is found to its generated codec, and returns it. Otherwise throws a
     * {@link CodecConfigurationException} naming each record and why: the driver's reflective
     * {@code RecordCodec} (or another provider) registered ahead of the generated codecs, a
     * generated provider missing from {@code module-info.java}, a processor that did not run, a
     * component type the registry has no codec for. Call it once at startup.
     *
     * @param moreRecords records to check besides those the generated providers list, for example
     *                    records whose provider is missing from the module path
     */
    public static CodecRegistry verify(CodecRegistry registry, Class<?>... moreRecords) {
        Objects.requireNonNull(registry, "registry");
        Objects.requireNonNull(moreRecords, "moreRecords");
        GeneratedCodecs generated = (GeneratedCodecs) codecProvider();
        Set<Class<?>> records = new LinkedHashSet<>();
        generated.providers().forEach(provider -> records.addAll(provider.recordTypes()));
        records.addAll(Arrays.asList(moreRecords));
        List<String> problems = new ArrayList<>();
        for (Class<?> record : records) {
            if (!record.isAnnotationPresent(BsonRecord.class)) {
                problems.add(record.getName() + ": " + CodecDiagnosis.notAnnotated(record));
                continue;
            }
            CodecDiagnosis.whyNotServed(record, registry, generated)
                    .ifPresent(why -> problems.add(record.getName() + ": " + why));
        }
        if (!problems.isEmpty()) {
            throw new CodecConfigurationException(CodecDiagnosis.report(problems));
        }
        return registry;
    }

    /**
     * One provider over every generated {@code BsonRecordCodecProvider} on the class path (found
     * with {@link ServiceLoader} under {@link GeneratedCodecProvider}). Put it in front of the
     * driver's defaults, whose reflective record codec would otherwise take every record (or use
     * {@link #registry()}, which does that).
     *
     * <p>Asked for a {@link BsonRecord} type whose codec it cannot find, it throws a
     * {@link CodecConfigurationException} saying why (the annotation processor did not run, or on
     * the module path a {@code provides} line is missing) instead of letting the registry fall
     * back silently to the reflective codec.
     */
    public static CodecProvider codecProvider() {
        return codecProvider(Thread.currentThread().getContextClassLoader());
    }

    /** {@link #codecProvider()} with providers found through the given class loader. */
    public static CodecProvider codecProvider(ClassLoader classLoader) {
        return new GeneratedCodecs(providers(classLoader));
    }

    /** The generated providers {@code classLoader} finds, in a stable order whatever order the class path lists the jars in. */
    static List<GeneratedCodecProvider> providers(ClassLoader classLoader) {
        List<GeneratedCodecProvider> providers = new ArrayList<>();
        ServiceLoader.load(GeneratedCodecProvider.class, classLoader).forEach(providers::add);
        providers.sort(Comparator.comparing(provider -> provider.getClass().getName()));
        return providers;
    }

    /** Codecs for the direct API: generated codecs first, then the bson library's defaults. */
    private static final class Direct {
        static final CodecRegistry REGISTRY = CodecRegistries.fromRegistries(
                CodecRegistries.fromProviders(codecProvider(BsonRecords.class.getClassLoader())),
                Bson.DEFAULT_CODEC_REGISTRY);
        static final EncoderContext ENCODE = EncoderContext.builder().build();
        static final DecoderContext DECODE = DecoderContext.builder().build();

        @SuppressWarnings("unchecked")
        static <T> BinaryCodec<T> codec(Class<?> type, CodecRegistry registry) {
            Codec<?> codec;
            try {
                codec = registry.get(type);
            } catch (CodecConfigurationException e) {
                if (type.isAnnotationPresent(BsonRecord.class)) {
                    throw e; // the generated codecs' refusal, or a component's, already names the cause
                }
                throw new CodecConfigurationException(notForTheDirectApi(type), e);
            }
            if (codec instanceof BinaryCodec<?> binary) {
                return (BinaryCodec<T>) binary;
            }
            if (type.isAnnotationPresent(BsonRecord.class)) {
                throw new CodecConfigurationException("The direct API needs the generated codec of " + type.getName()
                        + ": " + CodecDiagnosis.whyNotServed(type, registry, (GeneratedCodecs) codecProvider())
                                .orElse("the registry hands it to " + codec.getClass().getName()));
            }
            throw new CodecConfigurationException(notForTheDirectApi(type) + " (the registry hands it to "
                    + codec.getClass().getName() + ")");
        }

        private static String notForTheDirectApi(Class<?> type) {
            return "The direct API reads and writes records through their generated codecs, and " + type.getName()
                    + " is " + CodecDiagnosis.notAnnotated(type);
        }
    }

    /**
     * The record as one BSON document, written by its generated codec straight into bytes (no
     * writer object; the same bytes as encoding through a {@code BsonBinaryWriter}). A record of a
     * sealed {@code @BsonRecord} interface carries its discriminator; {@code fromBson} with the
     * interface's class reads it back as that record. Any other value has no generated codec and
     * is refused with a {@code CodecConfigurationException}.
     */
    public static <T> byte[] toBson(T value) {
        return toBson(value, Direct.REGISTRY);
    }

    /**
     * {@link #toBson(Object)} with the record's codec, and the codecs of its non-record components
     * (your own types, {@code Document}, ...), from {@code registry}: build it with
     * {@link #registry(CodecRegistry...)} so that the generated codecs come first.
     */
    public static <T> byte[] toBson(T value, CodecRegistry registry) {
        Objects.requireNonNull(value, "value");
        Objects.requireNonNull(registry, "registry");
        BinaryCodec<T> codec = Direct.codec(value.getClass(), registry);
        BsonBuffer buffer = BsonBuffer.acquire();
        try {
            int start = buffer.reserveDocumentSize();
            codec.encode(buffer, value, Direct.ENCODE);
            buffer.putByte(0);
            buffer.patchDocumentSize(start);
            return Arrays.copyOf(buffer.array(), buffer.size());
        } finally {
            buffer.release();
        }
    }

    /** {@link #toBson} as a {@link RawBsonDocument}, which owns the bytes. */
    public static <T> RawBsonDocument toRawBson(T value) {
        return new RawBsonDocument(toBson(value));
    }

    /** {@link #toBson(Object, CodecRegistry)} as a {@link RawBsonDocument}. */
    public static <T> RawBsonDocument toRawBson(T value, CodecRegistry registry) {
        return new RawBsonDocument(toBson(value, registry));
    }

    /** Decodes a record from a whole BSON document, as its generated codec reads bytes (no reader object). */
    public static <T> T fromBson(byte[] bson, Class<T> type) {
        return fromBson(bson, type, Direct.REGISTRY);
    }

    /**
     * {@link #fromBson(byte[], Class)} with the record's codec, and the codecs of its non-record
     * components, from {@code registry} (built with {@link #registry(CodecRegistry...)}).
     */
    public static <T> T fromBson(byte[] bson, Class<T> type, CodecRegistry registry) {
        Objects.requireNonNull(bson, "bson");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(registry, "registry");
        BinaryCodec<T> codec = Direct.codec(type, registry);
        int end = BsonBytes.documentEnd(bson, 0);
        if (end != bson.length) {
            throw new BsonSerializationException("The document declares " + end + " bytes but the array holds "
                    + bson.length);
        }
        return codec.decode(bson, 0, Direct.DECODE, 1);
    }

    /** How many {@code _id}s a survey keeps per group of failures. */
    static final int SURVEY_SAMPLES = 5;

    /**
     * Reads stored documents as {@code type}'s generated codec does, recording instead of throwing,
     * and reports which ones it reads, why the others fail (grouped by path and kind, with the
     * {@code _id}s of the first five of each group), and path by path what the documents hold that
     * the record does not map (and would drop on a replace), which fields they leave out and what
     * the record gets then, and the BSON types they store. Run it on a sample of a collection before
     * adopting a record:
     * <pre>{@code
     * SurveyReport report = BsonRecords.survey(
     *         collection.withDocumentClass(RawBsonDocument.class).find().limit(10_000), Order.class);
     * System.out.println(report);
     * }</pre>
     * Every document is decoded on the generated codec's byte path, so a failure reported is the one
     * decoding throws first, with its path and {@link BsonRecordDecodingException#getKind() kind}. Memory is
     * bounded whatever the number of documents: at most 2,000 distinct paths are tracked (a map's values
     * are one path, {@code tiers.<key>}), values past them only counted. Malformed documents are reported,
     * never thrown.
     *
     * @throws CodecConfigurationException as {@link #fromBson(byte[], Class)} when {@code type} has no generated codec
     */
    public static SurveyReport survey(Iterable<? extends RawBsonDocument> documents, Class<?> type) {
        return survey(documents, type, Direct.REGISTRY);
    }

    /**
     * {@link #survey(Iterable, Class)} with the record's codec, and the codecs of its non-record
     * components, from {@code registry} (built with {@link #registry(CodecRegistry...)}).
     */
    public static SurveyReport survey(Iterable<? extends RawBsonDocument> documents, Class<?> type,
            CodecRegistry registry) {
        Objects.requireNonNull(documents, "documents");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(registry, "registry");
        Survey survey = new Survey(Direct.codec(type, registry), SURVEY_SAMPLES);
        for (RawBsonDocument document : documents) {
            survey.add(document);
        }
        return survey.report();
    }

    /** Decodes a record from a {@link RawBsonDocument}, without copying its bytes where they are readable in place. */
    public static <T> T fromBson(RawBsonDocument document, Class<T> type) {
        return fromBson(document, type, Direct.REGISTRY);
    }

    /** {@link #fromBson(RawBsonDocument, Class)} with codecs from {@code registry}, as {@link #fromBson(byte[], Class, CodecRegistry)}. */
    public static <T> T fromBson(RawBsonDocument document, Class<T> type, CodecRegistry registry) {
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(type, "type");
        Objects.requireNonNull(registry, "registry");
        ByteBuffer bytes = document.getByteBuffer().asNIO();
        if (!bytes.hasArray()) {
            byte[] copy = new byte[bytes.remaining()];
            bytes.get(copy);
            return fromBson(copy, type, registry);
        }
        int start = bytes.arrayOffset() + bytes.position();
        // the backing array may be larger than the document: its declared size must match its view
        if (BsonBytes.documentEnd(bytes.array(), start) != start + bytes.remaining()) {
            throw new BsonSerializationException("The document declares a size other than its " + bytes.remaining()
                    + " bytes");
        }
        return Direct.<T>codec(type, registry).decode(bytes.array(), start, Direct.DECODE, 1);
    }
}
