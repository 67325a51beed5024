package io.github.bsonrecords.spring.boot;

import io.github.bsonrecords.spring.BsonRecordsMongoTemplate;
import io.github.bsonrecords.spring.BsonRecordsReactiveMongoTemplate;
import io.github.bsonrecords.spring.CodecConverters;
import io.github.bsonrecords.spring.CodecExtendedConversions;
import io.github.bsonrecords.spring.CodecMappingContext;
import io.github.bsonrecords.spring.CodecMappingConverter;
import io.github.bsonrecords.spring.MappingAgreement;
import io.github.bsonrecords.spring.RecordDocuments;
import io.github.bsonrecords.spring.StartupSurvey;
import java.util.ArrayList;
import java.util.List;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.beans.BeanUtils;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.config.BeanPostProcessor;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;
import org.springframework.data.mapping.model.FieldNamingStrategy;
import org.springframework.data.mongodb.CodecRegistryProvider;
import org.springframework.data.mongodb.MongoDatabaseFactory;
import org.springframework.data.mongodb.MongoManagedTypes;
import org.springframework.data.mongodb.ReactiveMongoDatabaseFactory;
import org.springframework.data.mongodb.core.MongoOperations;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.ReactiveMongoOperations;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.data.mongodb.core.convert.DbRefResolver;
import org.springframework.data.mongodb.core.convert.DefaultDbRefResolver;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.repository.support.Repositories;

/**
 * Spring Boot auto-configuration of bson-records for Spring Data MongoDB (Boot 3.5 and 4.0): the
 * generated codecs in the client's registry, the {@link CodecConverters} in the custom conversions,
 * the {@link CodecMappingContext}, the {@link CodecMappingConverter}, and the startup check
 * ({@link MappingAgreement}); then, for each driver the application has, its template (each only where
 * the application defines none): {@link BsonRecordsMongoTemplate} with the sync driver
 * ({@link Blocking}), {@link BsonRecordsReactiveMongoTemplate} with the reactive one ({@link Reactive}).
 * The module brings neither driver, so a reactive application gets no synchronous client, factory or
 * template, and a blocking one no reactive one; opted in, a blocking application also gets the startup
 * survey ({@link StartupSurvey}). It runs before Boot's Spring Data MongoDB
 * configurations, whose beans of the same types then back off. {@code bson-records.codec-reads=false}
 * keeps the templates' reads on Spring's path.
 */
@AutoConfiguration(
        afterName = {"org.springframework.boot.autoconfigure.mongo.MongoAutoConfiguration",
                "org.springframework.boot.autoconfigure.mongo.MongoReactiveAutoConfiguration",
                "org.springframework.boot.mongodb.autoconfigure.MongoAutoConfiguration",
                "org.springframework.boot.mongodb.autoconfigure.MongoReactiveAutoConfiguration"},
        beforeName = {"org.springframework.boot.autoconfigure.data.mongo.MongoDataAutoConfiguration",
                "org.springframework.boot.autoconfigure.data.mongo.MongoReactiveDataAutoConfiguration",
                "org.springframework.boot.data.mongodb.autoconfigure.DataMongoAutoConfiguration",
                "org.springframework.boot.data.mongodb.autoconfigure.DataMongoReactiveAutoConfiguration"})
@ConditionalOnClass(MongoMappingContext.class)
@Import(ClientCodecsRegistrar.class)
public class BsonRecordsAutoConfiguration {
    @Bean
    @ConditionalOnMissingBean
    CodecConverters bsonRecordsConverters(ObjectProvider<CodecRegistryProvider> factories) {
        return new CodecConverters(new RecordDocuments(() -> clientRegistry(factories)),
                CodecConverters.generatedRecords(), CodecConverters.generatedSealedTypes());
    }

    /**
     * The registry of the client's database factory, blocking or reactive (both clients get the codecs,
     * {@link ClientCodecsRegistrar}; with both stacks, either serves). The converter is a registry provider
     * too, of the driver's defaults: not the one.
     */
    private static CodecRegistry clientRegistry(ObjectProvider<CodecRegistryProvider> factories) {
        return factories.orderedStream().filter(provider -> !(provider instanceof MongoConverter)).findFirst()
                .orElseThrow(() -> new IllegalStateException("bson-records: no MongoDB database factory in the context"))
                .getCodecRegistry();
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
    SmartInitializingSingleton bsonRecordsMappingAgreement(CodecConverters converters, ObjectProvider<MongoConverter> converter,
            ObjectProvider<CodecRegistryProvider> factories) {
        // the records Spring maps: its managed types (@Document classes scanned) and repositories' domain types
        return () -> {
            MongoConverter mongo = converter.getObject();
            List<Class<?>> mapped = converters.records().stream()
                    .filter(mongo.getMappingContext()::hasPersistentEntityFor).toList();
            MappingAgreement.check(mapped, mongo, clientRegistry(factories));
        };
    }

    private static CodecMappingConverter converter(MongoMappingContext context, MongoCustomConversions conversions,
            CodecConverters converters, DbRefResolver references) {
        CodecMappingConverter converter = new CodecMappingConverter(references, context, converters);
        converter.setCustomConversions(conversions);
        return converter;
    }

    /**
     * With the sync driver: the converter (resolving {@code @DBRef}s through the blocking factory, as
     * Boot's does) and {@link BsonRecordsMongoTemplate}. Declared before {@link Reactive}, so that with
     * both drivers the one converter is this one, as Boot's is then.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "com.mongodb.client.MongoClient")
    static class Blocking {
        @Bean
        @ConditionalOnMissingBean(MongoConverter.class)
        MappingMongoConverter mappingMongoConverter(MongoDatabaseFactory factory, MongoMappingContext context,
                MongoCustomConversions conversions, CodecConverters converters) {
            return converter(context, conversions, converters, new DefaultDbRefResolver(factory));
        }

        @Bean
        @ConditionalOnMissingBean(MongoOperations.class)
        MongoTemplate mongoTemplate(MongoDatabaseFactory factory, MongoConverter converter, Environment environment) {
            BsonRecordsMongoTemplate template = new BsonRecordsMongoTemplate(factory, converter);
            template.setCodecReadsEnabled(codecReads(environment));
            return template;
        }

        /**
         * The startup survey, when {@code bson-records.survey.enabled=true}: a sample of each {@code @BsonRecord}
         * repository's collection ({@code bson-records.survey.sample-size} documents, 1,000 unless set), its
         * report logged, and the context refused on documents that fail to decode when
         * {@code bson-records.survey.fail-on-failures=true} ({@link StartupSurvey}). It reads through the
         * blocking template, so a reactive-only application does not get it.
         */
        @Bean
        @ConditionalOnProperty(name = "bson-records.survey.enabled", havingValue = "true")
        SmartInitializingSingleton bsonRecordsStartupSurvey(ListableBeanFactory beans,
                ObjectProvider<MongoOperations> operations, Environment environment) {
            return () -> {
                List<Class<?>> records = new ArrayList<>();
                new Repositories(beans).forEach(records::add);
                StartupSurvey.run(records, operations.getObject(),
                        environment.getProperty("bson-records.survey.sample-size", Integer.class, 1000),
                        environment.getProperty("bson-records.survey.fail-on-failures", Boolean.class, false));
            };
        }
    }

    /**
     * With the reactive driver and a reactive client (the conditions of Boot's reactive Spring Data
     * configuration): the converter (no {@code @DBRef} resolution, as Boot's reactive one) where there is
     * none yet, and {@link BsonRecordsReactiveMongoTemplate}.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"com.mongodb.reactivestreams.client.MongoClient", "reactor.core.publisher.Flux"},
            value = ReactiveMongoTemplate.class)
    @ConditionalOnBean(type = "com.mongodb.reactivestreams.client.MongoClient")
    static class Reactive {
        @Bean
        @ConditionalOnMissingBean(MongoConverter.class)
        MappingMongoConverter mappingMongoConverter(MongoMappingContext context, MongoCustomConversions conversions,
                CodecConverters converters) {
            return converter(context, conversions, converters, NoOpDbRefResolver.INSTANCE);
        }

        @Bean
        @ConditionalOnMissingBean(ReactiveMongoOperations.class)
        ReactiveMongoTemplate reactiveMongoTemplate(ReactiveMongoDatabaseFactory factory, MongoConverter converter,
                Environment environment) {
            BsonRecordsReactiveMongoTemplate template = new BsonRecordsReactiveMongoTemplate(factory, converter);
            template.setCodecReadsEnabled(codecReads(environment));
            return template;
        }
    }

    private static boolean codecReads(Environment environment) {
        return environment.getProperty("bson-records.codec-reads", Boolean.class, true);
    }
}
