package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.client.model.Projections;
import io.github.bsonrecords.benchmarks.e2e.CollectionPair;
import io.github.bsonrecords.benchmarks.e2e.EndToEndWorkload;
import io.github.bsonrecords.benchmarks.e2e.MongoEndpoint;
import java.util.ArrayList;
import java.util.List;
import org.bson.Document;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Through a MongoClient, every contender reads the same 100 documents and stores the same 1,000. */
class EndToEndContendersAgreeTest {
    private static final List<Contender> CONTENDERS =
            List.of(Contender.DOCUMENT, Contender.RECORD_CODEC, Contender.HAND_WRITTEN, Contender.GENERATED);

    private static MongoEndpoint endpoint;
    private static EndToEndWorkload workload;

    @BeforeAll
    static void open() {
        endpoint = MongoEndpoint.open();
        workload = new EndToEndWorkload(endpoint);
    }

    @AfterAll
    static void close() {
        workload.drop();
        endpoint.close();
    }

    @Test
    void everyContenderFindsTheStoredDocuments() {
        for (Contender contender : CONTENDERS) {
            List<?> found = workload.collections(contender).find(EndToEndWorkload.FIND);
            List<?> expected = contender == Contender.DOCUMENT ? workload.storedDocuments() : workload.storedReadings();
            assertEquals(expected, found, contender.toString());
        }
    }

    @Test
    void everyContenderInsertsTheSameDocuments() {
        List<Document> reference = null;
        for (Contender contender : CONTENDERS) {
            CollectionPair<?> collections = workload.collections(contender);
            // twice, as a benchmark does: the reset must undo everything the insert did
            collections.resetInserts();
            collections.insertMany();
            collections.resetInserts();
            collections.insertMany();
            List<Document> stored = collections.writeCollection()
                    .withDocumentClass(Document.class)
                    .withCodecRegistry(CodecLookup.DRIVER_DEFAULTS)
                    .find().projection(Projections.excludeId())
                    .into(new ArrayList<>());
            assertEquals(EndToEndWorkload.INSERT, stored.size(), contender.toString());
            if (reference == null) {
                reference = stored;
            } else {
                assertEquals(reference, stored, contender + " stored other documents than " + CONTENDERS.get(0));
            }
        }
    }
}
