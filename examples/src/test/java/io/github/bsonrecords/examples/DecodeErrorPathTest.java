package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.paths.Station;
import io.github.bsonrecords.examples.paths.Tally;
import java.util.List;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.BsonValue;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.junit.jupiter.api.Test;

/**
 * Decode errors say where: the path from the top-level document and its {@code _id} when read,
 * the same on the byte path and the reader/writer path.
 */
class DecodeErrorPathTest {
    private static final Codec<Station> CODEC = BsonTestSupport.generatedCodec(Station.class);

    private static BsonDocument measurement(BsonValue value) {
        return new BsonDocument("value", value).append("unit", new BsonString("C"));
    }

    private static BsonDocument line(BsonValue sku) {
        return new BsonDocument("sku", sku).append("quantity", new BsonInt32(1));
    }

    private static BsonDocument station() {
        BsonArray lines = new BsonArray();
        for (int i = 0; i < 5; i++) {
            lines.add(line(new BsonString("sku-" + i)));
        }
        BsonArray grid = new BsonArray();
        grid.add(new BsonArray(java.util.List.of(new BsonInt32(1), new BsonInt32(2), new BsonInt32(3))));
        grid.add(new BsonArray(java.util.List.of(new BsonInt32(4), new BsonInt32(5), new BsonInt32(6))));
        return new BsonDocument("_id", new BsonString("st-1"))
                .append("airTemperature", measurement(new BsonDouble(21.5)))
                .append("dewPoint", measurement(new BsonDouble(11.0)))
                .append("lines", lines)
                .append("counters", new BsonDocument("k0", measurement(new BsonDouble(1))).append("k1",
                        measurement(new BsonDouble(2))))
                .append("grid", grid);
    }

    /** The error on both paths, checked to be the same, as its message. */
    private static BsonRecordDecodingException decodeFails(BsonDocument document) {
        byte[] bytes = BsonTestSupport.encodeDocument(document);
        BsonRecordDecodingException bytePath = assertThrows(BsonRecordDecodingException.class,
                () -> BsonTestSupport.decode(CODEC, bytes));
        BsonRecordDecodingException direct = assertThrows(BsonRecordDecodingException.class,
                () -> BsonRecords.fromBson(bytes, Station.class));
        BsonRecordDecodingException readerPath = assertThrows(BsonRecordDecodingException.class,
                () -> CODEC.decode(new BsonDocumentReader(document), DecoderContext.builder().build()));
        assertEquals(bytePath.getMessage(), readerPath.getMessage());
        assertEquals(bytePath.getMessage(), direct.getMessage());
        assertEquals(bytePath.getPath(), readerPath.getPath());
        return bytePath;
    }

    @Test
    void theValidDocumentDecodes() {
        assertEquals("st-1", BsonTestSupport.decode(CODEC, BsonTestSupport.encodeDocument(station())).id());
    }

    @Test
    void aNestedRecordSaysWhichComponentItIs() {
        BsonDocument document = station();
        document.put("dewPoint", measurement(new BsonString("warm")));
        BsonRecordDecodingException error = decodeFails(document);
        assertEquals("dewPoint.value", error.getPath());
        assertEquals("st-1", error.getDocumentId());
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Measurement.value from BSON field 'value':"
                + " expected a number (int32, int64, double or decimal128), found string \"warm\""
                + " (at dewPoint.value in the document with _id \"st-1\")", error.getMessage());
    }

    @Test
    void aListElementSaysItsIndex() {
        BsonDocument document = station();
        document.getArray("lines").set(3, line(new BsonInt32(7)));
        BsonRecordDecodingException error = decodeFails(document);
        assertEquals("lines[3].sku", error.getPath());
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Line.sku from BSON field 'sku':"
                + " expected string, found int32 7 (at lines[3].sku in the document with _id \"st-1\")", error.getMessage());
    }

    @Test
    void aMapValueSaysItsKey() {
        BsonDocument document = station();
        document.getDocument("counters").put("k1", measurement(new BsonString("x")));
        BsonRecordDecodingException error = decodeFails(document);
        assertEquals("counters[\"k1\"].value", error.getPath());
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Measurement.value from BSON field 'value':"
                + " expected a number (int32, int64, double or decimal128), found string \"x\""
                + " (at counters[\"k1\"].value in the document with _id \"st-1\")", error.getMessage());
    }

    @Test
    void nestedListsSayBothIndexes() {
        BsonDocument document = station();
        document.getArray("grid").get(1).asArray().set(2, new BsonString("six"));
        assertEquals("grid[1][2]", decodeFails(document).getPath());
    }

    @Test
    void anIdNotYetReadIsNotReported() {
        BsonDocument document = station();
        BsonValue id = document.remove("_id");
        document.put("dewPoint", measurement(new BsonString("warm")));
        document.put("_id", id);
        BsonRecordDecodingException error = decodeFails(document);
        assertEquals(null, error.getDocumentId());
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Measurement.value from BSON field 'value':"
                + " expected a number (int32, int64, double or decimal128), found string \"warm\" (at dewPoint.value)",
                error.getMessage());
    }

    /**
     * Documents in another order, the _id after the first field: once the codec has learned that order
     * (its layout loop reads them), an error after the _id still names it, as on the reader path.
     */
    @Test
    void anIdReadInALearnedOrderIsReported() {
        List<String> order = List.of("airTemperature", "_id", "dewPoint", "lines", "counters", "grid");
        for (int i = 0; i < 40; i++) {
            BsonDocument valid = reordered(station(), order);
            valid.put("_id", new BsonString("st-" + i));
            assertEquals("st-" + i, BsonTestSupport.decode(CODEC, BsonTestSupport.encodeDocument(valid)).id());
        }
        BsonDocument document = station();
        document.put("counters", new BsonDocument("k0", measurement(new BsonString("warm"))));
        BsonRecordDecodingException error = decodeFails(reordered(document, order));
        assertEquals("st-1", error.getDocumentId());
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Measurement.value from BSON field 'value':"
                + " expected a number (int32, int64, double or decimal128), found string \"warm\" (at counters[\"k0\"].value"
                + " in the document with _id \"st-1\")", error.getMessage());
    }

    private static BsonDocument reordered(BsonDocument document, List<String> order) {
        BsonDocument result = new BsonDocument();
        order.forEach(key -> result.put(key, document.get(key)));
        return result;
    }

    @Test
    void aLongStringFoundIsTruncated() {
        BsonDocument document = station();
        document.put("airTemperature", measurement(new BsonString("a very long value that nobody should print in full")));
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Measurement.value from BSON field 'value':"
                + " expected a number (int32, int64, double or decimal128), found string \"a very long value that nobody...\""
                + " (at airTemperature.value in the document with _id \"st-1\")", decodeFails(document).getMessage());
    }

    @Test
    void aContainerOfTheWrongTypeShowsTheValueFound() {
        BsonDocument document = station();
        BsonValue id = document.remove("_id");
        document.put("lines", new BsonString("none"));
        document.put("_id", id);
        BsonRecordDecodingException error = decodeFails(document);
        assertEquals("lines", error.getPath());
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Station.lines from BSON field 'lines':"
                + " expected array, found string \"none\"", error.getMessage());
    }

    @Test
    void aPrimitiveIdNotYetReadIsNotShownAsTheDocumentsId() {
        Codec<Tally> codec = BsonTestSupport.generatedCodec(Tally.class);
        byte[] bytes = BsonTestSupport.encodeDocument(new BsonDocument("reading", measurement(new BsonString("warm")))
                .append("_id", new BsonInt64(5)));
        BsonRecordDecodingException error = assertThrows(BsonRecordDecodingException.class,
                () -> BsonTestSupport.decode(codec, bytes));
        assertEquals("reading.value", error.getPath());
        assertEquals(null, error.getDocumentId());
        assertFalse(error.getMessage().contains("_id"), error.getMessage());
    }

    @Test
    void malformedBsonNamesTheRecordAndWhereItIs() {
        // a skipped field (no component has the name) holding a boolean byte of 2, which the driver refuses
        BsonDocument document = station();
        document.put("dewPoint", measurement(new BsonDouble(11)).append("extra", org.bson.BsonBoolean.TRUE));
        byte[] bytes = BsonTestSupport.encodeDocument(document);
        byte[] marker = {0x08, 'e', 'x', 't', 'r', 'a', 0, 1};
        int at = indexOf(bytes, marker);
        bytes[at + marker.length - 1] = 2;
        for (ThrowingDecode decode : java.util.List.<ThrowingDecode>of(() -> BsonTestSupport.decode(CODEC, bytes),
                () -> BsonRecords.fromBson(bytes, Station.class))) {
            BsonRecordDecodingException error = assertThrows(BsonRecordDecodingException.class, decode::run);
            assertEquals("dewPoint", error.getPath());
            assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Measurement: the BSON is malformed:"
                    + " Expected a boolean value but found 2 (at dewPoint in the document with _id \"st-1\")",
                    error.getMessage());
            assertInstanceOf(org.bson.BsonSerializationException.class, error.getCause());
        }
    }

    @FunctionalInterface
    private interface ThrowingDecode {
        Object run();
    }

    private static int indexOf(byte[] bytes, byte[] part) {
        for (int i = 0; i + part.length <= bytes.length; i++) {
            if (java.util.Arrays.equals(bytes, i, i + part.length, part, 0, part.length)) {
                return i;
            }
        }
        throw new AssertionError("not found");
    }
}
