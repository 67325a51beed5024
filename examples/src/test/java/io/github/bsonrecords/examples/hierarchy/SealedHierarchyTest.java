package io.github.bsonrecords.examples.hierarchy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.client.MongoCollection;
import com.mongodb.client.model.Filters;
import com.mongodb.client.result.InsertManyResult;
import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.EmbeddedMongo;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDocumentWriter;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Sealed interfaces: where the discriminator goes, that it is found anywhere in a document, what a
 * missing or unknown one reports, and the interface as a collection's type, a component and in the
 * direct API. Both decode paths are checked wherever they differ in code.
 */
class SealedHierarchyTest {
    private static final CodecRegistry REGISTRY = BsonRecords.registry();
    private static final ObjectId ID = new ObjectId("65e1a3f0c2a4b81d2f9e7a10");
    private static final Instant AT = Instant.parse("2024-05-01T12:00:00Z");

    enum Path {
        BYTES, READER_API;

        <T> T decode(Codec<T> codec, BsonDocument document) {
            if (this == READER_API) {
                return codec.decode(new BsonDocumentReader(document), DecoderContext.builder().build());
            }
            byte[] bytes = new RawBsonDocument(document, new BsonDocumentCodec()).getByteBuffer().array();
            try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
                return codec.decode(reader, DecoderContext.builder().build());
            }
        }
    }

    @Test
    void theDiscriminatorIsWrittenAfterIdByTheInterfaceAndByTheRecordsOwnCodecAlike() {
        CardPayment card = new CardPayment(ID, 1250, "4242", AT);
        BsonDocument viaInterface = written(Event.class, card);
        assertEquals(List.of("_id", "kind", "cents", "last4", "at"), List.copyOf(viaInterface.keySet()));
        assertEquals(new BsonString("card"), viaInterface.get("kind"));
        assertEquals(viaInterface, written(CardPayment.class, card));

        BsonDocument circle = written(Shape.class, new Circle(2.0, "c"));
        assertEquals(List.of("_t", "radius", "label"), List.copyOf(circle.keySet()));
        assertEquals(new BsonString("circle"), circle.get("_t"));
        assertEquals(new BsonString("io.github.bsonrecords.examples.hierarchy.Triangle"),
                written(Shape.class, new Triangle(3, 4, 5)).get("_t"), "the default value is the binary class name");
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void theDiscriminatorIsFoundWhereverTheDocumentHasIt(Path path) {
        Codec<Event> events = REGISTRY.get(Event.class);
        CashPayment cash = new CashPayment(ID, 300);
        BsonDocument first = BsonDocument.parse("{kind: 'cash', _id: {$oid: '65e1a3f0c2a4b81d2f9e7a10'}, cents: {$numberLong: '300'}}");
        BsonDocument last = BsonDocument.parse("{_id: {$oid: '65e1a3f0c2a4b81d2f9e7a10'}, cents: {$numberLong: '300'}, kind: 'cash'}");
        BsonDocument withOthers = BsonDocument.parse("{note: {nested: [1, 2]}, _id: {$oid: '65e1a3f0c2a4b81d2f9e7a10'},"
                + " kinds: 'card', kind: 'cash', cents: {$numberLong: '300'}}");
        for (BsonDocument document : List.of(first, last, withOthers)) {
            assertEquals(cash, path.decode(events, document), document.toJson());
        }
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void aMissingUnknownOrMistypedDiscriminatorNamesTheInterfaceTheKeyAndTheKnownValues(Path path) {
        Codec<Event> events = REGISTRY.get(Event.class);
        String known = "(known values: \"card\", \"cash\", \"dispatch\", \"readings\")";
        BsonRecordDecodingException e = assertThrows(BsonRecordDecodingException.class,
                () -> path.decode(events, BsonDocument.parse("{cents: 1}")));
        assertEquals("Cannot decode io.github.bsonrecords.examples.hierarchy.Event: the document has no discriminator"
                + " field 'kind' to tell which record it is " + known, e.getMessage());
        assertEquals("io.github.bsonrecords.examples.hierarchy.Event", e.getRecordName());

        e = assertThrows(BsonRecordDecodingException.class,
                () -> path.decode(events, BsonDocument.parse("{kind: 'refund', cents: 1}")));
        assertEquals("Cannot decode io.github.bsonrecords.examples.hierarchy.Event: the discriminator field 'kind'"
                + " holds \"refund\", which names no permitted record " + known, e.getMessage());

        e = assertThrows(BsonRecordDecodingException.class,
                () -> path.decode(events, new BsonDocument("kind", new BsonInt32(3))));
        assertEquals("Cannot decode io.github.bsonrecords.examples.hierarchy.Event: the discriminator field 'kind'"
                + " holds int32, expected a string " + known, e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void anErrorInsideAListOfTheInterfaceCarriesItsPath(Path path) {
        BsonDocument drawing = written(Drawing.class, new Drawing("d", null,
                List.of(new Circle(1, "a"), new Square(2, "b")), Optional.empty(), Map.of(), List.of()));
        drawing.getArray("shapes").get(1).asDocument().put("_t", new BsonString("hexagon"));
        BsonRecordDecodingException e = assertThrows(BsonRecordDecodingException.class,
                () -> path.decode(REGISTRY.get(Drawing.class), drawing));
        assertEquals("shapes[1]", e.getPath());
        assertTrue(e.getMessage().contains("holds \"hexagon\""), e.getMessage());
    }

    @Test
    void theInterfaceIsAComponentAnElementAMapValueAndAnOptional() {
        Drawing drawing = new Drawing("plan", new Square(10, "bg"), List.of(new Circle(1, "a"), new Triangle(3, 4, 5)),
                Optional.of(new Circle(9, "h")), Map.of("t", new Triangle(1, 1, 1)),
                List.of(new CashPayment(ID, 5), new Dispatch(ID, "DHL", List.of("p1"), new Square(1, null))));
        Codec<Drawing> codec = REGISTRY.get(Drawing.class);
        for (Path path : Path.values()) {
            assertEquals(drawing, path.decode(codec, written(Drawing.class, drawing)), path.name());
        }
        Node tree = new Node.Branch("root", List.of(new Node.Leaf("a"),
                new Node.Branch("inner", List.of(new Node.Leaf("b"), new Node.Branch("empty", List.of())))));
        for (Path path : Path.values()) {
            assertEquals(tree, path.decode(REGISTRY.get(Node.class), written(Node.class, tree)), path.name());
        }
    }

    @Test
    void theDirectApiTakesTheInterface() {
        Shape shape = new Circle(1.5, "x");
        byte[] bytes = BsonRecords.toBson(shape);
        assertEquals(shape, BsonRecords.fromBson(bytes, Shape.class));
        assertEquals(shape, BsonRecords.fromBson(new RawBsonDocument(bytes), Shape.class));
        assertEquals(new BsonString("circle"), new RawBsonDocument(bytes).get("_t"));
        assertEquals(shape, BsonRecords.fromBson(BsonRecords.toRawBson(shape), Shape.class));
    }

    @Test
    void aCollectionOfTheInterfaceStoresAndReturnsEveryRecord() {
        try (EmbeddedMongo mongo = EmbeddedMongo.start(REGISTRY)) {
            MongoCollection<Event> events = mongo.client().getDatabase("hierarchy").getCollection("events", Event.class);
            List<Event> stored = List.of(new CardPayment(null, 1250, "4242", AT), new CashPayment(null, 300),
                    new Dispatch(ID, "UPS", List.of("p-1", "p-2"), new Circle(0.5, "tube")));
            InsertManyResult result = events.insertMany(stored);
            assertEquals(3, result.getInsertedIds().size(), "ids generated where the records had none");
            List<Event> found = events.find().into(new ArrayList<>());
            assertEquals(3, found.size());
            assertInstanceOf(CardPayment.class, found.get(0));
            assertEquals(result.getInsertedIds().get(0).asObjectId().getValue(), ((CardPayment) found.get(0)).id());
            assertEquals(new CashPayment(result.getInsertedIds().get(1).asObjectId().getValue(), 300), found.get(1));
            assertEquals(stored.get(2), found.get(2));

            // the discriminator is a field like any other: a filter on it selects one record
            assertEquals(List.of(found.get(1)), events.find(Filters.eq("kind", "cash")).into(new ArrayList<>()));
            Document raw = mongo.client().getDatabase("hierarchy").getCollection("events").find(Filters.eq("_id", ID)).first();
            assertEquals("dispatch", raw.getString("kind"));
            events.replaceOne(Filters.eq("_id", ID), new CashPayment(ID, 1));
            assertEquals(new CashPayment(ID, 1), events.find(Filters.eq("_id", ID)).first());
            assertNull(events.find(Filters.eq("kind", "dispatch")).first());
        }
    }

    /** Encoded through the byte path and the writer API: both must agree; returns the document. */
    @SuppressWarnings("unchecked")
    private static <T> BsonDocument written(Class<T> type, Object value) {
        Codec<T> codec = REGISTRY.get(type);
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            codec.encode(writer, (T) value, EncoderContext.builder().build());
        }
        BsonDocument tree = new BsonDocument();
        codec.encode(new BsonDocumentWriter(tree), (T) value, EncoderContext.builder().build());
        BsonDocument fromBytes = new RawBsonDocument(buffer.toByteArray()).decode(new BsonDocumentCodec());
        assertEquals(List.copyOf(tree.keySet()), List.copyOf(fromBytes.keySet()));
        assertEquals(tree, fromBytes);
        return tree;
    }

}
