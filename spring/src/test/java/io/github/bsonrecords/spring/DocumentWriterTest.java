package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.differential.DocumentReaderTest;
import io.github.bsonrecords.spring.differential.Part;
import io.github.bsonrecords.spring.differential.Varied;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import org.bson.BsonBinary;
import org.bson.BsonBinarySubType;
import org.bson.BsonDbPointer;
import org.bson.BsonRegularExpression;
import org.bson.BsonTimestamp;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * The {@code Document} the write converter builds straight from the codec's writer calls is the one
 * {@code DocumentCodec} decodes from the codec's bytes: equal values of the same Java types, in the
 * same order, over random records; values it does not map go through the bytes.
 */
class DocumentWriterTest {
    private final CodecRegistry registry = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());
    private final RecordDocuments documents = new RecordDocuments(() -> registry);
    private final DocumentCodec documentCodec = new DocumentCodec(registry);

    @Test
    void writesRandomRecordsAsDocumentCodecDecodesTheirBytes() {
        Random random = new Random(21);
        for (int i = 0; i < 500; i++) {
            Varied withUuid = DocumentReaderTest.random(random, i % 7 == 0);
            Varied value = withoutUuid(withUuid);
            Document expected = fromBytes(value);
            DocumentWriter writer = new DocumentWriter();
            registry.get(Varied.class).encode(writer, value, EncoderContext.builder().build());
            assertFalse(writer.unmapped());
            assertSameDocument(expected, writer.document());
            assertSameDocument(expected, documents.write(value));
            // a UUID goes through the bytes: its decoded form depends on the UUID representation
            assertSameDocument(fromBytes(withUuid), documents.write(withUuid));
        }
    }

    @Test
    void everyMappedBsonTypeHoldsTheJavaTypeDocumentCodecDecodes() {
        DocumentWriter writer = new DocumentWriter();
        writer.writeStartDocument();
        writer.writeObjectId("_id", new ObjectId("0123456789abcdef01234567"));
        writer.writeDouble("d", 1.5);
        writer.writeString("s", "x");
        writer.writeInt32("i", 3);
        writer.writeInt64("l", 4L);
        writer.writeBoolean("b", true);
        writer.writeDateTime("t", 5L);
        writer.writeNull("n");
        writer.writeDecimal128("m", Decimal128.parse("1.10"));
        writer.writeBinaryData("bin", new BsonBinary(new byte[] {1, 2}));
        writer.writeBinaryData("md5", new BsonBinary(BsonBinarySubType.MD5, new byte[16]));
        writer.writeTimestamp("ts", new BsonTimestamp(6, 7));
        writer.writeRegularExpression("re", new BsonRegularExpression("a.*", "i"));
        writer.writeJavaScript("js", "f()");
        writer.writeSymbol("sym", "y");
        writer.writeMinKey("min");
        writer.writeMaxKey("max");
        writer.writeStartArray("a");
        writer.writeInt32(1);
        writer.writeStartDocument();
        writer.writeString("k", "v");
        writer.writeEndDocument();
        writer.writeStartArray();
        writer.writeEndArray();
        writer.writeEndArray();
        writer.writeStartDocument("doc");
        writer.writeStartDocument("inner");
        writer.writeEndDocument();
        writer.writeEndDocument();
        writer.writeEndDocument();
        Document written = writer.document();
        assertSameDocument(documentCodec.decode(new RawBsonDocument(written, documentCodec).asBsonReader(),
                DecoderContext.builder().build()), written);
        assertEquals(List.of(1, new Document("k", "v"), List.of()), written.get("a"));
    }

    @Test
    void valuesWhoseDecodedFormDependsOnSettingsAreNotMapped() {
        List<java.util.function.Consumer<DocumentWriter>> unmapped = List.of(
                w -> w.writeBinaryData("u", new BsonBinary(UUID.randomUUID())),
                w -> w.writeBinaryData("u", new BsonBinary(BsonBinarySubType.UUID_LEGACY, new byte[16])),
                w -> w.writeJavaScriptWithScope("c", "f()"),
                w -> w.writeDBPointer("p", new BsonDbPointer("ns", new ObjectId())),
                w -> w.writeUndefined("u"));
        for (java.util.function.Consumer<DocumentWriter> write : unmapped) {
            DocumentWriter writer = new DocumentWriter();
            writer.writeStartDocument();
            assertThrows(DocumentWriter.Unmapped.class, () -> write.accept(writer));
            assertTrue(writer.unmapped());
        }
    }

    @Test
    void aSealedInterfaceWritesItsDiscriminator() {
        Part.Bolt bolt = new Part.Bolt("M8", 40);
        assertSameDocument(fromBytes(bolt), documents.write(bolt));
    }

    private Document fromBytes(Object value) {
        return documentCodec.decode(BsonRecords.toRawBson(value, registry).asBsonReader(), DecoderContext.builder().build());
    }

    private static Varied withoutUuid(Varied v) {
        return new Varied(v.id(), v.text(), v.small(), v.large(), v.real(), v.flag(), v.at(), v.amount(), v.blob(), null,
                v.inner(), v.inners(), v.counts(), v.note(), v.boxed(), v.nested(), v.part(), v.parts());
    }

    /** Equal, in the same key order, each value of the same class (so an Integer is not a Long). */
    private static void assertSameDocument(Document expected, Document actual) {
        assertEquals(expected, actual);
        assertEquals(expected.toJson(), actual.toJson());
        assertEquals(classes(expected), classes(actual));
    }

    private static List<Object> classes(Object value) {
        List<Object> classes = new ArrayList<>();
        if (value instanceof Map<?, ?> map) {
            classes.add(value.getClass());
            map.forEach((key, item) -> {
                classes.add(key);
                classes.addAll(classes(item));
            });
        } else if (value instanceof List<?> list) {
            classes.add(value.getClass());
            list.forEach(item -> classes.addAll(classes(item)));
        } else {
            classes.add(value == null ? null : value.getClass());
        }
        return classes;
    }
}
