package io.github.bsonrecords;

import io.github.bsonrecords.codec.lookup.CodecsByName;
import io.github.bsonrecords.codec.write.BinaryCodec;
import java.util.List;
import java.util.Optional;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;

/**
 * Says why a {@code @BsonRecord} record does not get its generated codec from a registry. The
 * causes seen in practice look alike from outside (a reflective codec, or a "Can't find a codec"
 * about some component), so each is told apart by what can be observed: whether the codec class
 * exists, whether a registered provider builds it, and what the registry returns instead.
 */
final class CodecDiagnosis {
    private static final String SERVICE = GeneratedCodecProvider.class.getName();

    private CodecDiagnosis() {
    }

    private static String codecClassName(Class<?> record) {
        return CodecsByName.codecClassName(record);
    }

    private static String providerClassName(Class<?> record) {
        return CodecsByName.providerClassName(record.getPackageName());
    }

    /** True when the codec is the one the processor wrote for this record. */
    static boolean isGenerated(Codec<?> codec, Class<?> record) {
        return codec instanceof BinaryCodec<?> && codec.getClass().getName().equals(codecClassName(record));
    }

    /** Why a type that is not annotated {@code @BsonRecord} has no generated codec, and what to do. */
    static String notAnnotated(Class<?> type) {
        return "not annotated with @BsonRecord, so no codec is generated for it: annotate " + type.getSimpleName()
                + " with @io.github.bsonrecords.BsonRecord (bson-records generates codecs for @BsonRecord records and"
                + " sealed interfaces only)";
    }

    /**
     * Why no registered provider builds the record's codec, when the generated providers (as found
     * by {@link BsonRecords#codecProvider()}) were asked and had none.
     */
    static String whyNoProvider(Class<?> record) {
        Class<?> local = localEnclosure(record);
        if (local != null) {
            return (local == record ? "it is a local record" : "it is declared inside the local class " + local.getName())
                    + " (declared inside a method), and javac never shows local classes to annotation processors, so"
                    + " no codec is generated for it: declare " + record.getSimpleName() + " as a top-level record or"
                    + " as a member of a class or interface";
        }
        if (!codecClassExists(record)) {
            return "the bson-records annotation processor did not run on it (there is no class "
                    + codecClassName(record) + "). Add bson-records-processor to the compiler's annotation processor path"
                    + " (maven-compiler-plugin 3.13.0 <annotationProcessorPaths>; Gradle annotationProcessor); JDK 23+"
                    + " no longer runs processors found only on the class path, and maven-compiler-plugin before 3.5"
                    + " ignores annotationProcessorPaths";
        }
        Module module = record.getModule();
        if (module.isNamed()) {
            return "its codec " + codecClassName(record) + " exists, but module " + module.getName()
                    + " does not declare its provider, and on the module path ServiceLoader reads only module-info:"
                    + " add 'provides " + SERVICE + " with " + providerClassName(record) + ";' to its module-info.java";
        }
        return "its codec " + codecClassName(record) + " exists, but ServiceLoader found no "
                + providerClassName(record) + " through META-INF/services/" + SERVICE + ": check that a jar merge"
                + " (shade, assembly) kept that service file, or pass the class loader that sees the record to"
                + " BsonRecords.codecProvider(ClassLoader)";
    }

    /**
     * Why {@code registry} does not hand {@code record} to its generated codec, or empty if it does.
     * {@code generated} is the provider of the generated codecs to compare against.
     */
    static Optional<String> whyNotServed(Class<?> record, CodecRegistry registry, GeneratedCodecs generated) {
        Codec<?> served;
        try {
            served = registry.get(record);
        } catch (CodecConfigurationException e) {
            return Optional.of(whyLookupFails(record, registry, generated, e));
        }
        if (isGenerated(served, record)) {
            return Optional.empty();
        }
        Codec<?> own = ownCodec(record, registry, generated);
        String given = "the registry hands it to " + served.getClass().getName()
                + (isDriverRecordCodec(served) ? " (the driver's reflective RecordCodec)" : "");
        if (own == null) {
            return Optional.of(given + ": " + whyNoProvider(record));
        }
        return Optional.of(given + ", from a provider registered ahead of the generated codecs (usually the"
                + " generated provider was added after MongoClientSettings.getDefaultCodecRegistry(), whose last"
                + " provider takes every record): " + putFirst());
    }

    private static String whyLookupFails(Class<?> record, CodecRegistry registry, GeneratedCodecs generated,
            CodecConfigurationException failure) {
        String fails = "the registry fails on it with \"" + failure.getMessage() + "\"";
        Codec<?> own;
        try {
            own = ownCodec(record, registry, generated);
        } catch (CodecConfigurationException e) {
            // the generated codec itself cannot be built: a component type without a codec in the registry
            return fails + "; the generated codec needs a codec for a component that the registry lacks: add it"
                    + " to the registries given to BsonRecords.registry(...)";
        }
        if (own == null) {
            // the generated codecs' own refusal already says why; do not repeat it
            return failure.getMessage().startsWith(GeneratedCodecs.NOT_GENERATED)
                    ? whyNoProvider(record) : fails + ": " + whyNoProvider(record);
        }
        return fails + ", because a provider registered ahead of the generated codecs claims the record and"
                + " then fails on a component it cannot handle (the driver's RecordCodecProvider, when the"
                + " generated provider comes after MongoClientSettings.getDefaultCodecRegistry()): " + putFirst();
    }

    private static String putFirst() {
        return "put the generated codecs first with BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry())"
                + " or fromRegistries(fromProviders(BsonRecords.codecProvider()), ...)";
    }

    /** The generated codec built over the registry, as the generated providers alone build it; null if none. */
    private static Codec<?> ownCodec(Class<?> record, CodecRegistry registry, GeneratedCodecs generated) {
        return generated.find(record, List.of(),
                CodecRegistries.fromRegistries(CodecRegistries.fromProviders(generated), registry));
    }

    private static boolean isDriverRecordCodec(Codec<?> codec) {
        return codec.getClass().getName().equals("org.bson.codecs.record.RecordCodec");
    }

    /** The record itself or the class that encloses it that is local or anonymous, or null if none is. */
    private static Class<?> localEnclosure(Class<?> record) {
        for (Class<?> type = record; type != null; type = type.getEnclosingClass()) {
            if (type.isLocalClass() || type.isAnonymousClass()) {
                return type;
            }
        }
        return null;
    }

    private static boolean codecClassExists(Class<?> record) {
        try {
            // loading without initialising, to learn whether the processor wrote it
            Class.forName(codecClassName(record), false, record.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
    }

    /** The problems, one line each, as {@link BsonRecords#verify} reports them. */
    static String report(List<String> problems) {
        return problems.size() + " @BsonRecord type" + (problems.size() == 1 ? "" : "s")
                + " would not get the generated codec from this registry:\n  " + String.join("\n  ", problems);
    }
}
