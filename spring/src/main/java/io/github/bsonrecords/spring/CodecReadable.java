package io.github.bsonrecords.spring;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.codec.write.BinaryCodec;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.data.mongodb.core.convert.MongoConverter;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;
import org.springframework.data.mongodb.core.query.Query;

/**
 * Which reads {@link CodecReads} may run, and which stay on Spring's path. A type qualifies when it
 * is a {@code @BsonRecord} record whose generated codec the client's registry serves, with no
 * {@code @DBRef}, {@code @DocumentReference} or {@code @TextScore} property (Spring resolves those
 * while it maps) and no read listener or {@code AfterConvertCallback} ({@link EntityHooks#reads}). A query
 * qualifies when it selects no fields ({@code query.fields()}), restricts no types
 * ({@code restrict}) and sets no cursor flag Spring does not support either. The blocking and the
 * reactive template decide alike through it, each with its client's registry, its converter and the
 * hooks of its kind of read.
 */
final class CodecReadable {
    private final Supplier<CodecRegistry> registry;
    private final Supplier<MongoConverter> converter;
    private final EntityHooks hooks;
    private final Map<Class<?>, Boolean> types = new ConcurrentHashMap<>();
    private volatile boolean enabled = true;

    /** {@code registry} and {@code converter} are asked on use, so a template may pass its own before it is built. */
    CodecReadable(Supplier<CodecRegistry> registry, Supplier<MongoConverter> converter, EntityHooks hooks) {
        this.registry = registry;
        this.converter = converter;
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

    /** The name of {@code type}'s id property, for a {@code findById} as a query. */
    String idProperty(Class<?> type) {
        MongoPersistentEntity<?> entity = converter.get().getMappingContext().getRequiredPersistentEntity(type);
        MongoPersistentProperty id = entity.getIdProperty();
        return id == null ? "_id" : id.getName();
    }

    private boolean qualifies(Class<?> type) {
        // HexStringIds: the stored _id may be an ObjectId where the codec reads a string; Spring's path hands
        // the codec the hex string
        if (!type.isRecord() || !type.isAnnotationPresent(BsonRecord.class) || HexStringIds.applies(type)) {
            return false;
        }
        try {
            if (!(registry.get().get(type) instanceof BinaryCodec<?>)) {
                return false;
            }
        } catch (CodecConfigurationException e) {
            return false;
        }
        MongoPersistentEntity<?> entity = converter.get().getMappingContext().getPersistentEntity(type);
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
