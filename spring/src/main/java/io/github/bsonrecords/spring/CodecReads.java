package io.github.bsonrecords.spring;

import com.mongodb.client.FindIterable;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoCursor;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
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
        DriverFind<MongoCollection<T>, FindIterable<T>> driver = driver();
        MongoCollection<T> typed = CursorOptions.collection(collection.withDocumentClass(type), driver, query);
        return CursorOptions.apply(typed.find(queries.filter(query, entity, registry)), driver, query,
                queries.sort(query, entity, registry), entity, template.getMongoDatabaseFactory());
    }

    /** The sync driver's methods for {@link CursorOptions}. */
    static <T> DriverFind<MongoCollection<T>, FindIterable<T>> driver() {
        return new DriverFind<>(MongoCollection::getReadConcern, MongoCollection::withReadConcern,
                MongoCollection::getReadPreference, MongoCollection::withReadPreference,
                FindIterable::collation, FindIterable::skip, FindIterable::limit, FindIterable::sort, FindIterable::hint,
                FindIterable::hintString, FindIterable::comment,
                (find, milliseconds) -> find.maxTime(milliseconds, TimeUnit.MILLISECONDS), FindIterable::batchSize,
                FindIterable::allowDiskUse, find -> find.noCursorTimeout(true), find -> find.partial(true));
    }
}
