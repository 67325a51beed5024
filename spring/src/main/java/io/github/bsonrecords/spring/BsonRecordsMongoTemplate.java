package io.github.bsonrecords.spring;

import com.mongodb.WriteConcern;
import com.mongodb.client.MongoClient;
import java.util.Collection;
import java.util.List;
import java.util.stream.Stream;
import org.springframework.beans.BeansException;
import org.springframework.context.ApplicationContext;
import org.springframework.data.mapping.callback.EntityCallbacks;
import org.springframework.data.mongodb.MongoDatabaseFactory;
import org.springframework.data.mongodb.core.ExecutableFindOperation.ExecutableFind;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.WriteConcernResolver;
import org.springframework.data.mongodb.core.convert.MongoConverter;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;

/**
 * A {@link MongoTemplate} that reads {@code @BsonRecord} records through their generated codecs:
 * {@code find}, {@code findOne}, {@code findById}, {@code findAll}, {@code stream} (and so the
 * content of a repository's pages) and the fluent {@code query(Type.class)}, which derived and
 * {@code @Query} repository methods use, query the collection typed with the record, with the
 * query, sort, skip, limit, collation, hint, read preference and read concern mapped as Spring maps
 * them. No {@code org.bson.Document} is decoded on the way.
 *
 * <p>A read stays on Spring's path, per call, when it needs what only Spring's mapping does: a
 * field projection ({@code query.fields()}), a DTO or interface result type ({@code as(...)}),
 * {@code restrict(...)}, {@code @DBRef}/{@code @DocumentReference} properties, and types with read
 * listeners or {@code AfterConvertCallback}s (see {@link EntityHooks}); so do scrolls, counts,
 * aggregations and {@code findAndModify}. Templates from {@code withSession(...)} are Spring's own and
 * run everything through Spring's path.
 *
 * <p>{@code insert} and {@code insertAll} of records run through the codec as well where nothing of
 * Spring's must run first: no {@code @Version}, no auditing, no before-convert, before-save or
 * after-save listener or callback for the type, every id set ({@link CodecInserts}). {@code save},
 * updates and everything else write as Spring writes, and with the {@link CodecConverters} store the
 * same bytes.
 */
public class BsonRecordsMongoTemplate extends MongoTemplate {
    private final EntityHooks readHooks = EntityHooks.reads();
    private final EntityHooks writeHooks = EntityHooks.writes();
    private final CodecReadable readable = new CodecReadable(() -> getMongoDatabaseFactory().getCodecRegistry(),
            this::getConverter, readHooks);
    private final CodecReads reads = new CodecReads(this);
    private final CodecInserts inserts = new CodecInserts(this, readable, writeHooks, this::prepareWriteConcern);
    private boolean settingUpContext;
    private WriteConcern writeConcern;

    public BsonRecordsMongoTemplate(MongoDatabaseFactory databaseFactory, MongoConverter converter) {
        super(databaseFactory, converter);
    }

    public BsonRecordsMongoTemplate(MongoClient client, String databaseName) {
        super(client, databaseName);
    }

    /** Turns the codec reads off (everything then reads as {@code MongoTemplate} does) or on again. */
    public void setCodecReadsEnabled(boolean enabled) {
        readable.enabled(enabled);
    }

    /** Turns the codec inserts off (inserts then run as {@code MongoTemplate} runs them) or on again. */
    public void setCodecInsertsEnabled(boolean enabled) {
        inserts.enabled(enabled);
    }

    /** Whether inserting {@code value} runs through the generated codec. */
    public boolean insertsThroughCodec(Object value) {
        return inserts.insertable(value);
    }

    /** Whether a read of {@code type} with {@code query} runs through the generated codec. */
    public boolean readsThroughCodec(Query query, Class<?> type) {
        return readable.query(query, type);
    }

    @Override
    public <T> List<T> find(Query query, Class<T> entityClass, String collectionName) {
        if (readable.query(query, entityClass)) {
            return reads.find(query, entityClass, collectionName);
        }
        return super.find(query, entityClass, collectionName);
    }

    @Override
    public <T> T findOne(Query query, Class<T> entityClass, String collectionName) {
        if (readable.query(query, entityClass)) {
            return reads.findOne(query, entityClass, collectionName);
        }
        return super.findOne(query, entityClass, collectionName);
    }

    @Override
    public <T> T findById(Object id, Class<T> entityClass, String collectionName) {
        if (readable.type(entityClass)) {
            return reads.findOne(new Query(Criteria.where(readable.idProperty(entityClass)).is(id)), entityClass,
                    collectionName);
        }
        return super.findById(id, entityClass, collectionName);
    }

    @Override
    public <T> List<T> findAll(Class<T> entityClass, String collectionName) {
        if (readable.type(entityClass)) {
            return reads.find(new Query(), entityClass, collectionName);
        }
        return super.findAll(entityClass, collectionName);
    }

    @Override
    public <T> Stream<T> stream(Query query, Class<T> entityType, String collectionName) {
        if (readable.query(query, entityType)) {
            return reads.stream(query, entityType, collectionName);
        }
        return super.stream(query, entityType, collectionName);
    }

    @Override
    public <T> ExecutableFind<T> query(Class<T> domainType) {
        ExecutableFind<T> spring = super.query(domainType);
        if (!readable.type(domainType)) {
            return spring;
        }
        return FluentCodecFind.of(spring, domainType, readable, new BlockingTerminals(reads), this::getCollectionName);
    }

    @Override
    public <T> T insert(T objectToSave, String collectionName) {
        if (objectToSave != null && collectionName != null && inserts.insertable(objectToSave)) {
            return inserts.insert(objectToSave, collectionName, writeConcern);
        }
        return super.insert(objectToSave, collectionName);
    }

    @Override
    public <T> Collection<T> insert(Collection<? extends T> batchToSave, Class<?> entityClass) {
        if (batchToSave != null && inserts.insertable(batchToSave)) {
            return inserts.insertAll(batchToSave, getCollectionName(entityClass), writeConcern);
        }
        return super.insert(batchToSave, entityClass);
    }

    @Override
    public <T> Collection<T> insert(Collection<? extends T> batchToSave, String collectionName) {
        if (batchToSave != null && collectionName != null && inserts.insertable(batchToSave)) {
            return inserts.insertAll(batchToSave, collectionName, writeConcern);
        }
        return super.insert(batchToSave, collectionName);
    }

    /** Records of one type in one batch through the codec; mixed batches as Spring runs them. */
    @Override
    public <T> Collection<T> insertAll(Collection<? extends T> objectsToSave) {
        if (objectsToSave != null && inserts.insertable(objectsToSave)) {
            return inserts.insertAll(objectsToSave, getCollectionName(objectsToSave.iterator().next().getClass()),
                    writeConcern);
        }
        return super.insertAll(objectsToSave);
    }

    @Override
    public void setWriteConcern(WriteConcern writeConcern) {
        super.setWriteConcern(writeConcern);
        this.writeConcern = writeConcern;
    }

    @Override
    public void setWriteConcernResolver(WriteConcernResolver writeConcernResolver) {
        super.setWriteConcernResolver(writeConcernResolver);
        if (writeConcernResolver != null) {
            inserts.customWriteConcerns();
        }
    }

    @Override
    public void setApplicationContext(ApplicationContext applicationContext) throws BeansException {
        settingUpContext = true;
        try {
            super.setApplicationContext(applicationContext);
        } finally {
            settingUpContext = false;
        }
        readHooks.context(applicationContext);
        writeHooks.context(applicationContext);
    }

    @Override
    public void setEntityCallbacks(EntityCallbacks entityCallbacks) {
        super.setEntityCallbacks(entityCallbacks);
        if (!settingUpContext) {
            readHooks.opaqueCallbacks();
            writeHooks.opaqueCallbacks();
        }
    }

    @Override
    public void setEntityLifecycleEventsEnabled(boolean enabled) {
        super.setEntityLifecycleEventsEnabled(enabled);
        readHooks.eventsEnabled(enabled);
        writeHooks.eventsEnabled(enabled);
    }
}
