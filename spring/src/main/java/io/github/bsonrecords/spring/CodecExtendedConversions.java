package io.github.bsonrecords.spring;

import java.util.List;
import java.util.Optional;
import org.bson.Document;
import org.springframework.core.convert.converter.ConverterRegistry;
import org.springframework.data.convert.PropertyValueConversions;
import org.springframework.data.mapping.PersistentProperty;
import org.springframework.data.mapping.model.SimpleTypeHolder;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;

/**
 * An application's own {@code MongoCustomConversions} with the {@link CodecConverters} added: the
 * records convert through their codecs, and everything else (the application's converters, its
 * simple types, java.time and {@code BigDecimal} settings, property value converters) is answered by
 * the application's conversions as before. The records' conversions come first, as converters an
 * application registers come before Spring's own.
 */
public final class CodecExtendedConversions extends MongoCustomConversions {
    private final MongoCustomConversions conversions;
    private final CodecConverters codec;

    private CodecExtendedConversions(MongoCustomConversions conversions, CodecConverters codec) {
        super(List.of(codec));
        this.conversions = conversions;
        this.codec = codec;
    }

    /**
     * {@code conversions} with the codec converters added, or {@code conversions} itself when it
     * already converts the records (it holds the converters) or there are no records.
     */
    public static MongoCustomConversions extend(MongoCustomConversions conversions, CodecConverters codec) {
        if (codec.records().isEmpty() || conversions instanceof CodecExtendedConversions
                || conversions.hasCustomReadTarget(Document.class, codec.records().iterator().next())) {
            return conversions;
        }
        return new CodecExtendedConversions(conversions, codec);
    }

    /** The application's conversions this extends. */
    public MongoCustomConversions extended() {
        return conversions;
    }

    private boolean record(Class<?> type) {
        return codec.records().contains(type);
    }

    @Override
    public SimpleTypeHolder getSimpleTypeHolder() {
        return conversions.getSimpleTypeHolder();
    }

    @Override
    public boolean isSimpleType(Class<?> type) {
        return conversions.isSimpleType(type);
    }

    @Override
    public boolean hasValueConverter(PersistentProperty<?> property) {
        return conversions.hasValueConverter(property);
    }

    @Override
    public PropertyValueConversions getPropertyValueConversions() {
        return conversions.getPropertyValueConversions();
    }

    @Override
    public void registerConvertersIn(ConverterRegistry registry) {
        conversions.registerConvertersIn(registry);
        // added last, so they are found first for their pairs
        registry.addConverter(codec);
    }

    @Override
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType) {
        return record(sourceType) ? Optional.of(Document.class) : conversions.getCustomWriteTarget(sourceType);
    }

    @Override
    public Optional<Class<?>> getCustomWriteTarget(Class<?> sourceType, Class<?> requestedTargetType) {
        if (record(sourceType) && requestedTargetType.isAssignableFrom(Document.class)) {
            return Optional.of(Document.class);
        }
        return conversions.getCustomWriteTarget(sourceType, requestedTargetType);
    }

    @Override
    public boolean hasCustomWriteTarget(Class<?> sourceType) {
        return record(sourceType) || conversions.hasCustomWriteTarget(sourceType);
    }

    @Override
    public boolean hasCustomWriteTarget(Class<?> sourceType, Class<?> requestedTargetType) {
        return record(sourceType) && requestedTargetType.isAssignableFrom(Document.class)
                || conversions.hasCustomWriteTarget(sourceType, requestedTargetType);
    }

    @Override
    public boolean hasCustomReadTarget(Class<?> sourceType, Class<?> targetType) {
        return codec.reads(targetType) && Document.class.isAssignableFrom(sourceType)
                || conversions.hasCustomReadTarget(sourceType, targetType);
    }
}
