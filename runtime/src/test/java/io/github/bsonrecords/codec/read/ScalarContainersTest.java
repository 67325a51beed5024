package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.read.ScalarContainers.Element;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonArray;
import org.bson.BsonBinaryReader;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonReader;
import org.bson.BsonString;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.junit.jupiter.api.Test;

/**
 * The shared list and map reads of the reader path: values, nulls, widening and the error of a wrong element
 * (the byte path's own loops are held to the same by the generated-codec differential tests).
 */
class ScalarContainersTest {
    private static final FieldRef FIELD = new FieldRef("test.Rec", "values", "v");

    @Test
    void readsListsOfEachKindWithNullsAndWidening() {
        BsonDocument document = new BsonDocument("v", new BsonArray(List.of(new BsonInt32(1), BsonNull.VALUE,
                new BsonInt64(3))));
        assertEquals(Arrays.asList(1L, null, 3L), list(document, Element.LONG));
        assertEquals(Arrays.asList(1.0, null, 3.0), list(document, Element.DOUBLE));
        BsonDocument ints = new BsonDocument("v", new BsonArray(List.of(new BsonInt32(7), new BsonInt32(-2))));
        // each element boxed as its own kind: Integer, not a widened Double
        assertEquals(List.of(7, -2), list(ints, Element.INT));
        assertEquals(Integer.class, list(ints, Element.INT).get(0).getClass());
    }

    @Test
    void readsMapsInTheirOrderAndNullContainers() {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("b", "x");
        expected.put("a", null);
        BsonDocument document = new BsonDocument("v", new BsonDocument("b", new BsonString("x")).append("a", BsonNull.VALUE));
        assertEquals(expected, map(document, Element.STRING));
        BsonDocument none = new BsonDocument("v", BsonNull.VALUE);
        assertNull(map(none, Element.STRING));
        assertNull(list(none, Element.STRING));
    }

    @Test
    void aWrongElementIsReportedWithItsIndex() {
        BsonDocument document = new BsonDocument("v", new BsonArray(List.of(new BsonString("ok"), new BsonDouble(1.5))));
        BsonRecordDecodingException e = assertThrows(BsonRecordDecodingException.class, () -> list(document, Element.STRING));
        assertTrue(e.getMessage().contains("(at [1])"), e.getMessage());
        assertTrue(e.getMessage().contains("double"), e.getMessage());
    }

    private static List<Object> list(BsonDocument document, Element element) {
        return ScalarContainers.list(readerAtValue(document), element, FIELD);
    }

    private static Map<String, Object> map(BsonDocument document, Element element) {
        return ScalarContainers.map(readerAtValue(document), element, FIELD);
    }

    private static byte[] bytes(BsonDocument document) {
        RawBsonDocument raw = new RawBsonDocument(document, new BsonDocumentCodec());
        ByteBuffer buffer = raw.getByteBuffer().asNIO();
        byte[] bytes = new byte[buffer.remaining()];
        buffer.get(bytes);
        return bytes;
    }

    private static BsonReader readerAtValue(BsonDocument document) {
        BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes(document)));
        reader.readStartDocument();
        reader.readBsonType();
        reader.readName();
        return reader;
    }
}
