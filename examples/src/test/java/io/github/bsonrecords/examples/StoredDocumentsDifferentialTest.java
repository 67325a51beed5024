package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.examples.orders.Order;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinarySubType;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDbPointer;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonJavaScript;
import org.bson.BsonJavaScriptWithScope;
import org.bson.BsonMaxKey;
import org.bson.BsonMinKey;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonRegularExpression;
import org.bson.BsonString;
import org.bson.BsonSymbol;
import org.bson.BsonTimestamp;
import org.bson.BsonType;
import org.bson.BsonUndefined;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.BsonValueCodec;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.BsonBinaryWriter;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Documents as a database returns them rather than as the codec wrote them: the server's
 * {@code _id} first, fields in another order, unmapped fields of every BSON type anywhere, fields
 * left out, and batches whose documents alternate between a few such layouts, which the codec
 * learns and expects. For every test model, the byte path (a cursor batch read in place, one
 * reader per document, {@code BsonRecords.fromBson}) gives exactly the outcome of the reader API
 * path (the same value, or the same exception and message), whatever layouts the codec has learned.
 */
class StoredDocumentsDifferentialTest {
    private static final int DOCUMENTS = 60;

    static List<Class<? extends Record>> models() {
        return TestModels.withRandomValues();
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void everyDocumentInALayoutOfItsOwn(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(73L * type.getName().hashCode());
        Random seeds = new Random(type.getName().hashCode());
        List<BsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < DOCUMENTS; i++) {
            BsonDocument written = tree(BsonTestSupport.encode(codec, random.record(type)));
            documents.add(new Layout(seeds.nextLong()).apply(written));
        }
        assertAllPathsAgree(codec, documents, type.getSimpleName() + ", one layout per document");
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void batchesAlternatingTwoLayouts(Class<R> type) {
        alternating(type, 2);
    }

    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void batchesAlternatingFiveLayouts(Class<R> type) {
        alternating(type, 5);
    }

    private <R extends Record> void alternating(Class<R> type, int layoutCount) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(89L * type.getName().hashCode() + layoutCount);
        Random seeds = new Random(31L * type.getName().hashCode() + layoutCount);
        List<Layout> layouts = new ArrayList<>();
        for (int l = 0; l < layoutCount; l++) {
            layouts.add(new Layout(seeds.nextLong()));
        }
        List<BsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < DOCUMENTS; i++) {
            BsonDocument written = tree(BsonTestSupport.encode(codec, random.record(type)));
            documents.add(layouts.get(i % layoutCount).apply(written));
        }
        assertAllPathsAgree(codec, documents, type.getSimpleName() + ", " + layoutCount + " layouts alternating");
    }

    /**
     * One stored order (the server's {@code _id} first or not, unmapped fields at fixed places), each
     * document leaving out a share of its fields of its own (optional components absent, fields only
     * some documents hold): the codec widens one learned layout to hold them all and passes over the
     * steps a document lacks; every path gives the reader path's outcome.
     */
    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void oneOrderWithEachDocumentLeavingOutFieldsOfItsOwn(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(101L * type.getName().hashCode());
        Random dropped = new Random(103L * type.getName().hashCode());
        Layout layout = new Layout(107L * type.getName().hashCode());
        List<BsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < DOCUMENTS; i++) {
            BsonDocument stored = layout.apply(tree(BsonTestSupport.encode(codec, random.record(type))));
            BsonDocument lacking = new BsonDocument();
            stored.forEach((key, value) -> {
                if (dropped.nextInt(3) != 0) {
                    lacking.put(key, value);
                }
            });
            documents.add(lacking);
        }
        assertAllPathsAgree(codec, documents, type.getSimpleName() + ", one order, fields left out per document");
    }

    /**
     * The codec's own order with fields it does not map between its fields (one, or two in a row),
     * of every BSON type and at every place, the server's {@code _id} first or not: the straight
     * pass skips them and goes on expecting the same component; every path gives the reader path's
     * outcome.
     */
    @ParameterizedTest
    @MethodSource("models")
    <R extends Record> void unmappedFieldsOfEveryTypeInTheCodecsOwnOrder(Class<R> type) {
        Codec<R> codec = generatedCodec(type);
        RandomValues random = new RandomValues(97L * type.getName().hashCode());
        List<BsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < 2 * UNMAPPED_VALUES.size(); i++) {
            BsonDocument written = tree(BsonTestSupport.encode(codec, random.record(type)));
            List<String> keys = List.copyOf(written.keySet());
            int at = i % (keys.size() + 1);
            BsonDocument stored = new BsonDocument();
            if (i % 3 == 0 && !written.containsKey("_id")) {
                stored.put("_id", new BsonObjectId(new ObjectId(0x5f000000 + i, 42)));
            }
            for (int k = 0; k <= keys.size(); k++) {
                if (k == at) {
                    stored.put("unmapped_" + i, UNMAPPED_VALUES.get(i % UNMAPPED_VALUES.size()).get());
                    if (i % 4 == 1) {
                        stored.put("unmapped_next", UNMAPPED_VALUES.get((i + 7) % UNMAPPED_VALUES.size()).get());
                    }
                }
                if (k < keys.size()) {
                    stored.put(keys.get(k), written.get(keys.get(k)));
                }
            }
            documents.add(stored);
        }
        assertAllPathsAgree(codec, documents, type.getSimpleName() + ", unmapped fields in its own order");
    }

    /**
     * A component that fails to decode right after a field the straight pass skipped is named in the
     * error's path (not the skipped field), with the document's {@code _id}, on every path, nested too.
     */
    @Test
    void anErrorInTheComponentAfterASkippedFieldNamesThatComponent() {
        Codec<Order> codec = generatedCodec(Order.class);
        List<BsonDocument> documents = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            BsonDocument written = tree(BsonTestSupport.encode(codec, SampleData.orders().get(i % 2)));
            BsonDocument stored = new BsonDocument("_id", new BsonObjectId(new ObjectId(0x60000000 + i, 7)));
            for (String key : written.keySet()) {
                if (key.equals("_id")) {
                    continue;
                }
                BsonValue value = written.get(key);
                if (key.equals("status")) {
                    stored.put("skipped_before_status", UNMAPPED_VALUES.get(i).get());
                    value = i % 2 == 0 ? new BsonString("NO_SUCH_STATUS") : value;
                }
                if (key.equals("customer") && value.isDocument() && i % 2 == 1) {
                    BsonDocument customer = new BsonDocument();
                    for (String field : value.asDocument().keySet()) {
                        if (field.equals("shippingAddress")) {
                            customer.put("skipped_before_address", new BsonString("x"));
                            customer.put(field, new BsonDocument("street", new BsonString("s")).append("city", new BsonInt32(i)));
                        } else {
                            customer.put(field, value.asDocument().get(field));
                        }
                    }
                    value = customer;
                }
                stored.put(key, value);
            }
            documents.add(stored);
        }
        for (BsonDocument document : documents) {
            String outcome = FastPathDifferentialTest.outcome(() -> codec.decode(new BsonDocumentReader(document),
                    DecoderContext.builder().build()));
            assertTrue(outcome.startsWith(BsonRecordDecodingException.class.getName()), outcome);
            assertTrue(outcome.contains("status") || outcome.contains("customer.shippingAddress.city"), outcome);
            assertTrue(!outcome.contains("skipped_before") && outcome.contains(document.get("_id").asObjectId()
                    .getValue().toHexString()), outcome);
        }
        assertAllPathsAgree(codec, documents, "Order, an error after a skipped field");
    }

    /**
     * A malformed value of a field the record does not map, between fields in the codec's own order
     * or after its last component, which the straight pass skips: the same failure as where the
     * general loop skips and checks it (a codec that learned another order after the {@code _id}),
     * and a document the driver refuses.
     */
    @ParameterizedTest(name = "after the last component: {0}")
    @ValueSource(booleans = {false, true})
    void aMalformedUnmappedValueBetweenFieldsInOrderFailsAsInTheGeneralLoop(boolean afterTheLast) {
        TelemetryReading reading = new TelemetryReading("s-1", Instant.ofEpochMilli(1_000L), 20.5, 40.5, 1000.5);
        BsonDocument written = tree(BsonTestSupport.encode(generatedCodec(TelemetryReading.class), reading));
        BsonDocument stored = new BsonDocument("_id", new BsonObjectId(new ObjectId(9, 9)));
        BsonDocument unmapped = new BsonDocument("flag", BsonBoolean.TRUE).append("note", new BsonString("n"))
                .append("inner", new BsonDocument("a", BsonBoolean.FALSE))
                .append("old", new BsonBinary(BsonBinarySubType.OLD_BINARY, new byte[] {1, 2}));
        for (String key : written.keySet()) {
            if (!afterTheLast && key.equals("temp")) {
                stored.putAll(unmapped);
            }
            stored.append(key, written.get(key));
        }
        if (afterTheLast) {
            stored.putAll(unmapped);
        }
        byte[] good = BsonTestSupport.encodeDocument(stored);
        List<byte[]> malformed = new ArrayList<>();
        byte[] badBoolean = good.clone();
        badBoolean[indexAfter(good, new byte[] {0x08, 'f', 'l', 'a', 'g', 0})] = 2;
        malformed.add(badBoolean);
        byte[] longString = good.clone();
        longString[indexAfter(good, new byte[] {0x02, 'n', 'o', 't', 'e', 0})] = 100;
        malformed.add(longString);
        byte[] unterminated = good.clone();
        unterminated[indexAfter(good, new byte[] {0x02, 'n', 'o', 't', 'e', 0}) + 5] = 'x';
        malformed.add(unterminated);
        byte[] innerBoolean = good.clone();
        innerBoolean[indexAfter(good, new byte[] {0x08, 'a', 0})] = 7;
        malformed.add(innerBoolean);
        byte[] oldBinary = good.clone();
        oldBinary[indexAfter(good, new byte[] {0x05, 'o', 'l', 'd', 0}) + 5] = 9;
        malformed.add(oldBinary);
        byte[] unknownType = good.clone();
        unknownType[indexAfter(good, new byte[] {0x08, 'f', 'l', 'a', 'g', 0}) - 6] = 0x20;
        malformed.add(unknownType);
        // a codec that learned another order after the _id reads these documents in its general loop
        BsonDocument otherOrder = new BsonDocument("_id", new BsonObjectId(new ObjectId(1, 1)));
        List.of("ts", "pressure", "sensorId", "humidity", "temp").forEach(key -> otherOrder.append(key, written.get(key)));
        byte[] other = BsonTestSupport.encodeDocument(otherOrder);
        String value = FastPathDifferentialTest.outcome(() -> reading);
        for (byte[] document : malformed) {
            Codec<TelemetryReading> general = new TelemetryReadingBsonCodec(null);
            for (int i = 0; i < 3; i++) {
                BsonTestSupport.decode(general, other);
            }
            String expected = FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(general, document));
            assertTrue(expected.startsWith(BsonRecordDecodingException.class.getName() + ": ")
                    && expected.contains("the BSON is malformed"), expected);
            assertTrue(FastPathDifferentialTest.outcome(() -> tree(document)).startsWith("org.bson.Bson"),
                    "the driver refuses it too");
            Codec<TelemetryReading> fresh = new TelemetryReadingBsonCodec(null);
            assertEquals(value, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(fresh, good)));
            assertEquals(expected, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(fresh, document)));
            assertEquals(expected, FastPathDifferentialTest.outcome(() -> BsonRecords.fromBson(document, TelemetryReading.class)));
            assertEquals(List.of(value, withoutOffset(expected), value), decodeAsCursorBatches(
                    new TelemetryReadingBsonCodec(null), List.of(good, document, good)).stream()
                    .map(StoredDocumentsDifferentialTest::withoutOffset).toList());
        }
    }

    /**
     * A field that appears twice: every byte path keeps the value of the last occurrence, as the
     * reader path does, wherever the two stand, also once the codec has learned the layout that
     * holds both.
     */
    @Test
    void aFieldThatAppearsTwiceKeepsItsLastValue() {
        Codec<TelemetryReading> codec = generatedCodec(TelemetryReading.class);
        TelemetryReading reading = new TelemetryReading("s-1", Instant.ofEpochMilli(1_000L), 20.5, 40.5, 1000.5);
        BsonDocument written = tree(BsonTestSupport.encode(codec, reading));
        List<String> keys = List.copyOf(written.keySet());
        for (String repeated : List.of("sensorId", "temp")) {
            for (int at = 0; at <= keys.size(); at++) {
                byte[] twice = twiceAt(written, keys, repeated, at);
                boolean againIsLast = at > keys.indexOf(repeated);
                TelemetryReading expected = !againIsLast ? reading : repeated.equals("sensorId")
                        ? new TelemetryReading("again", reading.timestamp(), reading.temperature(), reading.humidity(),
                                reading.pressure())
                        : new TelemetryReading(reading.sensorId(), reading.timestamp(), -1.0, reading.humidity(),
                                reading.pressure());
                String outcome = FastPathDifferentialTest.outcome(() -> expected);
                String where = repeated + " again before field " + at;
                // as the reader path reads it: a BsonDocument cannot hold the name twice, so the reader is fed by hand
                assertEquals(outcome, FastPathDifferentialTest.outcome(() -> codec.decode(
                        new BsonBinaryReader(ByteBuffer.wrap(twice)) { }, DecoderContext.builder().build())), where);
                assertAllPathsAgree(codec, List.of(twice, twice, twice, twice), List.of(outcome, outcome, outcome, outcome),
                        where);
            }
        }
    }

    /**
     * A layout learned with unmapped fields skips them by their type's size: a later document whose
     * unmapped value is malformed there (a boolean byte of 2, a string longer than the document, a
     * value cut short by the end) fails exactly as it does for a codec that learned nothing, where the
     * general loop skips and checks it.
     */
    @Test
    void aMalformedUnmappedValueInALearnedLayoutFailsAsInTheGeneralLoop() {
        TelemetryReading reading = new TelemetryReading("s-1", Instant.ofEpochMilli(1_000L), 20.5, 40.5, 1000.5);
        BsonDocument written = tree(BsonTestSupport.encode(generatedCodec(TelemetryReading.class), reading));
        BsonDocument stored = new BsonDocument("_id", new BsonObjectId(new ObjectId(9, 9)))
                .append("flag", BsonBoolean.TRUE);
        stored.putAll(written);
        stored.append("note", new BsonString("n")).append("count", new BsonInt64(3L));
        byte[] good = BsonTestSupport.encodeDocument(stored);
        byte[] badBoolean = good.clone();
        badBoolean[indexAfter(good, new byte[] {0x08, 'f', 'l', 'a', 'g', 0})] = 2;
        byte[] longString = good.clone();
        longString[indexAfter(good, new byte[] {0x02, 'n', 'o', 't', 'e', 0})] = 100;
        // the document ends (its terminating 0) 4 bytes into the int64's value
        int count = indexAfter(good, new byte[] {0x12, 'c', 'o', 'u', 'n', 't', 0});
        byte[] cutShort = java.util.Arrays.copyOf(good, count + 4);
        cutShort[count + 3] = 0;
        cutShort[0] = (byte) cutShort.length;
        for (byte[] malformed : List.of(badBoolean, longString, cutShort)) {
            String value = FastPathDifferentialTest.outcome(() -> reading);
            String expected = failsInABatchAsOnAFreshCodec(good, malformed, value);
            // one reader per document, and fromBson, once the codec has learned the layout
            Codec<TelemetryReading> trained = new TelemetryReadingBsonCodec(null);
            for (int i = 0; i < 2; i++) {
                assertEquals(value, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(trained, good)));
                assertEquals(value, FastPathDifferentialTest.outcome(() -> BsonRecords.fromBson(good, TelemetryReading.class)));
            }
            assertEquals(expected, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(trained, malformed)));
            assertEquals(expected, FastPathDifferentialTest.outcome(
                    () -> BsonRecords.fromBson(malformed, TelemetryReading.class)));
        }
        assertTrue(FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(new TelemetryReadingBsonCodec(null),
                badBoolean)).contains("Expected a boolean value but found 2"));
    }

    /**
     * The outcome of {@code malformed} on a codec that learned nothing (its general loop reads it), a
     * decoding error, which the same document also gets in a cursor batch after two {@code good} ones
     * (whose layout the codec has learned by then); the batch's other documents decode to {@code value}.
     * The offset in the message is the batch's, so it is left out of that comparison.
     */
    private static String failsInABatchAsOnAFreshCodec(byte[] good, byte[] malformed, String value) {
        String expected = FastPathDifferentialTest.outcome(
                () -> BsonTestSupport.decode(new TelemetryReadingBsonCodec(null), malformed));
        assertTrue(expected.startsWith(BsonRecordDecodingException.class.getName()), expected);
        List<String> batch = decodeAsCursorBatches(new TelemetryReadingBsonCodec(null), List.of(good, good, malformed, good));
        assertEquals(List.of(value, value, withoutOffset(expected), value),
                batch.stream().map(StoredDocumentsDifferentialTest::withoutOffset).toList());
        return expected;
    }

    /**
     * A codec that learned a layout starting with the server's {@code _id}, then another order, skips
     * a leading {@code _id} before its loop over the layout, whatever its type: a later document whose
     * {@code _id} is malformed there (a boolean byte of 2, a string longer than the document, an unknown
     * type, an ObjectId cut short by the end) fails exactly as it does for a codec that learned nothing.
     */
    @Test
    void aMalformedLeadingIdInALearnedLayoutFailsAsInTheGeneralLoop() {
        TelemetryReading reading = new TelemetryReading("s-1", Instant.ofEpochMilli(1_000L), 20.5, 40.5, 1000.5);
        BsonDocument written = tree(BsonTestSupport.encode(generatedCodec(TelemetryReading.class), reading));
        BsonDocument stored = new BsonDocument("_id", new BsonObjectId(new ObjectId(9, 9)));
        for (String key : List.of("ts", "pressure", "sensorId", "humidity", "temp")) {
            stored.append(key, written.get(key));
        }
        byte[] good = BsonTestSupport.encodeDocument(stored);
        byte[] badBoolean = withId(stored, BsonBoolean.TRUE);
        badBoolean[indexAfter(badBoolean, new byte[] {0x08, '_', 'i', 'd', 0})] = 2;
        byte[] longString = withId(stored, new BsonString("id"));
        longString[indexAfter(longString, new byte[] {0x02, '_', 'i', 'd', 0})] = 100;
        byte[] unknownType = withId(stored, new BsonInt32(7));
        unknownType[indexAfter(unknownType, new byte[] {0x10, '_', 'i', 'd', 0}) - 5] = 0x7A;
        // the document ends (its terminating 0) 4 bytes into the ObjectId
        int id = indexAfter(good, new byte[] {0x07, '_', 'i', 'd', 0});
        byte[] cutShort = java.util.Arrays.copyOf(good, id + 5);
        cutShort[id + 4] = 0;
        cutShort[0] = (byte) cutShort.length;
        String value = FastPathDifferentialTest.outcome(() -> reading);
        for (byte[] malformed : List.of(badBoolean, longString, unknownType, cutShort)) {
            String expected = failsInABatchAsOnAFreshCodec(good, malformed, value);
            Codec<TelemetryReading> trained = new TelemetryReadingBsonCodec(null);
            for (int i = 0; i < 2; i++) {
                assertEquals(value, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(trained, good)));
            }
            assertEquals(expected, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(trained, malformed)));
            assertEquals(value, FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(trained, good)));
        }
        assertTrue(FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(new TelemetryReadingBsonCodec(null),
                unknownType)).contains("0x7a"));
    }

    /** {@code stored} with {@code id} as its {@code _id}, encoded. */
    private static byte[] withId(BsonDocument stored, BsonValue id) {
        BsonDocument copy = stored.clone();
        copy.put("_id", id);
        return BsonTestSupport.encodeDocument(copy);
    }

    static String withoutOffset(String outcome) {
        return outcome.replaceAll("offset \\d+", "offset _");
    }

    private static int indexAfter(byte[] bytes, byte[] marker) {
        for (int i = 0; i + marker.length <= bytes.length; i++) {
            if (java.util.Arrays.equals(bytes, i, i + marker.length, marker, 0, marker.length)) {
                return i + marker.length;
            }
        }
        throw new AssertionError("marker not found");
    }

    /** The document with {@code repeated} written a second time, with another value, before key {@code at}. */
    private static byte[] twiceAt(BsonDocument written, List<String> keys, String repeated, int at) {
        BsonValue again = repeated.equals("sensorId") ? new BsonString("again") : new BsonDouble(-1.0);
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            writer.writeStartDocument();
            for (int k = 0; k <= keys.size(); k++) {
                if (k == at) {
                    writer.writeName(repeated);
                    VALUES.encode(writer, again, EncoderContext.builder().build());
                }
                if (k < keys.size()) {
                    writer.writeName(keys.get(k));
                    VALUES.encode(writer, written.get(keys.get(k)), EncoderContext.builder().build());
                }
            }
            writer.writeEndDocument();
        }
        return buffer.toByteArray();
    }

    private static final BsonValueCodec VALUES = new BsonValueCodec();

    /** {@link #assertAllPathsAgree(Codec, List, List, String)} with the reader API path on each document as the reference. */
    static <R> void assertAllPathsAgree(Codec<R> codec, List<BsonDocument> documents, String what) {
        List<String> expected = new ArrayList<>();
        for (BsonDocument document : documents) {
            expected.add(FastPathDifferentialTest.outcome(() -> codec.decode(new BsonDocumentReader(document),
                    DecoderContext.builder().build())));
        }
        assertAllPathsAgree(codec, documents.stream().map(BsonTestSupport::encodeDocument).toList(), expected, what);
    }

    /**
     * Every document through every byte path of the same codec instance, in order: a cursor batch
     * read in place, one reader per document, {@code fromBson}, and the document as a
     * {@code RawBsonDocument} inside a larger array padded with 0xFF bytes (decoded in place and by
     * {@code fromBson}: nothing past its end is read), each outcome as expected.
     */
    static <R> void assertAllPathsAgree(Codec<R> codec, List<byte[]> bytes, List<String> expected, String what) {
        List<String> batch = decodeAsCursorBatches(codec, bytes);
        for (int i = 0; i < bytes.size(); i++) {
            byte[] document = bytes.get(i);
            String where = what + ", document " + i + ": " + new RawBsonDocument(document).toJson();
            assertEquals(expected.get(i), batch.get(i), "cursor batch: " + where);
            assertEquals(expected.get(i), FastPathDifferentialTest.outcome(() -> BsonTestSupport.decode(codec, document)),
                    "one reader per document: " + where);
            assertEquals(expected.get(i), FastPathDifferentialTest.outcome(
                    () -> BsonRecords.fromBson(document, codec.getEncoderClass())), "fromBson: " + where);
            byte[] padded = new byte[document.length + 16];
            Arrays.fill(padded, (byte) 0xFF);
            System.arraycopy(document, 0, padded, 3, document.length);
            RawBsonDocument inside = new RawBsonDocument(padded, 3, document.length);
            // an error's offsets are the larger array's: 3 more
            assertEquals(withoutOffset(expected.get(i)), withoutOffset(FastPathDifferentialTest.outcome(
                    () -> inside.decode(codec))), "a raw document inside a larger array: " + where);
            assertEquals(withoutOffset(expected.get(i)), withoutOffset(FastPathDifferentialTest.outcome(
                    () -> BsonRecords.fromBson(inside, codec.getEncoderClass()))), "fromBson(RawBsonDocument): " + where);
        }
    }

    /**
     * The documents as one reader over {@code {firstBatch: [...]}} reads them, as the driver reads a
     * cursor reply; after a failure the reader's state is lost, so the rest go into a new batch.
     */
    static <R> List<String> decodeAsCursorBatches(Codec<R> codec, List<byte[]> documents) {
        List<String> outcomes = new ArrayList<>();
        while (outcomes.size() < documents.size()) {
            byte[] batch = firstBatch(documents.subList(outcomes.size(), documents.size()));
            try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(batch))) {
                reader.readStartDocument();
                reader.readName();
                reader.readStartArray();
                while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                    String outcome = FastPathDifferentialTest.outcome(() -> codec.decode(reader, DecoderContext.builder().build()));
                    outcomes.add(outcome);
                    if (!outcome.startsWith("value ")) {
                        break;
                    }
                }
            }
        }
        return outcomes;
    }

    private static byte[] firstBatch(List<byte[]> documents) {
        BsonArray array = new BsonArray();
        documents.forEach(document -> array.add(new RawBsonDocument(document)));
        return BsonTestSupport.encodeDocument(new BsonDocument("firstBatch", array));
    }

    static BsonDocument tree(byte[] bytes) {
        return new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)),
                DecoderContext.builder().build());
    }

    /**
     * One way stored documents differ from what the codec writes, the same for every document it
     * is applied to (and, with the same seed, for every nested document): the server's {@code _id}
     * first where the document has none, the fields in an order of their own, some left out, and
     * up to three unmapped fields of any BSON type at fixed places.
     */
    record Layout(long seed) {
        BsonDocument apply(BsonDocument written) {
            return apply(written, 0);
        }

        private BsonDocument apply(BsonDocument written, int depth) {
            Random random = new Random(seed + depth);
            boolean idFirst = random.nextBoolean() && depth == 0;
            int unmapped = random.nextInt(4);
            List<String> keys = new ArrayList<>(written.keySet());
            keys.removeIf(key -> !key.equals("_id") && Math.floorMod(hash(key, 1), 6) == 0);
            keys.sort(Comparator.comparingInt(key -> hash(key, 2)));
            List<Object> fields = new ArrayList<>(keys);
            for (int u = 0; u < unmapped; u++) {
                fields.add(Math.floorMod(hash("u" + u, 3), fields.size() + 1), u);
            }
            BsonDocument stored = new BsonDocument();
            if (idFirst && !written.containsKey("_id")) {
                stored.put("_id", new BsonObjectId(new ObjectId(0x5f000000 + (int) (seed & 0xFFFF), 42)));
            }
            for (Object field : fields) {
                if (field instanceof String key) {
                    BsonValue value = written.get(key);
                    stored.put(key, value.isDocument() && depth < 3 ? apply(value.asDocument(), depth + 1) : value);
                } else {
                    int u = (Integer) field;
                    int kind = Math.floorMod(hash("t" + u, 4), UNMAPPED_VALUES.size());
                    stored.put("unmapped_" + depth + "_" + u, UNMAPPED_VALUES.get(kind).get());
                }
            }
            return stored;
        }

        private int hash(String key, int salt) {
            return Long.hashCode(seed * 31 + salt) * 31 + key.hashCode();
        }
    }

    /** A value of every BSON type, for the fields no component maps. */
    private static final List<Supplier<BsonValue>> UNMAPPED_VALUES = List.of(
            () -> new BsonDouble(1.5), () -> new BsonString("unmapped"),
            () -> new BsonDocument("a", new BsonInt32(1)).append("b", new BsonArray(List.of(BsonNull.VALUE))),
            () -> new BsonArray(List.of(new BsonInt32(1), new BsonString("x"))),
            () -> new BsonBinary(new byte[] {1, 2, 3}),
            () -> new BsonBinary(BsonBinarySubType.UUID_STANDARD, new byte[16]),
            () -> new BsonBinary(BsonBinarySubType.OLD_BINARY, new byte[] {4, 5}),
            () -> new BsonBinary((byte) 0x80, new byte[] {6}),
            () -> new BsonUndefined(), () -> new BsonObjectId(new ObjectId(7, 7)), () -> BsonBoolean.TRUE,
            () -> new BsonDateTime(86_400_000L), () -> BsonNull.VALUE, () -> new BsonRegularExpression("^a.*", "i"),
            () -> new BsonDbPointer("db.coll", new ObjectId(8, 8)), () -> new BsonJavaScript("function() {}"),
            () -> new BsonSymbol("sym"),
            () -> new BsonJavaScriptWithScope("x", new BsonDocument("x", new BsonInt32(1))),
            () -> new BsonInt32(32), () -> new BsonTimestamp(5, 6), () -> new BsonInt64(64L),
            () -> new BsonDecimal128(Decimal128.parse("1.25")), () -> new BsonMinKey(), () -> new BsonMaxKey());
}
