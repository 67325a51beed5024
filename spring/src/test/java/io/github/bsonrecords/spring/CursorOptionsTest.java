package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.data.mongodb.core.query.Criteria.where;

import com.mongodb.ReadConcern;
import com.mongodb.ReadPreference;
import com.mongodb.client.FindIterable;
import com.mongodb.client.MongoCollection;
import io.github.bsonrecords.spring.app.Reading;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.convert.QueryMapper;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.query.Collation;
import org.springframework.data.mongodb.core.query.Meta;
import org.springframework.data.mongodb.core.query.Query;

/** What the codec reads apply to the collection and the cursor, call by call, as MongoTemplate applies it. */
class CursorOptionsTest {
    private final List<String> calls = new ArrayList<>();

    @SuppressWarnings("unchecked")
    private <T> T recording(Class<?> type, Object returned) {
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            if (method.getName().startsWith("get")) {
                return method.getName().equals("getReadConcern") ? ReadConcern.DEFAULT : ReadPreference.primary();
            }
            calls.add(method.getName() + (args == null ? "" : List.of(args).toString()));
            return returned == null ? proxy : returned;
        });
    }

    @Test
    void collationSkipLimitMappedSortHintAndMetaGoOnTheCursor() {
        MongoCustomConversions conversions = new MongoCustomConversions(List.of());
        CodecMappingContext context = new CodecMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        MongoPersistentEntity<?> entity = context.getRequiredPersistentEntity(Reading.class);
        Query query = Query.query(where("sensorId").is("s")).with(Sort.by("sensorId")).skip(5).limit(7)
                .collation(Collation.of("fr")).withHint("sid_1").comment("why").maxTimeMsec(900).cursorBatchSize(50)
                .allowDiskUse(true).noCursorTimeout();
        Document sort = new QueryMapper(converter).getMappedSort(query.getSortObject(), entity);
        assertEquals(new Document("sid", 1), sort);
        FindIterable<Reading> cursor = recording(FindIterable.class, null);
        CursorOptions.apply(cursor, CodecReads.<Reading>driver(), query, sort, entity, null);
        assertEquals(List.of("collation[" + Collation.of("fr").toMongoCollation() + "]", "skip[5]", "limit[7]",
                "sort[Document{{sid=1}}]", "hintString[sid_1]", "comment[why]", "maxTime[900, " + TimeUnit.MILLISECONDS + "]",
                "batchSize[50]", "allowDiskUse[true]", "noCursorTimeout[true]"), calls);
        calls.clear();
        CursorOptions.apply(cursor, CodecReads.<Reading>driver(), new Query().withHint("{ 'sid': 1 }"), null, entity, null);
        assertEquals(List.of("hint[Document{{sid=1}}]"), calls);
    }

    @Test
    void theQuerysReadConcernAndReadPreferenceGoOnTheCollection() {
        MongoCollection<Reading> collection = recording(MongoCollection.class, null);
        CursorOptions.collection(collection, CodecReads.<Reading>driver(), new Query().withReadConcern(ReadConcern.MAJORITY)
                .withReadPreference(ReadPreference.secondary()));
        assertEquals(List.of("withReadConcern[" + ReadConcern.MAJORITY + "]",
                "withReadPreference[" + ReadPreference.secondary() + "]"), calls);
        calls.clear();
        CursorOptions.collection(collection, CodecReads.<Reading>driver(), new Query());
        assertTrue(calls.isEmpty(), calls.toString());
    }

    @Test
    void cursorFlagsSpringRefusesKeepSpringsPath() {
        assertTrue(CursorOptions.supported(new Meta()));
        Meta partial = new Meta();
        partial.addFlag(Meta.CursorOption.PARTIAL);
        assertTrue(CursorOptions.supported(partial));
        Meta exhaust = new Meta();
        exhaust.addFlag(Meta.CursorOption.EXHAUST);
        assertFalse(CursorOptions.supported(exhaust));
    }
}
