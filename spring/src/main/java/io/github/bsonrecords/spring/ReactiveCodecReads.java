package io.github.bsonrecords.spring;

import com.mongodb.ReadConcern;
import com.mongodb.ReadPreference;
import com.mongodb.reactivestreams.client.FindPublisher;
import com.mongodb.reactivestreams.client.MongoCollection;
import java.util.List;
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
        MongoCollection<T> typed = collection(collection, query).withDocumentClass(type);
        FindPublisherCursor<T> cursor = new FindPublisherCursor<>(typed.find(queries.filter(query, entity, registry)));
        CursorOptions.apply(cursor, query, queries.sort(query, entity, registry), entity, template.getMongoDatabaseFactory());
        return cursor.find();
    }

    /** The collection with the query's read concern and read preference ({@link CursorOptions}). */
    static <T> MongoCollection<T> collection(MongoCollection<T> collection, Query query) {
        MongoCollection<T> prepared = collection;
        ReadConcern concern = CursorOptions.readConcern(query, prepared.getReadConcern());
        if (concern != null) {
            prepared = prepared.withReadConcern(concern);
        }
        ReadPreference preference = CursorOptions.readPreference(query, prepared.getReadPreference());
        if (preference != null) {
            prepared = prepared.withReadPreference(preference);
        }
        return prepared;
    }
}
