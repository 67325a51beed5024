package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.app.Audited;
import io.github.bsonrecords.spring.app.AuditListener;
import io.github.bsonrecords.spring.app.DocumentDecodes;
import io.github.bsonrecords.spring.app.Reading;
import io.github.bsonrecords.spring.app.TestApplication;
import io.github.bsonrecords.spring.app.Versioned;
import java.time.Instant;
import java.util.List;
import org.bson.RawBsonDocument;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.dao.DuplicateKeyException;

/**
 * Inserts through the codec where nothing of Spring's must run first (no Document encoded, the
 * codec's bytes stored, duplicate keys translated as Spring translates them), and Spring's path for
 * a versioned record, a record with save listeners and a record without its id.
 */
@SpringBootTest(classes = TestApplication.class)
class CodecInsertsTest {
    static final Instant T0 = Instant.ofEpochMilli(1_700_000_000_000L);

    @Autowired
    BsonRecordsMongoTemplate template;
    @Autowired
    AuditListener auditListener;

    @BeforeEach
    void empty() {
        template.dropCollection(Reading.class);
        template.dropCollection(Versioned.class);
        template.dropCollection(Audited.class);
        DocumentDecodes.ENCODES.set(0);
    }

    private byte[] stored(String collection, Object id) {
        RawBsonDocument raw = template.getCollection(collection).withDocumentClass(RawBsonDocument.class)
                .find(new org.bson.Document("_id", id)).first();
        byte[] copy = new byte[raw.getByteBuffer().remaining()];
        raw.getByteBuffer().get(copy);
        return copy;
    }

    private static Reading reading(String sensor, double celsius) {
        return new Reading(new ObjectId(), sensor, T0, celsius, Reading.Status.OK, List.of("x"));
    }

    @Test
    void insertAndInsertAllOfRecordsRunThroughTheCodec() {
        Reading one = reading("s-1", 1.0);
        assertTrue(template.insertsThroughCodec(one));
        assertEquals(one, template.insert(one));
        List<Reading> batch = List.of(reading("s-2", 2.0), reading("s-2", 3.0));
        assertEquals(batch, List.copyOf(template.insertAll(batch)));
        List<Reading> named = List.of(reading("s-3", 4.0));
        assertEquals(named, List.copyOf(template.insert(named, "readings")));
        assertEquals(0, DocumentDecodes.ENCODES.get());
        for (Reading reading : List.of(one, batch.get(0), batch.get(1), named.get(0))) {
            assertArrayEquals(BsonRecords.toBson(reading), stored("readings", reading.id()));
        }
        org.junit.jupiter.api.Assertions.assertThrows(DuplicateKeyException.class, () -> template.insert(one));
    }

    @Test
    void aVersionedRecordIsInsertedBySpringWhichSetsItsVersion() {
        Versioned versioned = new Versioned(new ObjectId(), null, "v");
        assertFalse(template.insertsThroughCodec(versioned));
        Versioned inserted = template.insert(versioned);
        assertEquals(0L, inserted.version());
        assertEquals(inserted, template.getCollection("versioned").withDocumentClass(Versioned.class).find().first());
        assertTrue(DocumentDecodes.ENCODES.get() > 0);
    }

    @Test
    void aRecordWithSaveListenersOrWithoutItsIdIsInsertedBySpring() {
        Audited audited = new Audited(new ObjectId(), "a");
        assertFalse(template.insertsThroughCodec(audited));
        auditListener.saved.set(0);
        template.insert(audited);
        assertEquals(1, auditListener.saved.get());
        assertFalse(template.insertsThroughCodec(new Reading(null, "s", T0, 1.0, Reading.Status.OK, List.of())));
    }
}
