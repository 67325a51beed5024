package io.github.bsonrecords.benchmarks.realistic;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.benchmarks.BsonOps;
import io.github.bsonrecords.benchmarks.Contender;
import io.github.bsonrecords.benchmarks.Subject;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonDocument;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The realistic suite compares like with like: every record contender and the floor decode each family's stored
 * documents to equal records (on a cursor batch and one reader per document), the generated codec writes exactly
 * the driver's RecordCodec's bytes, and the documents are what the families promise (sizes, {@code _id} first).
 */
class RealisticContendersAgreeTest {

    @ParameterizedTest
    @EnumSource(Family.class)
    void everyDecoderReadsTheSameRecords(Family family) {
        RealisticWorkload workload = new RealisticWorkload(family);
        byte[] batch = BsonOps.batchOf(workload.documents());
        List<Object> expected = workload.subject(Contender.RECORD_CODEC).values();
        assertEquals(Family.DOCUMENTS, expected.size());
        for (Contender contender : List.of(Contender.GENERATED, Contender.MICRONAUT_SERDE)) {
            Subject subject = workload.subject(contender);
            List<Object> each = new ArrayList<>();
            BsonOps.decodeEach(subject.codec(), workload.documents(), each);
            assertEquals(expected, each, family + ": " + contender + ", one reader per document");
            List<Object> fromBatch = new ArrayList<>();
            BsonOps.decodeBatch(subject.codec(), batch, fromBatch);
            assertEquals(expected, fromBatch, family + ": " + contender + ", cursor batch");
        }
        List<Object> floor = new ArrayList<>();
        workload.floor(batch).decode(floor);
        assertEquals(expected, floor, family + ": the floor");
    }

    @ParameterizedTest
    @EnumSource(Family.class)
    void theGeneratedCodecWritesTheDriversBytes(Family family) {
        RealisticWorkload workload = new RealisticWorkload(family);
        Subject driver = workload.subject(Contender.RECORD_CODEC);
        Subject generated = workload.subject(Contender.GENERATED);
        BasicOutputBuffer expected = new BasicOutputBuffer();
        BsonOps.encodeAll(driver.codec(), driver.values(), expected);
        BasicOutputBuffer actual = new BasicOutputBuffer();
        // the same values (the driver's maps are HashMaps, whose order both codecs then write)
        BsonOps.encodeAll(generated.codec(), driver.values(), actual);
        assertArrayEquals(expected.toByteArray(), actual.toByteArray(), family.name());
        BasicOutputBuffer insert = new BasicOutputBuffer();
        BsonOps.encodeAllForInsert(generated.codec(), driver.values(), insert);
        assertArrayEquals(expected.toByteArray(), insert.toByteArray(), family + ": insert path");
    }

    @ParameterizedTest
    @EnumSource(Family.class)
    void theDocumentsAreStoredDocumentsOfRealisticSize(Family family) {
        RealisticWorkload workload = new RealisticWorkload(family);
        long bytes = workload.totalBytes();
        double average = (double) bytes / Family.DOCUMENTS;
        assertTrue(average >= 100 && average <= 4096, family + ": " + average + " bytes a document");
        for (byte[] document : workload.documents()) {
            BsonDocument stored = new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(document)),
                    BsonOps.DECODE);
            assertEquals("_id", stored.getFirstKey(), family + ": the server's _id first");
            Document asDocument = (Document) BsonOps.decode(workload.subject(Contender.DOCUMENT).codec(), document);
            assertEquals(stored.keySet(), asDocument.keySet(), family + ": DocumentCodec reads every field");
            assertEquals(new RawBsonDocument(document), stored);
        }
        System.out.printf("%s: %d documents, %.0f bytes a document on average%n", family, Family.DOCUMENTS, average);
    }
}
