package io.github.bsonrecords.spring;

import io.github.bsonrecords.GeneratedCodecProvider;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ServiceLoader;
import java.util.Set;
import org.bson.Document;
import org.springframework.core.convert.TypeDescriptor;
import org.springframework.core.convert.converter.GenericConverter;

/**
 * Spring conversions between every generated record and {@code org.bson.Document}, through the
 * generated codec ({@link RecordDocuments}). Registered in {@code MongoCustomConversions}, they make
 * every Spring path that maps a record (saves, updates, {@code findAndModify}, aggregations,
 * repositories, events and auditing) store and read exactly the codec's BSON. Spring writes no
 * {@code _class} for a type with a custom write target. A sealed interface of generated records
 * converts too, from a {@code Document} (Spring cannot build an interface; the codec reads the
 * discriminator), so a component or property typed with it reads; each record writes as itself.
 */
public final class CodecConverters implements GenericConverter {
    private final RecordDocuments documents;
    private final Set<Class<?>> records;
    private final Set<Class<?>> sealedTypes;
    private final Set<ConvertiblePair> pairs;

    public CodecConverters(RecordDocuments documents, Set<Class<?>> records) {
        this(documents, records, Set.of());
    }

    /** With {@code sealedTypes}, sealed interfaces of generated records, read from a {@code Document} as well. */
    public CodecConverters(RecordDocuments documents, Set<Class<?>> records, Set<Class<?>> sealedTypes) {
        this.documents = documents;
        this.records = Set.copyOf(records);
        this.sealedTypes = Set.copyOf(sealedTypes);
        Set<ConvertiblePair> convertible = new LinkedHashSet<>();
        for (Class<?> record : records) {
            convertible.add(new ConvertiblePair(Document.class, record));
            convertible.add(new ConvertiblePair(record, Document.class));
        }
        for (Class<?> sealed : sealedTypes) {
            convertible.add(new ConvertiblePair(Document.class, sealed));
        }
        this.pairs = Collections.unmodifiableSet(convertible);
    }

    /** The records of every generated provider found through {@code ServiceLoader} with {@code classLoader}. */
    public static Set<Class<?>> generatedRecords(ClassLoader classLoader) {
        List<GeneratedCodecProvider> providers = new ArrayList<>();
        ServiceLoader.load(GeneratedCodecProvider.class, classLoader).forEach(providers::add);
        Set<Class<?>> records = new LinkedHashSet<>();
        for (GeneratedCodecProvider provider : providers) {
            for (Class<?> type : provider.recordTypes()) {
                // sealed interfaces, generic records: Spring maps concrete, non-generic types
                if (type.isRecord() && type.getTypeParameters().length == 0) {
                    records.add(type);
                }
            }
        }
        return records;
    }

    /**
     * The sealed interfaces of every generated provider found through {@code ServiceLoader}. A generic
     * record gets no converter: its codec needs the type arguments, which a conversion to the raw type
     * does not carry.
     */
    public static Set<Class<?>> generatedSealedTypes(ClassLoader classLoader) {
        Set<Class<?>> sealed = new LinkedHashSet<>();
        for (GeneratedCodecProvider provider : ServiceLoader.load(GeneratedCodecProvider.class, classLoader)) {
            for (Class<?> type : provider.recordTypes()) {
                if (type.isInterface() && type.isSealed() && type.getTypeParameters().length == 0) {
                    sealed.add(type);
                }
            }
        }
        return sealed;
    }

    /** {@link #generatedSealedTypes(ClassLoader)} through the thread's context class loader. */
    public static Set<Class<?>> generatedSealedTypes() {
        return generatedSealedTypes(Thread.currentThread().getContextClassLoader());
    }

    /** {@link #generatedRecords(ClassLoader)} through the thread's context class loader, as {@code BsonRecords.codecProvider()}. */
    public static Set<Class<?>> generatedRecords() {
        return generatedRecords(Thread.currentThread().getContextClassLoader());
    }

    public Set<Class<?>> records() {
        return records;
    }

    public Set<Class<?>> sealedTypes() {
        return sealedTypes;
    }

    /** Whether a {@code Document} converts to {@code type} here: a record's or a sealed interface's. */
    public boolean reads(Class<?> type) {
        return records.contains(type) || sealedTypes.contains(type);
    }

    public RecordDocuments documents() {
        return documents;
    }

    @Override
    public Set<ConvertiblePair> getConvertibleTypes() {
        return pairs;
    }

    @Override
    public Object convert(Object source, TypeDescriptor sourceType, TypeDescriptor targetType) {
        if (source == null) {
            return null;
        }
        if (source instanceof Document document) {
            return documents.read(document, targetType.getType());
        }
        return documents.write(source);
    }
}
