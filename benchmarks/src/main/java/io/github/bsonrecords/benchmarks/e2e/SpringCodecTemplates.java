package io.github.bsonrecords.benchmarks.e2e;

import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoDatabase;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.BsonRecordsMongoTemplate;
import io.github.bsonrecords.spring.CodecConverters;
import io.github.bsonrecords.spring.CodecMappingContext;
import io.github.bsonrecords.spring.CodecMappingConverter;
import io.github.bsonrecords.spring.RecordDocuments;
import java.util.List;
import java.util.Set;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.data.mongodb.MongoDatabaseFactory;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.convert.DefaultDbRefResolver;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.repository.support.MongoRepositoryFactory;

/**
 * The bson-records-spring contenders' templates, wired as its Boot auto-configuration wires them
 * (without an application context, as the Spring Data contender runs): the client's registry with
 * the generated codecs first.
 */
final class SpringCodecTemplates {
    private static final CodecRegistry REGISTRY = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());

    private SpringCodecTemplates() {
    }

    private static MongoDatabaseFactory factory(MongoClient client, String database) {
        return new SimpleMongoClientDatabaseFactory(client, database) {
            @Override
            protected MongoDatabase doGetMongoDatabase(String name) {
                return super.doGetMongoDatabase(name).withCodecRegistry(REGISTRY);
            }
        };
    }

    private static CodecConverters converters() {
        return new CodecConverters(new RecordDocuments(() -> REGISTRY), Set.of(SpringCodecReading.class));
    }

    /** Spring Data's own template and converter, with the codec converters registered: the documented hook only. */
    static MongoTemplate convertersOnly(MongoClient client, String database) {
        MongoDatabaseFactory factory = factory(client, database);
        MongoCustomConversions conversions = new MongoCustomConversions(List.of(converters()));
        MongoMappingContext context = new CodecMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(new DefaultDbRefResolver(factory), context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        return new MongoTemplate(factory, converter);
    }

    /** The module's template on its converter, as the auto-configuration builds them. */
    static BsonRecordsMongoTemplate module(MongoClient client, String database) {
        MongoDatabaseFactory factory = factory(client, database);
        return new BsonRecordsMongoTemplate(factory, codecConverter(factory));
    }

    /**
     * Spring Data's own template on the module's {@code CodecMappingConverter}: what the
     * auto-configuration wires for an application that defines its own {@code MongoTemplate}. Reads
     * take Spring's path (a {@code Document} per result), the converter hands it to the codec without
     * the conversion service's per-document lookup.
     */
    static MongoTemplate springTemplateOnCodecConverter(MongoClient client, String database) {
        MongoDatabaseFactory factory = factory(client, database);
        return new MongoTemplate(factory, codecConverter(factory));
    }

    private static MappingMongoConverter codecConverter(MongoDatabaseFactory factory) {
        CodecConverters converters = converters();
        MongoCustomConversions conversions = new MongoCustomConversions(List.of(converters));
        MongoMappingContext context = new CodecMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new CodecMappingConverter(new DefaultDbRefResolver(factory), context,
                converters);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        return converter;
    }

    static SpringCodecRepository repository(MongoTemplate template) {
        return new MongoRepositoryFactory(template).getRepository(SpringCodecRepository.class);
    }
}
