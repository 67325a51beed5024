package io.github.bsonrecords.spring;

import org.bson.BsonDocumentWrapper;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.springframework.data.mongodb.core.convert.MongoConverter;
import org.springframework.data.mongodb.core.convert.QueryMapper;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.query.Query;

/**
 * A query's filter and sort for a codec read, mapped by Spring's {@link QueryMapper} against the
 * record's persistent entity exactly as the templates map them, wrapped for the driver with the
 * collection's {@code Codec<Document>}. Shared by the blocking and the reactive read paths.
 */
final class MappedQueries {
    private final MongoConverter converter;
    private final QueryMapper queryMapper;
    private volatile DocumentEncoding encoding;

    MappedQueries(MongoConverter converter) {
        this.converter = converter;
        this.queryMapper = new QueryMapper(converter);
    }

    MongoPersistentEntity<?> entity(Class<?> type) {
        return converter.getMappingContext().getRequiredPersistentEntity(type);
    }

    Bson filter(Query query, MongoPersistentEntity<?> entity, CodecRegistry registry) {
        return new BsonDocumentWrapper<>(queryMapper.getMappedObject(query.getQueryObject(), entity), documentCodec(registry));
    }

    /** The mapped sort, or null when the query is not sorted. */
    Bson sort(Query query, MongoPersistentEntity<?> entity, CodecRegistry registry) {
        return query.isSorted()
                ? new BsonDocumentWrapper<>(queryMapper.getMappedSort(query.getSortObject(), entity), documentCodec(registry))
                : null;
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
