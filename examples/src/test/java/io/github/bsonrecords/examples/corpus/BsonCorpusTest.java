package io.github.bsonrecords.examples.corpus;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.bsonrecords.BsonRecords;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.bson.BSONException;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDocumentWriter;
import org.bson.BsonValue;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The BSON corpus of the MongoDB specifications (test resources {@code bson-corpus/}, with its
 * licence), through generated codecs:
 * <ul>
 * <li>every {@code valid} case decodes into a record of the matching type and encodes back to the
 *     same bytes, on the byte path and on the reader/writer path; and embedded whole as a
 *     {@code RawBsonDocument} component;</li>
 * <li>every {@code decodeErrors} case that the driver's {@code BsonDocumentCodec} rejects is
 *     rejected with a {@link BSONException} by the byte path (the one that meets raw bytes: the
 *     reader path is given values a reader has already parsed), whether its field is decoded,
 *     skipped, or the whole document is a {@code RawBsonDocument} or {@code BsonDocument} component.</li>
 * </ul>
 */
class BsonCorpusTest {
    private static final CodecRegistry REGISTRY = BsonRecords.registry();
    private static final DecoderContext DECODE = DecoderContext.builder().build();
    private static final EncoderContext ENCODE = EncoderContext.builder().build();
    private static final HexFormat HEX = HexFormat.of();

    /** The record each corpus file's cases decode into; files without one have no single test key. */
    private static final Map<String, Class<? extends Record>> RECORDS = Map.ofEntries(
            Map.entry("double.json", CorpusDouble.class),
            Map.entry("string.json", CorpusString.class),
            Map.entry("int32.json", CorpusInt32.class),
            Map.entry("int64.json", CorpusInt64.class),
            Map.entry("boolean.json", CorpusBoolean.class),
            Map.entry("datetime.json", CorpusDateTime.class),
            Map.entry("oid.json", CorpusObjectId.class),
            Map.entry("decimal128-1.json", CorpusDecimal128.class),
            Map.entry("decimal128-2.json", CorpusDecimal128.class),
            Map.entry("decimal128-3.json", CorpusDecimal128.class),
            Map.entry("decimal128-4.json", CorpusDecimal128.class),
            Map.entry("decimal128-5.json", CorpusDecimal128.class),
            Map.entry("binary.json", CorpusBinary.class),
            Map.entry("array.json", CorpusArray.class),
            Map.entry("document.json", CorpusDocument.class),
            Map.entry("code.json", CorpusValue.class),
            Map.entry("code_w_scope.json", CorpusValue.class),
            Map.entry("dbpointer.json", CorpusValue.class),
            Map.entry("regex.json", CorpusValue.class),
            Map.entry("timestamp.json", CorpusValue.class),
            Map.entry("maxkey.json", CorpusValue.class),
            Map.entry("minkey.json", CorpusValue.class),
            Map.entry("null.json", CorpusValue.class),
            Map.entry("undefined.json", CorpusValue.class),
            Map.entry("symbol.json", CorpusValue.class));

    private static final List<String> FILES = List.of("array.json", "binary.json", "boolean.json", "code.json",
            "code_w_scope.json", "datetime.json", "dbpointer.json", "dbref.json", "decimal128-1.json",
            "decimal128-2.json", "decimal128-3.json", "decimal128-4.json", "decimal128-5.json", "decimal128-6.json",
            "decimal128-7.json", "document.json", "double.json", "int32.json", "int64.json", "maxkey.json",
            "minkey.json", "multi-type-deprecated.json", "multi-type.json", "null.json", "oid.json", "regex.json",
            "string.json", "symbol.json", "timestamp.json", "top.json", "undefined.json");

    @TestFactory
    Stream<DynamicTest> validCasesRoundTripByteForByte() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String file : FILES) {
            BsonDocument corpus = corpus(file);
            int bsonType = Integer.decode(corpus.getString("bson_type").getValue());
            for (BsonValue valid : corpus.getArray("valid", new org.bson.BsonArray())) {
                BsonDocument test = valid.asDocument();
                byte[] bytes = HEX.parseHex(test.getString("canonical_bson").getValue());
                String name = file + ": " + test.getString("description").getValue();
                Class<? extends Record> type = RECORDS.get(file);
                // a few cases hold another type under the test key (binary.json's $type query documents)
                if (type != null && (bytes[4] & 0xFF) == bsonType) {
                    tests.add(DynamicTest.dynamicTest(name, () -> roundTrip(type, bytes)));
                }
                tests.add(DynamicTest.dynamicTest(name + " (embedded)", () -> roundTrip(CorpusEmbedded.class,
                        embedded(bytes))));
            }
        }
        assertTrue(tests.size() > 700, () -> "only " + tests.size() + " valid cases found");
        return tests.stream();
    }

    @TestFactory
    Stream<DynamicTest> decodeErrorsTheDriverRejectsAreRejected() {
        List<DynamicTest> tests = new ArrayList<>();
        for (String file : FILES) {
            for (BsonValue error : corpus(file).getArray("decodeErrors", new org.bson.BsonArray())) {
                BsonDocument test = error.asDocument();
                byte[] bytes = HEX.parseHex(test.getString("bson").getValue());
                String name = file + ": " + test.getString("description").getValue();
                if (!driverRejects(bytes)) {
                    continue;
                }
                Class<? extends Record> type = RECORDS.getOrDefault(file, CorpusSkipsAll.class);
                tests.add(DynamicTest.dynamicTest(name + " (decoded)", () -> assertRejected(type, bytes)));
                tests.add(DynamicTest.dynamicTest(name + " (skipped)", () -> assertRejected(CorpusSkipsAll.class, bytes)));
                byte[] outer = embedded(bytes);
                tests.add(DynamicTest.dynamicTest(name + " (RawBsonDocument component)",
                        () -> assertRejected(CorpusEmbedded.class, outer)));
                tests.add(DynamicTest.dynamicTest(name + " (BsonDocument component)",
                        () -> assertRejected(CorpusEmbeddedTree.class, outer)));
                tests.add(DynamicTest.dynamicTest(name + " (embedded and skipped)",
                        () -> assertRejected(CorpusSkipsAll.class, outer)));
            }
        }
        assertTrue(tests.size() > 300, () -> "only " + tests.size() + " decode-error cases found");
        return tests.stream();
    }

    private static <T extends Record> void roundTrip(Class<T> type, byte[] bytes) {
        Codec<T> codec = REGISTRY.get(type);
        T value = codec.decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DECODE);
        byte[] expected = nullValued(value) ? EMPTY_DOCUMENT : bytes;
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            codec.encode(writer, value, ENCODE);
        }
        assertArrayEquals(expected, output.toByteArray(), () -> "byte path re-encoded " + value);
        assertArrayEquals(expected, BsonRecords.toBson(value, REGISTRY), () -> "toBson of " + value);
        assertEquals(value, BsonRecords.fromBson(bytes, type, REGISTRY), "fromBson");

        BsonDocument tree = new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DECODE);
        T fromTree = codec.decode(new BsonDocumentReader(tree), DECODE);
        BsonDocument written = new BsonDocument();
        codec.encode(new BsonDocumentWriter(written), fromTree, ENCODE);
        BsonDocument expectedTree = new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(expected)), DECODE);
        assertEquals(expectedTree, written, () -> "reader path re-encoded " + fromTree);
    }

    private static final byte[] EMPTY_DOCUMENT = {5, 0, 0, 0, 0};

    /** BSON null decodes to a null component, which is omitted as the driver omits it. */
    private static boolean nullValued(Record value) {
        return value instanceof CorpusValue corpusValue && corpusValue.a() == null;
    }

    private static void assertRejected(Class<? extends Record> type, byte[] bytes) {
        Codec<? extends Record> codec = REGISTRY.get(type);
        assertThrows(BSONException.class, () -> codec.decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DECODE),
                () -> type.getSimpleName() + " accepted " + HEX.formatHex(bytes));
        assertThrows(BSONException.class, () -> BsonRecords.fromBson(bytes, type, REGISTRY),
                () -> "fromBson into " + type.getSimpleName() + " accepted " + HEX.formatHex(bytes));
    }

    private static boolean driverRejects(byte[] bytes) {
        try {
            BsonDocument document = new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DECODE);
            assertNull(null, String.valueOf(document));
            return false;
        } catch (BSONException | IndexOutOfBoundsException e) {
            return true;
        } catch (RuntimeException e) {
            fail("the driver failed with " + e + " rather than a BSONException");
            return true;
        }
    }

    /** {@code {"e": document}}, the document's bytes as they are (its declared size may be wrong). */
    private static byte[] embedded(byte[] document) {
        ByteBuffer outer = ByteBuffer.allocate(4 + 3 + document.length + 1).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        outer.putInt(outer.capacity()).put((byte) 0x03).put((byte) 'e').put((byte) 0).put(document).put((byte) 0);
        return outer.array();
    }

    private static BsonDocument corpus(String file) {
        try (InputStream in = BsonCorpusTest.class.getResourceAsStream("/bson-corpus/" + file)) {
            if (in == null) {
                throw new IllegalStateException("missing test resource bson-corpus/" + file);
            }
            return BsonDocument.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
