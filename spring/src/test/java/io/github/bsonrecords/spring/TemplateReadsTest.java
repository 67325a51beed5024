package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.springframework.data.mongodb.core.query.Criteria.where;

import com.mongodb.client.MongoCollection;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.app.Audited;
import io.github.bsonrecords.spring.app.AuditListener;
import io.github.bsonrecords.spring.app.DocumentDecodes;
import io.github.bsonrecords.spring.app.Label;
import io.github.bsonrecords.spring.app.Measured;
import io.github.bsonrecords.spring.app.Reading;
import io.github.bsonrecords.spring.app.TestApplication;
import io.github.bsonrecords.spring.app.WatchListener;
import io.github.bsonrecords.spring.app.Watched;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.stream.Stream;
import org.bson.RawBsonDocument;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.Update;

/**
 * The template's reads of records through the codec (zero {@code Document} decodes), writes through
 * Spring storing the codec's bytes, and the fallbacks to Spring's path.
 */
@SpringBootTest(classes = TestApplication.class)
class TemplateReadsTest {
    static final Instant T0 = Instant.ofEpochMilli(1_700_000_000_000L);

    @Autowired
    MongoTemplate template;
    @Autowired
    AuditListener auditListener;
    @Autowired
    WatchListener watchListener;

    final List<Reading> readings = new ArrayList<>();

    @BeforeEach
    void seedThroughTheDriversCodec() {
        template.dropCollection(Reading.class);
        template.dropCollection(Label.class);
        readings.clear();
        for (int i = 0; i < 6; i++) {
            readings.add(new Reading(new ObjectId(), i % 2 == 0 ? "s-1" : "s-2", T0.plusSeconds(i), 20.0 + i,
                    i == 5 ? Reading.Status.FAULTY : Reading.Status.OK, List.of("t" + i)));
        }
        readings().insertMany(readings);
        DocumentDecodes.COUNT.set(0);
    }

    private MongoCollection<Reading> readings() {
        return template.getCollection("readings").withDocumentClass(Reading.class);
    }

    private static byte[] bytes(RawBsonDocument document) {
        byte[] copy = new byte[document.getByteBuffer().remaining()];
        document.getByteBuffer().get(copy);
        return copy;
    }

    @Test
    void theAutoConfiguredTemplateIsTheModulesAndReadsRecordsThroughTheCodec() {
        assertInstanceOf(BsonRecordsMongoTemplate.class, template);
        assertTrue(((BsonRecordsMongoTemplate) template).readsThroughCodec(new Query(), Reading.class));
    }

    @Test
    void findMapsCriteriaSortSkipAndLimitAsSpringDoesWithoutDecodingDocuments() {
        Query query = Query.query(where("sensorId").is("s-1")).with(Sort.by(Sort.Direction.DESC, "at")).skip(1).limit(1);
        assertEquals(List.of(readings.get(2)), template.find(query, Reading.class));
        assertEquals(List.of(readings.get(5), readings.get(3), readings.get(1)),
                template.find(Query.query(where("sensorId").is("s-2")).with(Sort.by(Sort.Direction.DESC, "celsius")),
                        Reading.class));
        assertEquals(List.of(readings.get(5)),
                template.find(Query.query(where("status").is(Reading.Status.FAULTY)), Reading.class));
        assertEquals(0, DocumentDecodes.COUNT.get());
    }

    @Test
    void findOneFindByIdFindAllStreamAndTheFluentApiDecodeNoDocument() {
        assertEquals(readings.get(4), template.findOne(
                Query.query(where("sensorId").is("s-1")).with(Sort.by(Sort.Direction.DESC, "at")), Reading.class));
        assertEquals(readings.get(3), template.findById(readings.get(3).id(), Reading.class));
        assertEquals(readings.get(3), template.findById(readings.get(3).id().toHexString(), Reading.class));
        assertNull(template.findById(new ObjectId(), Reading.class));
        assertEquals(readings, template.findAll(Reading.class));
        try (Stream<Reading> stream = template.stream(Query.query(where("celsius").gte(23.0)), Reading.class)) {
            assertEquals(readings.subList(3, 6), stream.toList());
        }
        assertEquals(List.of(readings.get(1), readings.get(3), readings.get(5)),
                template.query(Reading.class).matching(where("sensorId").is("s-2")).all());
        assertEquals(readings.get(0), template.query(Reading.class).inCollection("readings").as(Reading.class)
                .matching(Query.query(where("celsius").is(20.0))).oneValue());
        assertEquals(readings.get(5), template.query(Reading.class)
                .matching(Query.query(where("sensorId").is("s-2")).with(Sort.by(Sort.Direction.DESC, "at"))).firstValue());
        assertEquals(readings.get(5), template.query(Reading.class).matching(where("celsius").is(25.0)).one().orElseThrow());
        assertThrows(IncorrectResultSizeDataAccessException.class,
                () -> template.query(Reading.class).matching(where("sensorId").is("s-1")).oneValue());
        assertEquals(0, DocumentDecodes.COUNT.get());
        // counts stay Spring's, and decode no document either
        assertEquals(3, template.query(Reading.class).matching(where("sensorId").is("s-1")).count());
        assertTrue(template.query(Reading.class).matching(where("sensorId").is("s-1")).exists());
    }

    @Test
    void projectionsAndOtherResultTypesFallBackToSpringsPath() {
        Query projected = Query.query(where("sensorId").is("s-1"));
        projected.fields().include("sensorId");
        List<Reading> partial = template.find(projected, Reading.class);
        assertEquals(3, partial.size());
        assertEquals("s-1", partial.get(0).sensorId());
        assertNull(partial.get(0).tags());
        assertEquals(3, DocumentDecodes.COUNT.getAndSet(0));
        // restrict: Spring's path, with no _class filter for a record (the codec writes none), so it finds
        // what plain Spring Data finds
        Query restricted = Query.query(where("celsius").is(20.0)).restrict(Reading.class);
        assertFalse(((BsonRecordsMongoTemplate) template).readsThroughCodec(restricted, Reading.class));
        assertEquals(1, template.find(restricted, Reading.class).size());
        List<org.bson.Document> asDocuments = template.query(Reading.class).as(org.bson.Document.class)
                .matching(where("sensorId").is("s-1")).all();
        assertEquals("s-1", asDocuments.get(0).get("sid"));
        assertTrue(DocumentDecodes.COUNT.get() > 0);
    }

    @Test
    void aTypeWithAReadListenerReadsThroughSpringSoTheListenerSeesEveryDocument() {
        Audited audited = new Audited(new ObjectId(), "x");
        template.insert(audited);
        auditListener.converted.set(0);
        assertEquals(List.of(audited), template.findAll(Audited.class));
        assertEquals(audited, template.findById(audited.id(), Audited.class));
        assertEquals(2, auditListener.converted.get());
        assertEquals(2, DocumentDecodes.COUNT.get());
    }

    @Test
    void aTypeWithEventListenerMethodsStaysOnSpringsPathForReadsAndInserts() {
        template.dropCollection(Watched.class);
        BsonRecordsMongoTemplate codecTemplate = (BsonRecordsMongoTemplate) template;
        Watched watched = new Watched(new ObjectId(), "x");
        assertFalse(codecTemplate.insertsThroughCodec(watched));
        assertFalse(codecTemplate.readsThroughCodec(new Query(), Watched.class));
        // a listener of every event is not counted: other records keep the codec paths
        assertTrue(codecTemplate.readsThroughCodec(new Query(), Reading.class));
        assertTrue(codecTemplate.insertsThroughCodec(readings.get(0)));
        watchListener.beforeConvert.set(0);
        template.insert(watched);
        assertEquals(1, watchListener.beforeConvert.get());
        watchListener.converted.set(0);
        DocumentDecodes.COUNT.set(0);
        assertEquals(List.of(watched), template.findAll(Watched.class));
        assertEquals(watched, template.query(Watched.class).matching(where("what").is("x")).oneValue());
        assertEquals(2, watchListener.converted.get());
        assertEquals(2, DocumentDecodes.COUNT.get());
    }

    @Test
    void springsWritesStoreExactlyTheBytesTheCodecWrites() {
        Reading inserted = new Reading(new ObjectId(), "s-9", T0, 1.5, Reading.Status.OK, List.of("a", "b"));
        template.insert(inserted);
        Reading saved = new Reading(new ObjectId(), "s-9", T0.plusSeconds(1), 2.5, Reading.Status.FAULTY, List.of());
        template.save(saved);
        List<Reading> batch = List.of(new Reading(new ObjectId(), "s-8", T0, 3.5, Reading.Status.OK, List.of("c")),
                new Reading(new ObjectId(), "s-8", T0, 4.5, Reading.Status.OK, List.of()));
        template.insertAll(batch);
        for (Reading reading : List.of(inserted, saved, batch.get(0), batch.get(1))) {
            assertArrayEquals(BsonRecords.toBson(reading), bytes(readings().withDocumentClass(RawBsonDocument.class)
                    .find(new org.bson.Document("_id", reading.id())).first()), reading.toString());
            assertEquals(reading, readings().find(new org.bson.Document("_id", reading.id())).first());
        }
        // an update through Spring's query mapping, read back by the driver and the template
        template.updateFirst(Query.query(where("sensorId").is("s-9").and("celsius").is(1.5)),
                Update.update("celsius", 9.5), Reading.class);
        Reading updated = new Reading(inserted.id(), "s-9", T0, 9.5, Reading.Status.OK, List.of("a", "b"));
        assertEquals(updated, readings().find(new org.bson.Document("_id", inserted.id())).first());
        assertEquals(updated, template.findAndModify(Query.query(where("id").is(inserted.id())),
                Update.update("celsius", 9.5), Reading.class));
        assertEquals(updated, template.findById(inserted.id(), Reading.class));
    }

    @Test
    void optionalComponentsSpringCannotMapRoundTripThroughTheCodec() {
        template.dropCollection(Measured.class);
        Measured full = new Measured(new ObjectId(), OptionalDouble.of(1.5), Optional.of("n"));
        Measured empty = new Measured(new ObjectId(), OptionalDouble.empty(), Optional.empty());
        template.insert(full);
        template.save(empty);
        assertEquals(List.of(full, empty), template.findAll(Measured.class));
        assertEquals(full, template.findOne(Query.query(where("value").is(1.5)), Measured.class));
        assertArrayEquals(BsonRecords.toBson(empty), bytes(template.getCollection("measured")
                .withDocumentClass(RawBsonDocument.class).find(new org.bson.Document("_id", empty.id())).first()));
    }

    @Test
    void aStringIdIsStoredAsSpringDataStoresIt() {
        template.dropCollection(Label.class);
        String hex = new ObjectId().toHexString();
        Label label = new Label(hex, "looks like an ObjectId");
        Label other = new Label("label-1", "does not");
        template.insert(label);
        template.insert(other);
        // a valid hex string as its ObjectId, any other as the string
        assertEquals(List.of(new ObjectId(hex), "label-1"), template.getCollection("labels").find()
                .map(document -> document.get("_id")).into(new ArrayList<>()));
        assertFalse(((BsonRecordsMongoTemplate) template).insertsThroughCodec(label));
        assertEquals(label, template.findById(hex, Label.class));
        assertEquals(other, template.findById("label-1", Label.class));
        assertEquals(List.of(label), template.find(Query.query(where("code").is(hex)), Label.class));
        assertEquals(List.of(label, other), template.findAll(Label.class));
    }
}
