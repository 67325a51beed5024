package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.SurveyReport;
import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.SurveyReport.PathReport;
import io.github.bsonrecords.examples.hierarchy.Event;
import io.github.bsonrecords.examples.hierarchy.Node;
import io.github.bsonrecords.examples.hierarchy.Shape;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.bson.BsonDocument;
import org.bson.BsonSerializationException;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The survey against decoding, on every test model and sealed interface: random records as written,
 * then stored documents mutated at random (fields moved, left out, of other types, unmapped ones
 * added, nested documents mutated too) and bytes corrupted at random. Each document is decoded on
 * its own with {@code BsonRecords.fromBson}; the survey must call readable exactly the documents
 * that decode, and report each failure with the path and kind decoding throws, in the same counts;
 * and it must never throw nor hang, with counts that add up.
 */
class SurveyDifferentialTest {
    private static final CodecRegistry REGISTRY = BsonTestSupport.GENERATED_REGISTRY;
    private static final Pattern INDEX = Pattern.compile("\\[\\d+\\]");
    private static final Pattern KEY = Pattern.compile("\\[\"(?:[^\"\\\\]|\\\\.)*\"\\]");
    private static final int ROUNDS = 3;

    static Stream<Class<?>> types() {
        return Stream.concat(TestModels.withRandomValues().stream(), Stream.of(Shape.class, Node.class, Event.class));
    }

    @ParameterizedTest
    @MethodSource("types")
    void asWrittenEveryDocumentIsReadableAndEveryPathMapped(Class<?> type) {
        List<byte[]> documents = new ArrayList<>();
        Random random = new Random(type.getName().hashCode());
        for (int i = 0; i < 20; i++) {
            documents.add(written(type, new RandomValues(random.nextLong()), random));
        }
        SurveyReport report = survey(documents, type);

        assertEquals(report.documents(), report.readable(), report::toText);
        assertEquals(List.of(), report.paths(Mapping.UNMAPPED_LOST), report::toText);
        report.paths().forEach(path -> path.types().forEach(t -> assertTrue(t.reading() != SurveyReport.Reading.REFUSED,
                () -> path.path() + " " + t + "\n" + report.toText())));
    }

    @ParameterizedTest
    @MethodSource("types")
    void mutatedDocumentsGiveDecodingsOutcomes(Class<?> type) {
        for (int round = 0; round < ROUNDS; round++) {
            Random random = new Random(type.getName().hashCode() * 7919L + round);
            RandomValues values = new RandomValues(random.nextLong());
            List<byte[]> documents = new ArrayList<>();
            for (BsonDocument document : StoredDocumentMutationsTest.documents(() -> written(type, values, random), random)) {
                documents.add(BsonTestSupport.encodeDocument(document));
            }
            SurveyReport report = assertAgreesWithDecoding(documents, type, type.getSimpleName() + ", round " + round);
            assertTopLevelCountsAddUp(report);
        }
    }

    @ParameterizedTest
    @MethodSource("types")
    void corruptedBytesAreReportedNeverThrown(Class<?> type) {
        for (int round = 0; round < ROUNDS; round++) {
            Random random = new Random(type.getName().hashCode() * 104_729L + round);
            RandomValues values = new RandomValues(random.nextLong());
            List<byte[]> documents = new ArrayList<>();
            for (int i = 0; i < 30; i++) {
                documents.add(corrupt(written(type, values, random), random));
            }
            assertAgreesWithDecoding(documents, type, type.getSimpleName() + ", corrupted, round " + round);
        }
    }

    /** The survey's groups against each document decoded alone; returns the report. */
    private static SurveyReport assertAgreesWithDecoding(List<byte[]> documents, Class<?> type, String what) {
        Map<String, Long> expected = new TreeMap<>();
        long readable = 0;
        for (byte[] bytes : documents) {
            String outcome = outcome(bytes, type);
            if (outcome == null) {
                readable++;
            } else {
                expected.merge(outcome, 1L, Long::sum);
            }
        }
        SurveyReport report = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> survey(documents, type), what);
        Map<String, Long> reported = new TreeMap<>();
        report.failures().forEach(failure -> reported.put(failure.kind() + " " + failure.path(), failure.count()));

        assertEquals(documents.size(), report.documents(), what);
        assertEquals(readable, report.readable(), () -> what + "\n" + report.toText());
        assertEquals(expected, reported, () -> what + "\n" + report.toText());
        assertEquals(report.failed(), report.failures().stream().mapToLong(SurveyReport.Failure::count).sum(), what);
        report.failures().forEach(failure -> assertTrue(failure.sampleIds().size() == Math.min(5, failure.count()), what));
        return report;
    }

    /** Each top-level field of a record is present or absent in every document walked to its end (none is corrupted here). */
    private static void assertTopLevelCountsAddUp(SurveyReport report) {
        for (PathReport path : report.paths()) {
            if (path.mapping() == Mapping.MAPPED && path.component() != null && !path.path().matches(".*[.\\[(].*")) {
                assertEquals(report.documents(), path.present() + path.absent(), () -> path + "\n" + report.toText());
            }
        }
    }

    /** Null for a document that decodes, else the kind and path of the failure, as the survey groups them. */
    private static String outcome(byte[] bytes, Class<?> type) {
        try {
            BsonRecords.fromBson(bytes, type, REGISTRY);
            return null;
        } catch (BsonRecordDecodingException e) {
            return e.getKind() + " " + normalize(e.getPath());
        } catch (BsonSerializationException e) {
            return Kind.MALFORMED + " ";
        }
    }

    private static String normalize(String path) {
        return path == null ? "" : INDEX.matcher(KEY.matcher(path).replaceAll(".<key>")).replaceAll("[]");
    }

    private static SurveyReport survey(List<byte[]> documents, Class<?> type) {
        return BsonRecords.survey(documents.stream().map(RawBsonDocument::new).toList(), type, REGISTRY);
    }

    @SuppressWarnings("unchecked")
    private static byte[] written(Class<?> type, RandomValues values, Random random) {
        Codec<Object> codec = (Codec<Object>) REGISTRY.get(type);
        Class<? extends Record> record;
        if (type.isRecord()) {
            record = type.asSubclass(Record.class);
        } else {
            List<Class<? extends Record>> records = new ArrayList<>();
            StoredDocumentMutationsTest.permittedRecords(type, records);
            record = records.get(random.nextInt(records.size()));
        }
        return BsonTestSupport.encode(codec, values.record(record));
    }

    /** One to three bytes changed, anywhere but the size and the terminating 0 (which RawBsonDocument checks). */
    private static byte[] corrupt(byte[] bytes, Random random) {
        byte[] corrupted = bytes.clone();
        if (corrupted.length <= 5) {
            return corrupted;
        }
        int changes = 1 + random.nextInt(3);
        for (int i = 0; i < changes; i++) {
            int at = 4 + random.nextInt(corrupted.length - 5);
            corrupted[at] = switch (random.nextInt(4)) {
                case 0 -> 0;
                case 1 -> (byte) 0x7F;
                case 2 -> (byte) (corrupted[at] + 1);
                default -> (byte) random.nextInt(256);
            };
        }
        return corrupted;
    }
}
