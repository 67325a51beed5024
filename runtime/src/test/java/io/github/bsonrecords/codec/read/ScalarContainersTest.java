package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

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

/** The shared list and map reads give the same values and errors on the bytes and through a reader. */
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
    void wrongElementFailsTheSameWayOnBothPaths() {
        BsonDocument document = new BsonDocument("v", new BsonArray(List.of(new BsonString("ok"), new BsonDouble(1.5))));
        BsonRecordDecodingException onBytes = assertThrows(BsonRecordDecodingException.class,
                () -> listFromBytes(document, Element.STRING));
        BsonRecordDecodingException onReader = assertThrows(BsonRecordDecodingException.class,
                () -> listFromReader(document, Element.STRING));
        assertEquals(onReader.getMessage(), onBytes.getMessage());
    }

    private static List<Object> list(BsonDocument document, Element element) {
        List<Object> fromBytes = listFromBytes(document, element);
        assertEquals(listFromReader(document, element), fromBytes);
        return fromBytes;
    }

    private static Map<String, Object> map(BsonDocument document, Element element) {
        byte[] bytes = bytes(document);
        Map<String, Object> fromBytes = ScalarContainers.map(bytes, bytes[4], valueStart(), valueEnd(bytes), element, FIELD);
        BsonReader reader = readerAtValue(document);
        assertEquals(ScalarContainers.map(reader, element, FIELD), fromBytes);
        return fromBytes;
    }

    private static List<Object> listFromBytes(BsonDocument document, Element element) {
        byte[] bytes = bytes(document);
        return ScalarContainers.list(bytes, bytes[4], valueStart(), valueEnd(bytes), element, FIELD);
    }

    private static List<Object> listFromReader(BsonDocument document, Element element) {
        return ScalarContainers.list(readerAtValue(document), element, FIELD);
    }

    /** The one field's value starts after its header: size (4), type (1), "v" and its 0 (2). */
    private static int valueStart() {
        return 7;
    }

    /** Before the document's terminating 0. */
    private static int valueEnd(byte[] bytes) {
        return bytes.length - 1;
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
