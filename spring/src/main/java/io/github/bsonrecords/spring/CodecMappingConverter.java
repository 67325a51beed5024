package io.github.bsonrecords.spring;

import java.util.Set;
import org.bson.Document;
import org.bson.conversions.Bson;
import org.springframework.beans.BeansException;
import org.springframework.context.ApplicationContext;
import org.springframework.data.mongodb.core.convert.DbRefResolver;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoTypeMapper;
import org.springframework.data.mapping.context.MappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;

/**
 * A {@link MappingMongoConverter} that maps whole generated records straight through their codecs
 * ({@link CodecConverters}), without looking the conversion up in the conversion service for every
 * document (the cost reported in spring-data-mongodb#4614). Everything else, and records nested in
 * other types, goes through Spring's mapping and the registered conversions as usual.
 */
public class CodecMappingConverter extends MappingMongoConverter {
    private final Set<Class<?>> records;
    private final CodecConverters converters;
    private final RecordDocuments documents;
    private final RecordTypeRestrictions recordTypes;
    /** The type mapper the application set, which then answers instead of {@link #recordTypes}. */
    private MongoTypeMapper applicationTypes;

    public CodecMappingConverter(DbRefResolver dbRefResolver,
            MappingContext<? extends MongoPersistentEntity<?>, MongoPersistentProperty> mappingContext,
            CodecConverters converters) {
        super(dbRefResolver, mappingContext);
        this.records = converters.records();
        this.converters = converters;
        this.documents = converters.documents();
        this.recordTypes = new RecordTypeRestrictions(mappingContext, this::getWriteTarget, records);
    }

    /** Spring's default type mapper with no {@code _class} restriction for records ({@link RecordTypeRestrictions}). */
    @Override
    public MongoTypeMapper getTypeMapper() {
        return applicationTypes != null ? applicationTypes : recordTypes;
    }

    @Override
    public void setTypeMapper(MongoTypeMapper typeMapper) {
        super.setTypeMapper(typeMapper);
        applicationTypes = typeMapper;
    }

    /** The application's class loader for {@code _class} names, as Spring gives its default type mapper. */
    @Override
    public void setApplicationContext(ApplicationContext applicationContext) throws BeansException {
        super.setApplicationContext(applicationContext);
        if (applicationContext.getClassLoader() != null) {
            recordTypes.setBeanClassLoader(applicationContext.getClassLoader());
        }
    }

    @Override
    public <S> S read(Class<S> type, Bson bson) {
        if (bson instanceof Document document && converters.reads(type)) {
            return documents.read(document, type);
        }
        return super.read(type, bson);
    }

    @Override
    public void write(Object source, Bson sink) {
        if (sink instanceof Document document && records.contains(source.getClass())) {
            document.putAll(documents.write(source));
            return;
        }
        super.write(source, sink);
    }
}
