package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.paths.Station;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
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

    @Test
    void aLongStringFoundIsTruncated() {
        BsonDocument document = station();
        document.put("airTemperature", measurement(new BsonString("a very long value that nobody should print in full")));
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Measurement.value from BSON field 'value':"
                + " expected a number (int32, int64, double or decimal128), found string \"a very long value that nobody...\""
                + " (at airTemperature.value in the document with _id \"st-1\")", decodeFails(document).getMessage());
    }

    @Test
    void aTopLevelFieldKeepsTheMessageItHad() {
        BsonDocument document = station();
        BsonValue id = document.remove("_id");
        document.put("lines", new BsonString("none"));
        document.put("_id", id);
        BsonRecordDecodingException error = decodeFails(document);
        assertEquals("lines", error.getPath());
        assertEquals("Cannot decode io.github.bsonrecords.examples.paths.Station.lines from BSON field 'lines':"
                + " expected array, found string", error.getMessage());
    }
}
