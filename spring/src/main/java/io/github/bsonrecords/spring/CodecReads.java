package io.github.bsonrecords.spring;

import com.mongodb.client.FindIterable;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoCursor;
import java.util.ArrayList;
import java.util.List;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;
import org.bson.BsonDocumentWrapper;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.convert.QueryMapper;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.query.Query;

/**
 * Runs a template's reads of a record through the collection typed with the record, so the driver
 * hands each document's bytes to the generated codec and no {@code org.bson.Document} is built. The
 * query and sort are mapped by Spring's {@link QueryMapper} against the record's persistent entity,
 * exactly as {@code MongoTemplate} maps them; the rest is {@link CursorOptions}. Runs inside
 * {@link MongoTemplate#execute(String, org.springframework.data.mongodb.core.CollectionCallback)}, so
 * the collection is the template's (its read preference and write concern, bound to the current
 * session or transaction) and exceptions are translated as the template translates them.
 */
final class CodecReads {
    private final MongoTemplate template;
    private final QueryMapper queryMapper;
    private volatile DocumentEncoding encoding;

    CodecReads(MongoTemplate template) {
        this.template = template;
        this.queryMapper = new QueryMapper(template.getConverter());
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
        MongoPersistentEntity<?> entity = template.getConverter().getMappingContext().getRequiredPersistentEntity(type);
        Codec<Document> documents = documentCodec(collection.getCodecRegistry());
        Bson filter = new BsonDocumentWrapper<>(queryMapper.getMappedObject(query.getQueryObject(), entity), documents);
        Bson sort = query.isSorted()
                ? new BsonDocumentWrapper<>(queryMapper.getMappedSort(query.getSortObject(), entity), documents)
                : null;
        MongoCollection<T> typed = CursorOptions.collection(collection, query).withDocumentClass(type);
        return CursorOptions.cursor(typed.find(filter), query, sort, entity, template.getMongoDatabaseFactory());
    }

    /**
     * The collection's codec for the mapped filter and sort, which the driver would look up itself
     * (as {@code Document.toBsonDocument} does) in the collection's registry. That registry is a new
     * one for every collection the template hands over, so the driver's lookup built a new
     * {@code DocumentCodec} on every read; the registries compare equal while the client's registry and
     * UUID representation are the same, so the codec is kept for them.
     */
    private Codec<Document> documentCodec(CodecRegistry registry) {
        DocumentEncoding current = encoding;
        if (current == null || !current.registry().equals(registry)) {
            current = new DocumentEncoding(registry, registry.get(Document.class));
            encoding = current;
        }
        return current.codec();
    }

    private record DocumentEncoding(CodecRegistry registry, Codec<Document> codec) {
    }
}
