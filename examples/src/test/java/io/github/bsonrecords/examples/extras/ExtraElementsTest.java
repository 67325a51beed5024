package io.github.bsonrecords.examples.extras;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.Filters;
import io.github.bsonrecords.BsonRecordEncodingException;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.codec.write.BinaryCodec;
import io.github.bsonrecords.examples.EmbeddedMongo;
import java.nio.ByteBuffer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinarySubType;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDbPointer;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDocumentWriter;
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
import org.bson.BsonUndefined;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.BsonValueCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The extra-elements component: a read-modify-write through a record that names three fields of a
 * document with 20 more, of every BSON type, changes the one field and nothing else, on both
 * paths, for each of the three types the component can have.
 */
class ExtraElementsTest {
    private static final CodecRegistry REGISTRY = BsonRecords.registry();
    private static final ObjectId ID = new ObjectId("65e1a3f0c2a4b81d2f9e7a10");

    /** Encode and decode through bytes (the byte path) or a tree reader and writer (the reader/writer path). */
    enum Path {
        BYTES, READER_AND_WRITER_API;

        <T> T decode(Codec<T> codec, byte[] bytes) {
            if (this == BYTES) {
                try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
                    return codec.decode(reader, DecoderContext.builder().build());
                }
            }
            BsonDocument tree = new RawBsonDocument(bytes).decode(new BsonDocumentCodec());
            return codec.decode(new BsonDocumentReader(tree), DecoderContext.builder().build());
        }

        <T> byte[] encode(Codec<T> codec, T value) {
            if (this == BYTES) {
                BasicOutputBuffer buffer = new BasicOutputBuffer();
                try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
                    codec.encode(writer, value, EncoderContext.builder().build());
                }
                return buffer.toByteArray();
            }
            BsonDocument tree = new BsonDocument();
            codec.encode(new BsonDocumentWriter(tree), value, EncoderContext.builder().build());
            return bytes(tree);
        }
    }

    /** Twenty fields of every BSON type (binary in five subtypes), none of which the views name. */
    static BsonDocument unknownFields() {
        BsonDocument fields = new BsonDocument();
        fields.put("double", new BsonDouble(-0.5));
        fields.put("string", new BsonString("héllo \uD83D\uDE80"));
        fields.put("document", BsonDocument.parse("{a: 1, b: {c: [1, 'x', null]}}"));
        fields.put("array", new BsonArray(List.of(new BsonInt32(1), new BsonString("two"), BsonDocument.parse("{t: 3}"))));
        fields.put("binary", new BsonBinary(new byte[] {1, 2, 3}));
        fields.put("oldBinary", new BsonBinary(BsonBinarySubType.OLD_BINARY, new byte[] {4, 5}));
        fields.put("uuid", new BsonBinary(BsonBinarySubType.UUID_STANDARD, new byte[16]));
        fields.put("md5", new BsonBinary(BsonBinarySubType.MD5, new byte[16]));
        fields.put("userBinary", new BsonBinary((byte) 0x80, new byte[] {9}));
        fields.put("undefined", new BsonUndefined());
        fields.put("objectId", new BsonObjectId(new ObjectId("5f1b2c3d4e5f6a7b8c9d0e1f")));
        fields.put("boolean", BsonBoolean.TRUE);
        fields.put("dateTime", new BsonDateTime(1_700_000_000_000L));
        fields.put("null", BsonNull.VALUE);
        fields.put("regex", new BsonRegularExpression("^a.*", "im"));
        fields.put("dbPointer", new BsonDbPointer("db.coll", new ObjectId("5f1b2c3d4e5f6a7b8c9d0e1f")));
        fields.put("javaScript", new BsonJavaScript("function() { return 1; }"));
        fields.put("symbol", new BsonSymbol("sym"));
        fields.put("scoped", new BsonJavaScriptWithScope("x + y", BsonDocument.parse("{x: 1}")));
        fields.put("int32", new BsonInt32(42));
        fields.put("timestamp", new BsonTimestamp(7, 3));
        fields.put("int64", new BsonInt64(1L << 40));
        fields.put("decimal128", new BsonDecimal128(Decimal128.parse("1.5E-10")));
        fields.put("minKey", new BsonMinKey());
        fields.put("maxKey", new BsonMaxKey());
        return fields;
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void aRawDocumentKeepsEveryUnknownFieldByteForByte(Path path) {
        BsonDocument stored = new BsonDocument("_id", new BsonObjectId(ID)).append("name", new BsonString("Ada"))
                .append("visits", new BsonInt32(3));
        stored.putAll(unknownFields());
        readModifyWrite(CustomerView.class, stored, path, view -> view.withVisits(view.visits() + 1));
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void aBsonDocumentKeepsEveryUnknownFieldAndAnAliasIsNotOne(Path path) {
        BsonDocument stored = new BsonDocument("_id", new BsonString("sku-1")).append("name", new BsonString("Lamp"))
                .append("visits", new BsonInt32(3));
        stored.putAll(unknownFields());
        readModifyWrite(ProductView.class, stored, path, view -> view.withVisits(view.visits() + 1));

        ProductView old = path.decode(REGISTRY.get(ProductView.class),
                bytes(BsonDocument.parse("{_id: 'sku-2', title: 'Desk', visits: 1, colour: 'oak'}")));
        assertEquals("Desk", old.name());
        assertEquals(BsonDocument.parse("{colour: 'oak'}"), old.rest());
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void aMapKeepsTheUnknownFieldsTheDriversObjectDecodingReturnsAsTheyWere(Path path) {
        // the _id too: EventView has no _id component
        BsonDocument stored = new BsonDocument("_id", new BsonObjectId(ID)).append("kind", new BsonString("visit"))
                .append("visits", new BsonInt32(3));
        stored.putAll(unknownFields());
        // the Object codec gives back what it read for these; others (undefined, symbol, binary subtypes) it maps
        for (String lossy : List.of("undefined", "symbol", "oldBinary", "uuid", "md5", "userBinary", "dbPointer")) {
            stored.remove(lossy);
        }
        EventView view = path.decode(REGISTRY.get(EventView.class), bytes(stored));
        assertEquals(ID, view.rest().get("_id"));
        assertEquals(42, view.rest().get("int32"));
        readModifyWrite(EventView.class, stored, path, event -> event.withVisits(event.visits() + 1));
    }

    /**
     * An unknown field named twice keeps its last value where the name first came, as a mapped field
     * named twice keeps its last value and a {@code BsonDocument} a key put twice: on the byte path,
     * the reader path over the same bytes and over a tree, for each type of the component.
     */
    @Test
    void anUnknownFieldNamedTwiceKeepsItsLastValueOnEveryPath() {
        BsonDocument three = new BsonDocument("three", new BsonInt32(3));
        byte[] customer = repeatedTag(new BsonObjectId(ID));
        byte[] lastWins = bytes(new BsonDocument("kind", new BsonString("visit")).append("tag", three)
                .append("other", BsonBoolean.TRUE));
        byte[] product = repeatedTag(new BsonString("sku-1"));
        for (Path path : Path.values()) {
            assertArrayEquals(lastWins, rawBytes(path.decode(REGISTRY.get(CustomerView.class), customer).rest()),
                    path.name());
            BsonDocument products = path.decode(REGISTRY.get(ProductView.class), product).rest();
            assertEquals(List.of("kind", "tag", "other"), List.copyOf(products.keySet()), path.name());
            assertEquals(three, products.get("tag"), path.name());
            Map<String, Object> events = path.decode(REGISTRY.get(EventView.class), customer).rest();
            assertEquals(List.of("_id", "name", "tag", "other"), List.copyOf(events.keySet()), path.name());
            assertEquals(Map.of("three", 3), events.get("tag"), path.name());
        }
        // the reader path over the bytes themselves (a tree already keeps one value per name), and fromBson
        BinaryCodec<CustomerView> codec = (BinaryCodec<CustomerView>) REGISTRY.get(CustomerView.class);
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(customer))) {
            assertArrayEquals(lastWins, rawBytes(codec.decode(reader, DecoderContext.builder().build(), 1).rest()));
        }
        assertArrayEquals(lastWins, rawBytes(BsonRecords.fromBson(customer, CustomerView.class).rest()));
    }

    /**
     * Many unknown fields (past the count compared pair by pair), names alike in their first 8 bytes and
     * length: only a name that repeats exactly is kept once; without one, the bytes stay as they came.
     */
    @Test
    void manyUnknownFieldsAreKeptAsTheyCameUnlessANameRepeats() {
        for (int fields : new int[] {3, 20, 40}) {
            for (boolean repeat : new boolean[] {false, true}) {
                BasicOutputBuffer buffer = new BasicOutputBuffer();
                BsonDocument expected = new BsonDocument();
                try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
                    writer.writeStartDocument();
                    writer.writeObjectId("_id", ID);
                    writer.writeString("name", "Ada");
                    for (int i = 0; i < fields; i++) {
                        // 'sameWordX' + i: equal first 8 bytes, equal length within each ten
                        String key = "sameWord" + (char) ('A' + i % 26) + i / 26;
                        writer.writeInt32(key, i);
                        expected.put(key, new BsonInt32(i));
                    }
                    writer.writeInt32("visits", 3);
                    if (repeat) {
                        String again = "sameWord" + (char) ('A' + 1) + 0;
                        writer.writeString(again, "last");
                        expected.put(again, new BsonString("last"));
                    }
                    writer.writeEndDocument();
                }
                byte[] stored = buffer.toByteArray();
                for (Path path : Path.values()) {
                    assertArrayEquals(bytes(expected), rawBytes(path.decode(REGISTRY.get(CustomerView.class), stored).rest()),
                            fields + " fields, repeat " + repeat + ", " + path);
                }
            }
        }
    }

    /**
     * {@code {_id, kind, name, tag: 1, visits, other, tag: 'two', tag: {three: 3}}}, the name tag three
     * times, written field by field (a {@code BsonDocument} keeps one value per name).
     */
    private static byte[] repeatedTag(BsonValue id) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            writer.writeStartDocument();
            writer.writeName("_id");
            new BsonValueCodec().encode(writer, id, EncoderContext.builder().build());
            writer.writeString("kind", "visit");
            writer.writeString("name", "Ada");
            writer.writeInt32("tag", 1);
            writer.writeInt32("visits", 3);
            writer.writeBoolean("other", true);
            writer.writeString("tag", "two");
            writer.writeStartDocument("tag");
            writer.writeInt32("three", 3);
            writer.writeEndDocument();
            writer.writeEndDocument();
        }
        return buffer.toByteArray();
    }

    /** The document's own bytes (re-encoding it would keep one value per name). */
    private static byte[] rawBytes(RawBsonDocument document) {
        ByteBuffer bytes = document.getByteBuffer().asNIO();
        byte[] copy = new byte[bytes.remaining()];
        bytes.get(copy);
        return copy;
    }

    /** Decodes the document, changes it, encodes it: the bytes are the stored ones with only visits changed. */
    private static <T> void readModifyWrite(Class<T> type, BsonDocument stored, Path path, UnaryOperator<T> change) {
        Codec<T> codec = REGISTRY.get(type);
        T changed = change.apply(path.decode(codec, bytes(stored)));
        BsonDocument expected = stored.clone();
        expected.put("visits", new BsonInt32(stored.getInt32("visits").getValue() + 1));
        byte[] written = path.encode(codec, changed);
        assertEquals(expected, new RawBsonDocument(written).decode(new BsonDocumentCodec()));
        assertArrayEquals(bytes(expected), written, "byte for byte: the record's fields first, then the others in"
                + " their order");
    }

    @Test
    void anExtraElementNamedLikeAFieldOrAnOperatorIsRefusedOnEveryPath() {
        Codec<ProductView> codec = REGISTRY.get(ProductView.class);
        for (String key : List.of("visits", "title", "_id", "$set")) {
            ProductView view = new ProductView("s", "n", 1, new BsonDocument(key, new BsonInt32(1)));
            for (Path path : Path.values()) {
                BsonRecordEncodingException e = assertThrows(BsonRecordEncodingException.class,
                        () -> path.encode(codec, view), key);
                assertTrue(e.getMessage().startsWith("Cannot encode io.github.bsonrecords.examples.extras.ProductView"
                        + ".rest as BSON field '" + key + "'"), e.getMessage());
            }
        }
        Map<String, Object> withNul = new LinkedHashMap<>();
        withNul.put("a\0b", 1);
        assertThrows(BsonRecordEncodingException.class,
                () -> BsonRecords.toBson(new EventView("k", 1, withNul)));
    }

    @Test
    void withNoUnknownFieldTheComponentIsEmptyNotNull() {
        assertEquals(new BsonDocument(), BsonRecords.fromBson(bytes(BsonDocument.parse("{_id: 's', visits: 1}")),
                ProductView.class).rest());
        assertTrue(BsonRecords.fromBson(bytes(BsonDocument.parse("{_id: {$oid: '65e1a3f0c2a4b81d2f9e7a10'}}")),
                CustomerView.class).rest().isEmpty());
        assertEquals(Map.of(), BsonRecords.fromBson(bytes(BsonDocument.parse("{kind: 'k'}")), EventView.class).rest());
    }

    @Test
    void replacingThroughMongoClientLosesNothing() {
        try (EmbeddedMongo mongo = EmbeddedMongo.start(REGISTRY)) {
            MongoDatabase database = mongo.client().getDatabase("extras");
            // what the embedded server keeps as it is (it drops some legacy types, see driver-internals)
            BsonDocument stored = BsonDocument.parse("{_id: {$oid: '65e1a3f0c2a4b81d2f9e7a10'}, kind: 'visit', visits: 3,"
                    + " source: 'web', tags: ['a', 'b'], geo: {lat: 1.5, lon: -2.25}, at: {$date: '2024-05-01T12:00:00Z'},"
                    + " big: {$numberLong: '12345678901'}, price: {$numberDecimal: '9.99'}, none: null}");
            database.getCollection("customers", BsonDocument.class).insertOne(stored.clone());
            MongoCollection<CustomerView> customers = database.getCollection("customers", CustomerView.class);
            CustomerView view = customers.find().first();
            customers.replaceOne(Filters.eq("_id", ID), view.withVisits(4));
            MongoCollection<EventView> events = database.getCollection("customers", EventView.class);
            EventView event = events.find().first();
            events.replaceOne(Filters.eq("_id", ID), event.withVisits(5));

            BsonDocument after = database.getCollection("customers", BsonDocument.class).find().first();
            BsonDocument expected = stored.clone();
            expected.put("visits", new BsonInt32(5));
            assertEquals(expected, after);
        }
    }

    static byte[] bytes(BsonDocument document) {
        return rawBytes(new RawBsonDocument(document, new BsonDocumentCodec()));
    }
}
