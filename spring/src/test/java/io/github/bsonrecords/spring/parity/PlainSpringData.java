package io.github.bsonrecords.spring.parity;

import com.mongodb.client.MongoClient;
import java.util.List;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.convert.DefaultDbRefResolver;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.repository.support.MongoRepositoryFactory;

/**
 * Spring Data MongoDB as shipped: its own {@code MongoMappingContext}, {@code MappingMongoConverter},
 * {@code MongoTemplate} and {@code MongoRepositoryFactory}, reflection and {@code _class} and all. Its
 * one setting is {@link BsonPropertyNames}.
 */
final class PlainSpringData {
    static final String DATABASE = "plain";

    final MongoTemplate template;
    private final MongoRepositoryFactory repositories;

    PlainSpringData(MongoClient client) {
        SimpleMongoClientDatabaseFactory factory = new SimpleMongoClientDatabaseFactory(client, DATABASE);
        MongoCustomConversions conversions = new MongoCustomConversions(List.of());
        MongoMappingContext context = new MongoMappingContext();
        context.setFieldNamingStrategy(new BsonPropertyNames());
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(new DefaultDbRefResolver(factory), context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        template = new MongoTemplate(factory, converter);
        repositories = new MongoRepositoryFactory(template);
    }

    <R> R repository(Class<R> type) {
        return repositories.getRepository(type);
    }
}
