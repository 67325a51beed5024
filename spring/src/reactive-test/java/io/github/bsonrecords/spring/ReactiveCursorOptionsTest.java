package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.data.mongodb.core.query.Criteria.where;

import com.mongodb.ReadConcern;
import com.mongodb.ReadPreference;
import com.mongodb.reactivestreams.client.FindPublisher;
import com.mongodb.reactivestreams.client.MongoCollection;
import io.github.bsonrecords.spring.app.Reading;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.query.Collation;
import org.springframework.data.mongodb.core.query.Query;

/** The reactive driver's find and collection get what {@code CursorOptionsTest} shows the sync driver's get. */
class ReactiveCursorOptionsTest {
    private final List<String> calls = new ArrayList<>();

    @SuppressWarnings("unchecked")
    private <T> T recording(Class<?> type) {
        return (T) Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, (proxy, method, args) -> {
            if (method.getName().startsWith("get")) {
                return method.getName().equals("getReadConcern") ? ReadConcern.DEFAULT : ReadPreference.primary();
            }
            calls.add(method.getName() + (args == null ? "" : List.of(args).toString()));
            return proxy;
        });
    }

    @Test
    void theSameSettingsGoOnTheReactiveFindAndCollection() {
        CodecMappingContext context = new CodecMappingContext();
        context.afterPropertiesSet();
        MongoPersistentEntity<?> entity = context.getRequiredPersistentEntity(Reading.class);
        Query query = Query.query(where("sensorId").is("s")).with(Sort.by("sensorId")).skip(5).limit(7)
                .collation(Collation.of("fr")).withHint("sid_1").comment("why").maxTimeMsec(900).cursorBatchSize(50)
                .allowDiskUse(true).noCursorTimeout();
        FindPublisher<Reading> find = recording(FindPublisher.class);
        CursorOptions.apply(find, ReactiveCodecReads.<Reading>driver(), query, new Document("sid", 1), entity, null);
        assertEquals(List.of("collation[" + Collation.of("fr").toMongoCollation() + "]", "skip[5]", "limit[7]",
                "sort[Document{{sid=1}}]", "hintString[sid_1]", "comment[why]", "maxTime[900, " + TimeUnit.MILLISECONDS + "]",
                "batchSize[50]", "allowDiskUse[true]", "noCursorTimeout[true]"), calls);
        calls.clear();
        MongoCollection<Reading> collection = recording(MongoCollection.class);
        CursorOptions.collection(collection, ReactiveCodecReads.<Reading>driver(), new Query().withReadConcern(ReadConcern.MAJORITY)
                .withReadPreference(ReadPreference.secondary()));
        assertEquals(List.of("withReadConcern[" + ReadConcern.MAJORITY + "]",
                "withReadPreference[" + ReadPreference.secondary() + "]"), calls);
    }
}
