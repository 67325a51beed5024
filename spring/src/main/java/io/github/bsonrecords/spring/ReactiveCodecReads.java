package io.github.bsonrecords.spring;

import com.mongodb.reactivestreams.client.FindPublisher;
import com.mongodb.reactivestreams.client.MongoCollection;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.query.Query;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * {@link CodecReads} for the reactive template: reads of a record through the reactive driver's
 * collection typed with the record, so the driver hands each document's bytes to the generated codec
 * on its own threads and no {@code org.bson.Document} is built; the query mapped as
 * {@code ReactiveMongoTemplate} maps it ({@link MappedQueries}), the rest is {@link CursorOptions}. Runs
 * inside {@link ReactiveMongoTemplate#createFlux(String, org.springframework.data.mongodb.core.ReactiveCollectionCallback)},
 * so the collection is the template's (bound to the subscriber's session or transaction) and errors
 * are translated as the template translates them.
 */
final class ReactiveCodecReads {
    private final ReactiveMongoTemplate template;
    private final MappedQueries queries;

    ReactiveCodecReads(ReactiveMongoTemplate template) {
        this.template = template;
        this.queries = new MappedQueries(template.getConverter());
    }

    <T> Flux<T> find(Query query, Class<T> type, String collectionName) {
        return find(query, type, collectionName, 0);
    }

    /** {@code limitOverride} > 0 replaces the query's limit, as the fluent API's {@code one} and {@code first} do. */
    <T> Flux<T> find(Query query, Class<T> type, String collectionName, int limitOverride) {
        return template.createFlux(collectionName, collection -> {
            FindPublisher<T> cursor = cursor(collection, query, type);
            return limitOverride > 0 ? cursor.limit(limitOverride) : cursor;
        });
    }

    <T> Mono<T> findOne(Query query, Class<T> type, String collectionName) {
        return template.createMono(collectionName, collection -> cursor(collection, query, type).first());
    }

    /** The fluent API's {@code one()}: empty, the one result, or Spring's error for more than one. */
    <T> Mono<T> one(Query query, Class<T> type, String collectionName) {
        return find(query, type, collectionName, 2).collectList().flatMap(results -> oneOf(results, query));
    }

    private static <T> Mono<T> oneOf(List<T> results, Query query) {
        if (results.size() > 1) {
            return Mono.error(new IncorrectResultSizeDataAccessException("Query " + query + " returned non unique result", 1));
        }
        return results.isEmpty() ? Mono.empty() : Mono.just(results.get(0));
    }

    private <T> FindPublisher<T> cursor(MongoCollection<Document> collection, Query query, Class<T> type) {
        MongoPersistentEntity<?> entity = queries.entity(type);
        CodecRegistry registry = collection.getCodecRegistry();
        DriverFind<MongoCollection<T>, FindPublisher<T>> driver = driver();
        MongoCollection<T> typed = CursorOptions.collection(collection.withDocumentClass(type), driver, query);
        return CursorOptions.apply(typed.find(queries.filter(query, entity, registry)), driver, query,
                queries.sort(query, entity, registry), entity, template.getMongoDatabaseFactory());
    }

    /** The reactive driver's methods for {@link CursorOptions}. */
    static <T> DriverFind<MongoCollection<T>, FindPublisher<T>> driver() {
        return new DriverFind<>(MongoCollection::getReadConcern, MongoCollection::withReadConcern,
                MongoCollection::getReadPreference, MongoCollection::withReadPreference,
                FindPublisher::collation, FindPublisher::skip, FindPublisher::limit, FindPublisher::sort, FindPublisher::hint,
                FindPublisher::hintString, FindPublisher::comment,
                (find, milliseconds) -> find.maxTime(milliseconds, TimeUnit.MILLISECONDS), FindPublisher::batchSize,
                FindPublisher::allowDiskUse, find -> find.noCursorTimeout(true), find -> find.partial(true));
    }
}
