package io.github.bsonrecords.spring;

import com.mongodb.ReadConcern;
import com.mongodb.ReadPreference;
import com.mongodb.client.FindIterable;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoCursor;
import java.util.ArrayList;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.query.Query;

/**
 * Runs a template's reads of a record through the collection typed with the record, so the driver
 * hands each document's bytes to the generated codec and no {@code org.bson.Document} is built. The
 * query and sort are mapped as {@code MongoTemplate} maps them ({@link MappedQueries}); the rest is
 * {@link CursorOptions}. Runs inside
 * {@link MongoTemplate#execute(String, org.springframework.data.mongodb.core.CollectionCallback)}, so
 * the collection is the template's (its read preference and write concern, bound to the current
 * session or transaction) and exceptions are translated as the template translates them.
 */
final class CodecReads {
    private final MongoTemplate template;
    private final MappedQueries queries;

    CodecReads(MongoTemplate template) {
        this.template = template;
        this.queries = new MappedQueries(template.getConverter());
    }

    <T> List<T> find(Query query, Class<T> type, String collectionName) {
        return find(query, type, collectionName, 0);
    }

    /** {@code limitOverride} > 0 replaces the query's limit, as the fluent API's {@code oneValue} and {@code firstValue} do. */
    <T> List<T> find(Query query, Class<T> type, String collectionName, int limitOverride) {
        return template.execute(collectionName, collection -> {
            FindIterable<T> cursor = cursor(collection, query, type);
            if (limitOverride > 0) {
                cursor = cursor.limit(limitOverride);
            }
            return cursor.into(new ArrayList<>());
        });
    }

    <T> T findOne(Query query, Class<T> type, String collectionName) {
        return template.execute(collectionName, collection -> cursor(collection, query, type).first());
    }

    /** The fluent API's {@code oneValue()}: null, the one result, or Spring's exception for more than one. */
    <T> T oneValue(Query query, Class<T> type, String collectionName) {
        List<T> results = find(query, type, collectionName, 2);
        if (results.size() > 1) {
            throw new IncorrectResultSizeDataAccessException("Query " + query + " returned non unique result", 1);
        }
        return results.isEmpty() ? null : results.get(0);
    }

    <T> Stream<T> stream(Query query, Class<T> type, String collectionName) {
        MongoCursor<T> cursor = template.execute(collectionName, collection -> cursor(collection, query, type).iterator());
        TranslatingIterator<T> results = new TranslatingIterator<>(cursor, template.getExceptionTranslator());
        return StreamSupport.stream(Spliterators.spliteratorUnknownSize(results, Spliterator.ORDERED), false)
                .onClose(results::close);
    }

    private <T> FindIterable<T> cursor(MongoCollection<Document> collection, Query query, Class<T> type) {
        MongoPersistentEntity<?> entity = queries.entity(type);
        CodecRegistry registry = collection.getCodecRegistry();
        MongoCollection<T> typed = collection(collection, query).withDocumentClass(type);
        FindIterableCursor<T> cursor = new FindIterableCursor<>(typed.find(queries.filter(query, entity, registry)));
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
