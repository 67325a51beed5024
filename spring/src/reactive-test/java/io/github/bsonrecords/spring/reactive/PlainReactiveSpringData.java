package io.github.bsonrecords.spring.reactive;

import com.mongodb.reactivestreams.client.MongoClient;
import io.github.bsonrecords.spring.parity.BsonPropertyNames;
import java.util.List;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.data.mongodb.core.SimpleReactiveMongoDatabaseFactory;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.repository.support.ReactiveMongoRepositoryFactory;

/**
 * Reactive Spring Data MongoDB as shipped: its own {@code MongoMappingContext}, {@code MappingMongoConverter}
 * (as Boot's reactive configuration builds it, without {@code @DBRef} resolution), {@code ReactiveMongoTemplate}
 * and {@code ReactiveMongoRepositoryFactory}, reflection and {@code _class} and all; its one setting is
 * {@link BsonPropertyNames}, as on the blocking suite's plain side.
 */
final class PlainReactiveSpringData {
    static final String DATABASE = "plain";

    final ReactiveMongoTemplate template;
    private final ReactiveMongoRepositoryFactory repositories;

    PlainReactiveSpringData(MongoClient client) {
        SimpleReactiveMongoDatabaseFactory factory = new SimpleReactiveMongoDatabaseFactory(client, DATABASE);
        MongoCustomConversions conversions = new MongoCustomConversions(List.of());
        MongoMappingContext context = new MongoMappingContext();
        context.setFieldNamingStrategy(new BsonPropertyNames());
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        template = new ReactiveMongoTemplate(factory, converter);
        repositories = new ReactiveMongoRepositoryFactory(template);
    }

    <R> R repository(Class<R> type) {
        return repositories.getRepository(type);
    }
}
