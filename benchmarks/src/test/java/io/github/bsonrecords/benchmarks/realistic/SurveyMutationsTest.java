package io.github.bsonrecords.benchmarks.realistic;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.SurveyReport;
import io.github.bsonrecords.benchmarks.CodecLookup;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.regex.Pattern;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonSerializationException;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The survey over each realistic family's stored documents mutated at random: values anywhere in the tree
 * replaced by a string, an int64 or null, fields removed or added, and bytes corrupted. Each document decoded
 * alone gives the outcome the survey must report: readable, or a failure of the same kind at the same path
 * (indexes and keys left out), in the same counts; the survey never throws nor hangs.
 */
class SurveyMutationsTest {
    private static final Pattern INDEX = Pattern.compile("\\[\\d+\\]");
    private static final Pattern KEY = Pattern.compile("\\[\"(?:[^\"\\\\]|\\\\.)*\"\\]");

    @ParameterizedTest
    @EnumSource(Family.class)
    void mutatedRealisticDocumentsGiveDecodingsOutcomes(Family family) {
        Random random = new Random(family.ordinal() * 7_919L + 1);
        List<byte[]> documents = new ArrayList<>();
        for (byte[] stored : new RealisticWorkload(family).documents()) {
            BsonDocument tree = new RawBsonDocument(stored).decode(new BsonDocumentCodec());
            for (int m = random.nextInt(3); m >= 0; m--) {
                mutate(tree, random);
            }
            ByteBuffer buffer = new RawBsonDocument(tree, new BsonDocumentCodec()).getByteBuffer().asNIO();
            byte[] bytes = new byte[buffer.remaining()];
            buffer.get(bytes);
            documents.add(random.nextInt(4) == 0 ? corrupt(bytes, random) : bytes);
        }
        Map<String, Long> expected = new TreeMap<>();
        long readable = 0;
        for (byte[] bytes : documents) {
            String outcome = outcome(bytes, family.type());
            if (outcome == null) {
                readable++;
            } else {
                expected.merge(outcome, 1L, Long::sum);
            }
        }
        SurveyReport report = assertTimeoutPreemptively(Duration.ofSeconds(60), () -> BsonRecords.survey(
                documents.stream().map(RawBsonDocument::new).toList(), family.type(), CodecLookup.GENERATED_FIRST));
        Map<String, Long> reported = new TreeMap<>();
        report.failures().forEach(failure -> reported.put(failure.kind() + " " + failure.path(), failure.count()));

        assertEquals(documents.size(), report.documents());
        assertEquals(readable, report.readable(), report::toText);
        assertEquals(expected, reported, report::toText);
    }

    private static String outcome(byte[] bytes, Class<?> type) {
        try {
            BsonRecords.fromBson(bytes, type, CodecLookup.GENERATED_FIRST);
            return null;
        } catch (BsonRecordDecodingException e) {
            String path = e.getPath() == null ? "" : INDEX.matcher(KEY.matcher(e.getPath()).replaceAll(".<key>"))
                    .replaceAll("[]");
            return e.getKind() + " " + path;
        } catch (BsonSerializationException e) {
            return BsonRecordDecodingException.Kind.MALFORMED + " ";
        }
    }

    /** One value somewhere in the tree replaced, removed or joined by another. */
    private static void mutate(BsonDocument document, Random random) {
        BsonDocument at = document;
        for (int depth = 0; depth < 4; depth++) {
            List<String> keys = new ArrayList<>(at.keySet());
            if (keys.isEmpty()) {
                break;
            }
            BsonValue value = at.get(keys.get(random.nextInt(keys.size())));
            BsonDocument inner = value.isDocument() ? value.asDocument()
                    : value.isArray() && !value.asArray().isEmpty() && value.asArray().get(0).isDocument()
                            ? value.asArray().get(random.nextInt(value.asArray().size())).asDocument() : null;
            if (inner == null || random.nextBoolean()) {
                break;
            }
            at = inner;
        }
        List<String> keys = new ArrayList<>(at.keySet());
        String key = keys.isEmpty() ? "x" : keys.get(random.nextInt(keys.size()));
        switch (random.nextInt(5)) {
            case 0 -> at.put(key, new BsonString("mutated"));
            case 1 -> at.put(key, new BsonInt64(Long.MAX_VALUE));
            case 2 -> at.put(key, BsonNull.VALUE);
            case 3 -> at.remove(key);
            default -> at.put("unmapped" + random.nextInt(3), new BsonArray(List.of(new BsonString("a"))));
        }
    }

    /** One to three bytes changed, anywhere but the size and the terminating 0. */
    private static byte[] corrupt(byte[] bytes, Random random) {
        byte[] corrupted = bytes.clone();
        for (int i = 1 + random.nextInt(3); i > 0; i--) {
            corrupted[4 + random.nextInt(corrupted.length - 5)] = (byte) random.nextInt(256);
        }
        return corrupted;
    }
}
