package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.data.mongodb.core.query.Criteria.where;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.app.Reading;
import java.time.Instant;
import java.util.List;
import java.util.Set;
import org.bson.RawBsonDocument;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.SimpleMongoClientDatabaseFactory;
import org.springframework.data.mongodb.core.aggregation.Aggregation;
import org.springframework.data.mongodb.core.convert.DefaultDbRefResolver;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.Update;

/**
 * Spring Data's own {@code MongoTemplate} and {@code MappingMongoConverter}, with only the codec
 * converters registered (the documented hook): every Spring path stores and reads the codec's BSON,
 * aggregations and {@code findAndModify} included.
 */
class ConvertersOnlyTest {
    private final MongoServer server = new MongoServer(new MemoryBackend());
    private final MongoClient client;
    private final MongoTemplate template;

    ConvertersOnlyTest() {
        server.bind("127.0.0.1", 0);
        CodecRegistry registry = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());
        client = MongoClients.create(MongoClientSettings.builder()
                .applyConnectionString(new ConnectionString("mongodb://127.0.0.1:" + server.getLocalAddress().getPort()))
                .codecRegistry(registry).build());
        SimpleMongoClientDatabaseFactory factory = new SimpleMongoClientDatabaseFactory(client, "converters");
        CodecConverters converters = new CodecConverters(new RecordDocuments(() -> registry), Set.of(Reading.class));
        MongoCustomConversions conversions = new MongoCustomConversions(List.of(converters));
        CodecMappingContext context = new CodecMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(new DefaultDbRefResolver(factory), context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        template = new MongoTemplate(factory, converter);
    }

    @AfterEach
    void stop() {
        client.close();
        server.shutdownNow();
    }

    private byte[] stored(ObjectId id) {
        RawBsonDocument raw = template.getCollection("readings").withDocumentClass(RawBsonDocument.class)
                .find(new org.bson.Document("_id", id)).first();
        byte[] copy = new byte[raw.getByteBuffer().remaining()];
        raw.getByteBuffer().get(copy);
        return copy;
    }

    @Test
    void springsOwnPathsStoreAndReadTheCodecsBson() {
        Instant at = Instant.ofEpochMilli(1_700_000_000_000L);
        Reading one = new Reading(new ObjectId(), "s-1", at, 1.5, Reading.Status.OK, List.of("a"));
        Reading two = new Reading(new ObjectId(), "s-1", at.plusSeconds(1), 2.5, Reading.Status.FAULTY, List.of());
        template.insert(one);
        template.save(two);
        assertArrayEquals(BsonRecords.toBson(one), stored(one.id()));
        assertArrayEquals(BsonRecords.toBson(two), stored(two.id()));
        assertEquals(List.of(one, two), template.find(Query.query(where("sensorId").is("s-1")).with(Sort.by("at")),
                Reading.class));
        assertEquals(two, template.findById(two.id(), Reading.class));
        assertEquals(List.of(two), template.aggregate(Aggregation.newAggregation(
                Aggregation.match(where("status").is(Reading.Status.FAULTY))), "readings", Reading.class)
                .getMappedResults());
        Reading warmer = new Reading(one.id(), "s-1", at, 9.5, Reading.Status.OK, List.of("a"));
        assertEquals(one, template.findAndModify(Query.query(where("id").is(one.id())), Update.update("celsius", 9.5),
                Reading.class));
        assertEquals(warmer, template.getCollection("readings").withDocumentClass(Reading.class)
                .find(new org.bson.Document("_id", one.id())).first());
        assertArrayEquals(BsonRecords.toBson(warmer), stored(one.id()));
    }
}
