package io.github.bsonrecords.spring;

import com.mongodb.WriteConcern;
import com.mongodb.client.MongoCollection;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.springframework.data.mongodb.core.MongoAction;
import org.springframework.data.mongodb.core.MongoActionOperation;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;

/**
 * Inserts of records through the collection typed with the record, so the generated codec writes
 * the bytes (with its splice of pre-encoded field names) and no {@code org.bson.Document} is built,
 * where nothing of Spring's must run first: the type is a record the codec reads and writes whole
 * ({@link CodecReadable#codecRecord}), has no {@code @Version}, nothing listens to or calls back on
 * its saves ({@link EntityHooks#writes}, auditing included), and every record has its id (Spring
 * would otherwise generate one and set it on a copy). The write concern is the template's, resolved
 * as Spring resolves it; with a custom {@code WriteConcernResolver} (which may read the mapped
 * document) inserts stay on Spring's path.
 */
final class CodecInserts {
    private final MongoTemplate template;
    private final CodecReadable records;
    private final EntityHooks hooks;
    private final Function<MongoAction, WriteConcern> writeConcern;
    private final Map<Class<?>, Boolean> unversioned = new ConcurrentHashMap<>();
    private volatile boolean enabled = true;
    private volatile boolean customWriteConcerns;

    CodecInserts(MongoTemplate template, CodecReadable records, EntityHooks hooks,
            Function<MongoAction, WriteConcern> writeConcern) {
        this.template = template;
        this.records = records;
        this.hooks = hooks;
        this.writeConcern = writeConcern;
    }

    void enabled(boolean enabled) {
        this.enabled = enabled;
    }

    void customWriteConcerns() {
        this.customWriteConcerns = true;
    }

    boolean insertable(Object value) {
        Class<?> type = value.getClass();
        if (!enabled || customWriteConcerns || !records.codecRecord(type) || hooks.hooked(type)
                || !unversioned.computeIfAbsent(type, this::unversioned)) {
            return false;
        }
        MongoPersistentEntity<?> entity = entity(type);
        MongoPersistentProperty id = entity.getIdProperty();
        return id == null || entity.getPropertyAccessor(value).getProperty(id) != null;
    }

    boolean insertable(Collection<?> values) {
        if (values.isEmpty()) {
            return false;
        }
        Class<?> type = null;
        for (Object value : values) {
            if (value == null || (type != null && value.getClass() != type) || !insertable(value)) {
                return false;
            }
            type = value.getClass();
        }
        return true;
    }

    <T> T insert(T value, String collectionName, WriteConcern templateWriteConcern) {
        @SuppressWarnings("unchecked")
        Class<T> type = (Class<T>) value.getClass();
        template.execute(collectionName, collection -> {
            typed(collection, type, collectionName, MongoActionOperation.INSERT, templateWriteConcern).insertOne(value);
            return null;
        });
        return value;
    }

    <T> List<T> insertAll(Collection<? extends T> values, String collectionName, WriteConcern templateWriteConcern) {
        List<T> batch = new ArrayList<>(values);
        @SuppressWarnings("unchecked")
        Class<T> type = (Class<T>) batch.get(0).getClass();
        template.execute(collectionName, collection -> {
            typed(collection, type, collectionName, MongoActionOperation.INSERT_LIST, templateWriteConcern)
                    .insertMany(batch);
            return null;
        });
        return batch;
    }

    private <T> MongoCollection<T> typed(MongoCollection<org.bson.Document> collection, Class<T> type, String name,
            MongoActionOperation operation, WriteConcern templateWriteConcern) {
        WriteConcern concern = writeConcern.apply(new MongoAction(templateWriteConcern, operation, name, type, null, null));
        MongoCollection<T> typed = collection.withDocumentClass(type);
        return concern == null ? typed : typed.withWriteConcern(concern);
    }

    private boolean unversioned(Class<?> type) {
        return !entity(type).hasVersionProperty();
    }

    private MongoPersistentEntity<?> entity(Class<?> type) {
        return template.getConverter().getMappingContext().getRequiredPersistentEntity(type);
    }
}
