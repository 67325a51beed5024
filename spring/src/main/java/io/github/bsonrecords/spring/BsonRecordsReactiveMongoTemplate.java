package io.github.bsonrecords.spring;

import com.mongodb.reactivestreams.client.MongoClient;
import org.springframework.beans.BeansException;
import org.springframework.context.ApplicationContext;
import org.springframework.data.mapping.callback.ReactiveEntityCallbacks;
import org.springframework.data.mongodb.ReactiveMongoDatabaseFactory;
import org.springframework.data.mongodb.core.ReactiveFindOperation.ReactiveFind;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.data.mongodb.core.convert.MongoConverter;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The reactive counterpart of {@link BsonRecordsMongoTemplate}: a {@link ReactiveMongoTemplate} that
 * reads {@code @BsonRecord} records through their generated codecs. {@code find}, {@code findOne},
 * {@code findById}, {@code findAll} and the fluent {@code query(Type.class)} ({@code all}, {@code first},
 * {@code one}), and so reactive repositories' CRUD reads and their derived and {@code @Query} methods,
 * query the reactive driver's collection typed with the record, with the query, sort, skip, limit,
 * collation, hint, read preference and read concern mapped as Spring maps them.
 *
 * <p>It falls back to Spring's path per call exactly where the blocking template does ({@link CodecReadable}
 * decides for both): field projections, DTO or interface result types, {@code restrict(...)},
 * {@code @DBRef}/{@code @DocumentReference} properties, types with read listeners or a
 * {@code ReactiveAfterConvertCallback}; scrolls, tailable cursors, counts, aggregations and
 * {@code findAndModify} are Spring's, and so is every write (with the {@link CodecConverters}, the same bytes).
 */
public class BsonRecordsReactiveMongoTemplate extends ReactiveMongoTemplate {
    private final EntityHooks readHooks = EntityHooks.reactiveReads();
    private final CodecReadable readable = new CodecReadable(() -> getMongoDatabaseFactory().getCodecRegistry(),
            this::getConverter, readHooks);
    private final ReactiveCodecReads reads = new ReactiveCodecReads(this);
    private boolean settingUpContext;

    public BsonRecordsReactiveMongoTemplate(ReactiveMongoDatabaseFactory databaseFactory, MongoConverter converter) {
        super(databaseFactory, converter);
    }

    public BsonRecordsReactiveMongoTemplate(MongoClient client, String databaseName) {
        super(client, databaseName);
    }

    /** Turns the codec reads off (everything then reads as {@code ReactiveMongoTemplate} does) or on again. */
    public void setCodecReadsEnabled(boolean enabled) {
        readable.enabled(enabled);
    }

    /** Whether a read of {@code type} with {@code query} runs through the generated codec. */
    public boolean readsThroughCodec(Query query, Class<?> type) {
        return readable.query(query, type);
    }

    @Override
    public <T> Flux<T> find(Query query, Class<T> entityClass, String collectionName) {
        if (readable.query(query, entityClass)) {
            return reads.find(query, entityClass, collectionName);
        }
        return super.find(query, entityClass, collectionName);
    }

    @Override
    public <T> Mono<T> findOne(Query query, Class<T> entityClass, String collectionName) {
        if (readable.query(query, entityClass)) {
            return reads.findOne(query, entityClass, collectionName);
        }
        return super.findOne(query, entityClass, collectionName);
    }

    @Override
    public <T> Mono<T> findById(Object id, Class<T> entityClass, String collectionName) {
        if (readable.type(entityClass)) {
            return reads.findOne(new Query(Criteria.where(readable.idProperty(entityClass)).is(id)), entityClass,
                    collectionName);
        }
        return super.findById(id, entityClass, collectionName);
    }

    @Override
    public <T> Flux<T> findAll(Class<T> entityClass, String collectionName) {
        if (readable.type(entityClass)) {
            return reads.find(new Query(), entityClass, collectionName);
        }
        return super.findAll(entityClass, collectionName);
    }

    @Override
    public <T> ReactiveFind<T> query(Class<T> domainType) {
        ReactiveFind<T> spring = super.query(domainType);
        if (!readable.type(domainType)) {
            return spring;
        }
        return FluentCodecFind.of(spring, domainType, readable, new ReactiveTerminals(reads), this::getCollectionName);
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
    }

    @Override
    public void setEntityCallbacks(ReactiveEntityCallbacks entityCallbacks) {
        super.setEntityCallbacks(entityCallbacks);
        if (!settingUpContext) {
            readHooks.opaqueCallbacks();
        }
    }

    @Override
    public void setEntityLifecycleEventsEnabled(boolean enabled) {
        super.setEntityLifecycleEventsEnabled(enabled);
        readHooks.eventsEnabled(enabled);
    }
}
