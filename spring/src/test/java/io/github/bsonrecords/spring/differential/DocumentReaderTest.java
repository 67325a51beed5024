package io.github.bsonrecords.spring.differential;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.RecordDocuments;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.UUID;
import org.bson.Document;
import org.bson.UuidRepresentation;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.RawBsonDocument;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * The record read from the {@code Document} Spring holds equals the record the codec reads from the
 * bytes that Document was decoded from, over random values, nulls, missing and extra fields.
 */
public class DocumentReaderTest {
    private final CodecRegistry registry = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());
    private final RecordDocuments documents = new RecordDocuments(() -> registry);
    private final DocumentCodec documentCodec = new DocumentCodec(registry);

    @Test
    void readsRandomRecordsAsTheirBytes() {
        Random random = new Random(20);
        for (int i = 0; i < 500; i++) {
            Varied value = random(random, i % 7 == 0);
            RawBsonDocument bytes = BsonRecords.toRawBson(value, registry);
            Document document = documentCodec.decode(bytes.asBsonReader(), DecoderContext.builder().build());
            Varied expected = BsonRecords.fromBson(bytes, Varied.class, registry);
            Varied actual = documents.read(document, Varied.class);
            assertSame(expected, actual);
            // and the write side stores exactly the codec's bytes
            assertEquals(bytes, new RawBsonDocument(documents.write(value), documentCodec));
        }
    }

    @Test
    void missingAndExtraFieldsAndNulls() {
        Document document = new Document("_id", new ObjectId()).append("extra", new Document("x", List.of(1, "a")))
                .append("s", null).append("small", 3).append("large", 4L).append("real", 1.5).append("flag", true)
                .append("inners", List.of()).append("counts", new Document("a", 1)).append("unknown", new Document());
        RawBsonDocument bytes = new RawBsonDocument(document, documentCodec);
        assertSame(BsonRecords.fromBson(bytes, Varied.class, registry), documents.read(document, Varied.class));
    }

    @Test
    void aDiscriminatorAfterOtherFieldsIsFoundThroughAMark() {
        // a document another writer stored: the discriminator comes last, so the codec marks and resets
        Part.Bolt bolt = new Part.Bolt("M8", 40);
        Document stored = documentCodec.decode(BsonRecords.toRawBson(bolt, registry).asBsonReader(),
                DecoderContext.builder().build());
        Document reordered = new Document();
        stored.forEach((key, value) -> {
            if (!key.startsWith("_")) {
                reordered.put(key, value);
            }
        });
        stored.forEach((key, value) -> {
            if (key.startsWith("_")) {
                reordered.put(key, value);
            }
        });
        Document document = new Document("part", reordered).append("parts", List.of(reordered, reordered));
        RawBsonDocument bytes = new RawBsonDocument(document, documentCodec);
        Varied expected = BsonRecords.fromBson(bytes, Varied.class, registry);
        assertEquals(bolt, expected.part());
        assertSame(expected, documents.read(document, Varied.class));
    }

    @Test
    void aWrongTypeFailsAsTheCodecFailsOnBytes() {
        Document document = new Document("_id", new ObjectId()).append("small", "three");
        RawBsonDocument bytes = new RawBsonDocument(document, documentCodec);
        RuntimeException fromBytes = assertThrows(RuntimeException.class,
                () -> BsonRecords.fromBson(bytes, Varied.class, registry));
        RuntimeException fromDocument = assertThrows(RuntimeException.class,
                () -> documents.read(document, Varied.class));
        assertEquals(fromBytes.getClass(), fromDocument.getClass());
        assertEquals(fromBytes.getMessage(), fromDocument.getMessage());
    }

    @Test
    void aValueTheReaderDoesNotMapIsReadThroughBytes() {
        // a UUID object, as DocumentCodec decodes subtype 4 under UuidRepresentation.STANDARD
        UUID uuid = UUID.randomUUID();
        Varied value = random(new Random(3), false);
        Document document = documentCodec.decode(BsonRecords.toRawBson(value, registry).asBsonReader(),
                DecoderContext.builder().build());
        document.put("uuid", uuid);
        CodecRegistry standard = CodecRegistries.withUuidRepresentation(registry, UuidRepresentation.STANDARD);
        Varied read = new RecordDocuments(() -> standard).read(document, Varied.class);
        assertEquals(uuid, read.uuid());
    }

    private static void assertSame(Varied expected, Varied actual) {
        assertArrayEquals(expected.blob(), actual.blob());
        assertEquals(expected.id(), actual.id());
        assertEquals(expected.text(), actual.text());
        assertEquals(expected.small(), actual.small());
        assertEquals(expected.large(), actual.large());
        assertEquals(expected.real(), actual.real());
        assertEquals(expected.flag(), actual.flag());
        assertEquals(expected.at(), actual.at());
        assertEquals(expected.amount(), actual.amount());
        assertEquals(expected.uuid(), actual.uuid());
        assertEquals(expected.inner(), actual.inner());
        assertEquals(expected.inners(), actual.inners());
        assertEquals(expected.counts(), actual.counts());
        assertEquals(expected.note(), actual.note());
        assertEquals(expected.boxed(), actual.boxed());
        assertEquals(expected.nested(), actual.nested());
        assertEquals(expected.part(), actual.part());
        assertEquals(expected.parts(), actual.parts());
    }

    public static Varied random(Random r, boolean nulls) {
        List<Varied.Inner> inners = new ArrayList<>();
        for (int i = r.nextInt(4); i > 0; i--) {
            inners.add(inner(r));
        }
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (int i = r.nextInt(4); i > 0; i--) {
            counts.put("k" + r.nextInt(100), r.nextInt());
        }
        byte[] blob = new byte[r.nextInt(20)];
        r.nextBytes(blob);
        List<List<String>> nested = List.of(List.of("a" + r.nextInt()), List.of());
        return new Varied(nulls ? null : new ObjectId(), nulls ? null : "t" + r.nextInt(), r.nextInt(), r.nextLong(),
                r.nextDouble() * 1e6, r.nextBoolean(), nulls ? null : Instant.ofEpochMilli(r.nextLong() >> 20),
                nulls ? null : new BigDecimal(r.nextLong()).movePointLeft(r.nextInt(10)),
                nulls ? null : blob, nulls ? null : new UUID(r.nextLong(), r.nextLong()),
                nulls ? null : inner(r), inners, counts, nulls ? Optional.empty() : Optional.of("n" + r.nextInt()),
                nulls ? null : r.nextInt(), nulls ? null : nested, nulls ? null : part(r), List.of(part(r), part(r)));
    }

    private static Part part(Random r) {
        return r.nextBoolean() ? new Part.Bolt("M" + r.nextInt(12), r.nextInt(100)) : new Part.Nut("M" + r.nextInt(12));
    }

    private static Varied.Inner inner(Random r) {
        return new Varied.Inner("i" + r.nextInt(), List.of(r.nextLong(), r.nextLong()));
    }
}
