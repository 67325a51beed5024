package io.github.bsonrecords.benchmarks.e2e;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.reactivestreams.client.MongoClient;
import com.mongodb.reactivestreams.client.MongoClients;
import com.mongodb.reactivestreams.client.MongoDatabase;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryWorkload;
import io.github.bsonrecords.spring.BsonRecordsReactiveMongoTemplate;
import io.github.bsonrecords.spring.CodecConverters;
import io.github.bsonrecords.spring.CodecMappingContext;
import io.github.bsonrecords.spring.CodecMappingConverter;
import io.github.bsonrecords.spring.RecordDocuments;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.function.Supplier;
import org.bson.Document;
import org.bson.codecs.configuration.CodecRegistry;
import org.springframework.data.mongodb.ReactiveMongoDatabaseFactory;
import org.springframework.data.mongodb.core.ReactiveMongoTemplate;
import org.springframework.data.mongodb.core.SimpleReactiveMongoDatabaseFactory;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.repository.support.ReactiveMongoRepositoryFactory;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/**
 * The reactive suite's server, client and contenders: the blocking suite's 1,000 stored readings
 * ({@link EndToEndWorkload#FIND}, the same documents) read with {@code findAll} through the reactive driver,
 * each contender wired as its application would be (without an application context, as the blocking suite's
 * Spring contenders run): plain reactive Spring Data; Spring's {@code ReactiveMongoTemplate} on the module's
 * {@code CodecMappingConverter}, which is what a reactive application with the module got before its reactive
 * template; the module's {@code BsonRecordsReactiveMongoTemplate}; each template's repository; and the reactive
 * driver's collection typed with the record. The client's registry has the generated codecs first.
 */
public final class ReactiveFindWorkload implements AutoCloseable {
    private static final Duration TIMEOUT = Duration.ofSeconds(60);
    private static final CodecRegistry REGISTRY = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());

    private final MongoServer server;
    private final MongoClient client;
    private final MongoDatabase database;
    private final List<Document> storedDocuments;

    public ReactiveFindWorkload() {
        server = new MongoServer(new MemoryBackend());
        server.bind("127.0.0.1", 0);
        client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString("mongodb://127.0.0.1:" + server.getLocalAddress().getPort()))
                .codecRegistry(REGISTRY).build());
        database = client.getDatabase(EndToEndWorkload.DATABASE);
        storedDocuments = TelemetryDocuments.stored(new TelemetryWorkload(EndToEndWorkload.FIND));
        Mono.from(database.getCollection(EndToEndWorkload.READ_COLLECTION).insertMany(storedDocuments)).block(TIMEOUT);
    }

    /** What every contender reads, as the blocking suite's module contenders read it. */
    public List<SpringCodecReading> expected() {
        return storedDocuments.stream().map(d -> new SpringCodecReading(d.getObjectId("_id"), d.getString("sensorId"),
                d.getDate("ts").toInstant(), d.getDouble("temp"), d.getDouble("humidity"), d.getDouble("pressure")))
                .toList();
    }

    /** The contender's {@code findAll}, subscribed and waited for: its results as a list. */
    public Supplier<List<?>> findAll(ReactiveContender contender) {
        Supplier<Flux<?>> find = switch (contender) {
            case SPRING_DATA_TEMPLATE -> {
                ReactiveMongoTemplate template = springData();
                yield () -> template.findAll(SpringReactiveReading.class);
            }
            case SPRING_DATA_REPOSITORY -> {
                SpringReactiveRepository repository = new ReactiveMongoRepositoryFactory(springData())
                        .getRepository(SpringReactiveRepository.class);
                yield repository::findAll;
            }
            case CODEC_CONVERTER_TEMPLATE -> {
                ReactiveMongoTemplate template = new ReactiveMongoTemplate(factory(), codecConverter());
                yield () -> template.findAll(SpringCodecReading.class);
            }
            case CODEC_CONVERTER_REPOSITORY -> codecRepository(new ReactiveMongoTemplate(factory(), codecConverter()));
            case MODULE_TEMPLATE -> {
                ReactiveMongoTemplate template = module();
                yield () -> template.findAll(SpringCodecReading.class);
            }
            case MODULE_REPOSITORY -> codecRepository(module());
            case DRIVER_CODEC -> () -> Flux.from(database.getCollection(EndToEndWorkload.READ_COLLECTION,
                    SpringCodecReading.class).find());
        };
        return () -> find.get().collectList().block(TIMEOUT);
    }

    private static Supplier<Flux<?>> codecRepository(ReactiveMongoTemplate template) {
        SpringCodecReactiveRepository repository = new ReactiveMongoRepositoryFactory(template)
                .getRepository(SpringCodecReactiveRepository.class);
        return repository::findAll;
    }

    private ReactiveMongoDatabaseFactory factory() {
        return new SimpleReactiveMongoDatabaseFactory(client, EndToEndWorkload.DATABASE);
    }

    /** Spring Data as shipped, as Boot's reactive configuration builds it. */
    private ReactiveMongoTemplate springData() {
        MongoCustomConversions conversions = new MongoCustomConversions(List.of());
        MongoMappingContext context = new MongoMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        return new ReactiveMongoTemplate(factory(), converter);
    }

    /** The module's reactive template on its converter, as the auto-configuration builds them. */
    private ReactiveMongoTemplate module() {
        return new BsonRecordsReactiveMongoTemplate(factory(), codecConverter());
    }

    private static MappingMongoConverter codecConverter() {
        CodecConverters converters = new CodecConverters(new RecordDocuments(() -> REGISTRY), Set.of(SpringCodecReading.class));
        MongoCustomConversions conversions = new MongoCustomConversions(List.of(converters));
        MongoMappingContext context = new CodecMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new CodecMappingConverter(NoOpDbRefResolver.INSTANCE, context, converters);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        return converter;
    }

    @Override
    public void close() {
        client.close();
        server.shutdownNow();
    }
}
