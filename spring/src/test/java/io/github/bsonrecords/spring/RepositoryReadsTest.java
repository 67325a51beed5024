package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.spring.app.DocumentDecodes;
import io.github.bsonrecords.spring.app.Label;
import io.github.bsonrecords.spring.app.LabelRepository;
import io.github.bsonrecords.spring.app.Reading;
import io.github.bsonrecords.spring.app.ReadingRepository;
import io.github.bsonrecords.spring.app.TestApplication;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.MongoTemplate;

/**
 * Repositories over records: CRUD, derived and {@code @Query} methods, Sort, Pageable and streams
 * read through the codec (no {@code Document} decoded); saves store the codec's document, which the
 * driver with the codec reads back; an interface projection reads through Spring.
 */
@SpringBootTest(classes = TestApplication.class)
class RepositoryReadsTest {
    static final Instant T0 = Instant.ofEpochMilli(1_700_000_000_000L);

    @Autowired
    ReadingRepository repository;
    @Autowired
    LabelRepository labels;
    @Autowired
    MongoTemplate template;

    final List<Reading> readings = new ArrayList<>();

    @BeforeEach
    void saveThroughTheRepository() {
        repository.deleteAll();
        readings.clear();
        for (int i = 0; i < 6; i++) {
            readings.add(new Reading(new ObjectId(), i % 2 == 0 ? "s-1" : "s-2", T0.plusSeconds(i), 20.0 + i,
                    i == 5 ? Reading.Status.FAULTY : Reading.Status.OK, List.of("t" + i)));
        }
        repository.saveAll(readings);
        DocumentDecodes.COUNT.set(0);
    }

    @Test
    void whatTheRepositorySavedTheDriversCodecReads() {
        List<Reading> stored = template.getCollection("readings").withDocumentClass(Reading.class).find()
                .sort(new org.bson.Document("celsius", 1)).into(new ArrayList<>());
        assertEquals(readings, stored);
    }

    @Test
    void crudDerivedAndQueryMethodsDecodeNoDocument() {
        assertEquals(readings.get(2), repository.findById(readings.get(2).id()).orElseThrow());
        assertEquals(readings, repository.findAll(Sort.by("at")));
        assertEquals(List.of(readings.get(4), readings.get(2), readings.get(0)),
                repository.findBySensorIdOrderByAtDesc("s-1"));
        assertEquals(List.of(readings.get(4), readings.get(3)),
                repository.findByStatus(Reading.Status.OK, Sort.by(Sort.Direction.DESC, "celsius")).subList(0, 2));
        assertEquals(0, DocumentDecodes.COUNT.get());
        assertEquals(List.of(readings.get(3), readings.get(5)), repository.warmerThan("s-2", 22.0));
        // Spring parses the @Query JSON into a Document (one decode at most); the two results are not Documents
        assertTrue(DocumentDecodes.COUNT.getAndSet(0) < 2);
        assertEquals(readings.get(1), repository.findFirstBySensorIdOrderByAtAsc("s-2"));
        try (Stream<Reading> stream = repository.streamBySensorId("s-2")) {
            assertEquals(List.of(readings.get(1), readings.get(3), readings.get(5)), stream.toList());
        }
        Page<Reading> page = repository.findBySensorId("s-1", PageRequest.of(1, 2, Sort.by("at")));
        assertEquals(List.of(readings.get(4)), page.getContent());
        assertEquals(3, page.getTotalElements());
        assertEquals(0, DocumentDecodes.COUNT.get());
        Page<Reading> all = repository.findAll(PageRequest.of(0, 4, Sort.by(Sort.Direction.DESC, "celsius")));
        assertEquals(List.of(readings.get(5), readings.get(4), readings.get(3), readings.get(2)), all.getContent());
        assertEquals(6, all.getTotalElements());
        assertEquals(0, DocumentDecodes.COUNT.get());
    }

    @Test
    void anInterfaceProjectionReadsThroughSpring() {
        List<ReadingRepository.Summary> warm = repository.findByCelsiusGreaterThan(23.5);
        assertEquals(List.of("s-1", "s-2"), warm.stream().map(ReadingRepository.Summary::getSensorId).toList());
        assertTrue(DocumentDecodes.COUNT.get() > 0);
    }

    /** Stored as Spring Data stores it (a hex string as its ObjectId), so read through Spring's path. */
    @Test
    void aStringIdRepositoryFindsWhatItSaved() {
        Label label = new Label(new ObjectId().toHexString(), "hex");
        labels.save(label);
        assertEquals(label, labels.findById(label.code()).orElseThrow());
        assertTrue(labels.existsById(label.code()));
        assertEquals(new ObjectId(label.code()), template.getCollection("labels").find().first().get("_id"));
        assertTrue(DocumentDecodes.COUNT.get() > 0);
    }
}
