package io.github.bsonrecords.spring;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.codec.write.BinaryCodec;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;
import org.springframework.data.mongodb.core.query.Query;

/**
 * Which reads {@link CodecReads} may run, and which stay on Spring's path. A type qualifies when it
 * is a {@code @BsonRecord} record whose generated codec the client's registry serves, with no
 * {@code @DBRef}, {@code @DocumentReference} or {@code @TextScore} property (Spring resolves those
 * while it maps) and no read listener or {@code AfterConvertCallback} ({@link EntityHooks#reads}). A query
 * qualifies when it selects no fields ({@code query.fields()}), restricts no types
 * ({@code restrict}) and sets no cursor flag Spring does not support either.
 */
final class CodecReadable {
    private final MongoTemplate template;
    private final EntityHooks hooks;
    private final Map<Class<?>, Boolean> types = new ConcurrentHashMap<>();
    private volatile boolean enabled = true;

    CodecReadable(MongoTemplate template, EntityHooks hooks) {
        this.template = template;
        this.hooks = hooks;
    }

    void enabled(boolean enabled) {
        this.enabled = enabled;
    }

    boolean type(Class<?> type) {
        return enabled && codecRecord(type) && !hooks.hooked(type);
    }

    /** A record the codec reads and writes whole, whatever listens (see the class comment). */
    boolean codecRecord(Class<?> type) {
        return types.computeIfAbsent(type, this::qualifies);
    }

    boolean query(Query query, Class<?> type) {
        return type(type) && query.getFieldsObject().isEmpty() && query.getRestrictedTypes().isEmpty()
                && CursorOptions.supported(query.getMeta());
    }

    private boolean qualifies(Class<?> type) {
        // HexStringIds: the stored _id may be an ObjectId where the codec reads a string; Spring's path hands
        // the codec the hex string
        if (!type.isRecord() || !type.isAnnotationPresent(BsonRecord.class) || HexStringIds.applies(type)) {
            return false;
        }
        try {
            if (!(template.getMongoDatabaseFactory().getCodecRegistry().get(type) instanceof BinaryCodec<?>)) {
                return false;
            }
        } catch (CodecConfigurationException e) {
            return false;
        }
        MongoPersistentEntity<?> entity = template.getConverter().getMappingContext().getPersistentEntity(type);
        if (entity == null || entity.hasTextScoreProperty()) {
            return false;
        }
        boolean[] references = {false};
        entity.doWithProperties((MongoPersistentProperty property) -> {
            if (property.isDbReference() || property.isDocumentReference()) {
                references[0] = true;
            }
        });
        entity.doWithAssociations((org.springframework.data.mapping.Association<MongoPersistentProperty> association) ->
                references[0] = true);
        return !references[0];
    }
}
