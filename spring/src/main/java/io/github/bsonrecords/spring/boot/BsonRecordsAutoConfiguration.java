package io.github.bsonrecords.spring.boot;

import com.mongodb.client.MongoClient;
import io.github.bsonrecords.spring.BsonRecordsMongoTemplate;
import io.github.bsonrecords.spring.CodecConverters;
import io.github.bsonrecords.spring.CodecExtendedConversions;
import io.github.bsonrecords.spring.CodecMappingContext;
import io.github.bsonrecords.spring.CodecMappingConverter;
import io.github.bsonrecords.spring.MappingAgreement;
import io.github.bsonrecords.spring.RecordDocuments;
import io.github.bsonrecords.spring.StartupSurvey;
import java.util.ArrayList;
import java.util.List;
import org.springframework.beans.BeanUtils;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;
import org.springframework.data.mapping.model.FieldNamingStrategy;
import org.springframework.data.mongodb.MongoDatabaseFactory;
import org.springframework.data.mongodb.MongoManagedTypes;
import org.springframework.data.mongodb.core.MongoOperations;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.convert.DefaultDbRefResolver;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.repository.support.Repositories;

/**
 * Spring Boot auto-configuration of bson-records for Spring Data MongoDB (Boot 3.5 and 4.0): the
 * generated codecs in the client's registry, the {@link CodecConverters} in the custom conversions,
 * the {@link CodecMappingContext}, the {@link CodecMappingConverter} and the
 * {@link BsonRecordsMongoTemplate} (each only where the application defines none), and the startup
 * check ({@link MappingAgreement}), and, opted in, the startup survey ({@link StartupSurvey}). It runs before Boot's Spring Data MongoDB configuration, whose
 * beans of the same types then back off. {@code bson-records.codec-reads=false} keeps the template's
 * reads on Spring's path.
 */
@AutoConfiguration(
        afterName = {"org.springframework.boot.autoconfigure.mongo.MongoAutoConfiguration",
                "org.springframework.boot.mongodb.autoconfigure.MongoAutoConfiguration"},
        beforeName = {"org.springframework.boot.autoconfigure.data.mongo.MongoDataAutoConfiguration",
                "org.springframework.boot.data.mongodb.autoconfigure.DataMongoAutoConfiguration"})
@ConditionalOnClass({MongoClient.class, MongoTemplate.class})
@Import(ClientCodecsRegistrar.class)
public class BsonRecordsAutoConfiguration {
    @Bean
    @ConditionalOnMissingBean
    CodecConverters bsonRecordsConverters(ObjectProvider<MongoDatabaseFactory> factory) {
        return new CodecConverters(new RecordDocuments(() -> factory.getObject().getCodecRegistry()),
                CodecConverters.generatedRecords(), CodecConverters.generatedSealedTypes());
    }

    @Bean
    @ConditionalOnMissingBean
    MongoCustomConversions mongoCustomConversions(CodecConverters converters, Environment environment) {
        String bigDecimal = environment.getProperty("spring.data.mongodb.representation.big-decimal");
        return MongoCustomConversions.create(adapter -> {
            adapter.registerConverters(List.of(converters));
            if (bigDecimal != null) {
                adapter.bigDecimal(MongoCustomConversions.BigDecimalRepresentation.valueOf(bigDecimal.toUpperCase(
                        java.util.Locale.ROOT).replace('-', '_')));
            }
        });
    }

    /**
     * An application's own {@code MongoCustomConversions} (before which the one above backs off) gets
     * the codec converters added rather than left out ({@link CodecExtendedConversions}).
     */
    @Bean
    static BeanPostProcessor bsonRecordsConversionsExtender(ObjectProvider<CodecConverters> converters) {
        return new BeanPostProcessor() {
            @Override
            public Object postProcessAfterInitialization(Object bean, String beanName) {
                if (bean instanceof MongoCustomConversions conversions) {
                    CodecConverters codec = converters.getIfAvailable();
                    return codec == null ? bean : CodecExtendedConversions.extend(conversions, codec);
                }
                return bean;
            }
        };
    }

    @Bean
    @ConditionalOnMissingBean
    MongoMappingContext mongoMappingContext(MongoCustomConversions conversions, ObjectProvider<MongoManagedTypes> managedTypes,
            Environment environment) {
        CodecMappingContext context = new CodecMappingContext();
        Boolean autoIndexCreation = environment.getProperty("spring.data.mongodb.auto-index-creation", Boolean.class);
        if (autoIndexCreation != null) {
            context.setAutoIndexCreation(autoIndexCreation);
        }
        managedTypes.ifAvailable(context::setManagedTypes);
        Class<?> naming = environment.getProperty("spring.data.mongodb.field-naming-strategy", Class.class);
        if (naming != null) {
            context.setFieldNamingStrategy((FieldNamingStrategy) BeanUtils.instantiateClass(naming));
        }
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        return context;
    }

    @Bean
    @ConditionalOnMissingBean(MongoConverter.class)
    MappingMongoConverter mappingMongoConverter(MongoDatabaseFactory factory, MongoMappingContext context,
            MongoCustomConversions conversions, CodecConverters converters) {
        CodecMappingConverter converter = new CodecMappingConverter(new DefaultDbRefResolver(factory), context, converters);
        converter.setCustomConversions(conversions);
        return converter;
    }

    @Bean
    @ConditionalOnMissingBean(MongoOperations.class)
    MongoTemplate mongoTemplate(MongoDatabaseFactory factory, MongoConverter converter, Environment environment) {
        BsonRecordsMongoTemplate template = new BsonRecordsMongoTemplate(factory, converter);
        template.setCodecReadsEnabled(environment.getProperty("bson-records.codec-reads", Boolean.class, true));
        return template;
    }

    /**
     * The startup survey, when {@code bson-records.survey.enabled=true}: a sample of each {@code @BsonRecord}
     * repository's collection ({@code bson-records.survey.sample-size} documents, 1,000 unless set), its
     * report logged, and the context refused on documents that fail to decode when
     * {@code bson-records.survey.fail-on-failures=true} ({@link StartupSurvey}).
     */
    @Bean
    @ConditionalOnProperty(name = "bson-records.survey.enabled", havingValue = "true")
    SmartInitializingSingleton bsonRecordsStartupSurvey(ListableBeanFactory beans, ObjectProvider<MongoOperations> operations,
            Environment environment) {
        return () -> {
            List<Class<?>> records = new ArrayList<>();
            new Repositories(beans).forEach(records::add);
            StartupSurvey.run(records, operations.getObject(),
                    environment.getProperty("bson-records.survey.sample-size", Integer.class, 1000),
                    environment.getProperty("bson-records.survey.fail-on-failures", Boolean.class, false));
        };
    }

    @Bean
    SmartInitializingSingleton bsonRecordsMappingAgreement(CodecConverters converters, ObjectProvider<MongoConverter> converter,
            ObjectProvider<MongoDatabaseFactory> factory) {
        // the records Spring maps: its managed types (@Document classes scanned) and repositories' domain types
        return () -> {
            MongoConverter mongo = converter.getObject();
            List<Class<?>> mapped = converters.records().stream()
                    .filter(mongo.getMappingContext()::hasPersistentEntityFor).toList();
            MappingAgreement.check(mapped, mongo, factory.getObject().getCodecRegistry());
        };
    }
}
