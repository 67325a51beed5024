package io.github.bsonrecords.examples.hierarchy.pojo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.hierarchy.CashPayment;
import io.github.bsonrecords.examples.hierarchy.Circle;
import io.github.bsonrecords.examples.hierarchy.Event;
import io.github.bsonrecords.examples.hierarchy.Shape;
import io.github.bsonrecords.examples.hierarchy.Square;
import io.github.bsonrecords.examples.hierarchy.Triangle;
import java.nio.ByteBuffer;
import java.util.List;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.ClassModel;
import org.bson.codecs.pojo.PojoCodecProvider;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * Documents of a sealed interface written by the generated codec are read by the driver's
 * {@code PojoCodec} and the other way round, for the key and value forms both support; and the
 * defaults the generated codec uses are the ones PojoCodec's {@code ClassModel} states.
 */
class PojoCodecInteropTest {
    private static final CodecRegistry POJOS = CodecRegistries.fromRegistries(
            CodecRegistries.fromProviders(PojoCodecProvider.builder()
                    .register(PojoShape.class, PojoCircle.class, PojoEvent.class, PojoCash.class).build()),
            com.mongodb.MongoClientSettings.getDefaultCodecRegistry());

    @Test
    void pojoCodecReadsWhatTheGeneratedCodecWrites() {
        byte[] circle = BsonRecords.toBson(new Circle(2.5, "wheel"));
        PojoShape decoded = decode(POJOS.get(PojoShape.class), circle);
        PojoCircle pojo = assertInstanceOf(PojoCircle.class, decoded);
        assertEquals(2.5, pojo.getRadius());
        assertEquals("wheel", pojo.getLabel());

        ObjectId id = new ObjectId();
        PojoCash cash = assertInstanceOf(PojoCash.class,
                decode(POJOS.get(PojoEvent.class), BsonRecords.toBson(new CashPayment(id, 700))));
        assertEquals(id, cash.getId());
        assertEquals(700, cash.getCents());
    }

    @Test
    void theGeneratedCodecReadsWhatPojoCodecWrites() {
        PojoCircle circle = new PojoCircle();
        circle.setRadius(1.25);
        circle.setLabel("coin");
        byte[] written = encode(POJOS.get(PojoCircle.class), circle);
        assertEquals("circle", new RawBsonDocument(written).getString("_t").getValue());
        assertEquals(new Circle(1.25, "coin"), BsonRecords.fromBson(written, Shape.class));

        PojoCash cash = new PojoCash();
        cash.setId(new ObjectId());
        cash.setCents(42);
        byte[] event = encode(POJOS.get(PojoCash.class), cash);
        assertEquals(List.of("_id", "kind", "cents"), List.copyOf(new RawBsonDocument(event).keySet()),
                "PojoCodec too writes the discriminator right after _id");
        assertEquals(new CashPayment(cash.getId(), 42), BsonRecords.fromBson(event, Event.class));
    }

    @Test
    void theDefaultsAreThoseOfPojoCodecsClassModel() {
        // a record with @BsonDiscriminator("circle"), and one enabled without a value of its own
        ClassModel<Circle> circle = ClassModel.builder(Circle.class).build();
        assertTrue(circle.useDiscriminator());
        assertEquals("_t", circle.getDiscriminatorKey());
        assertEquals("circle", circle.getDiscriminator());
        ClassModel<Triangle> triangle = ClassModel.builder(Triangle.class).enableDiscriminator(true).build();
        assertEquals(triangle.getDiscriminatorKey(), "_t");
        assertEquals(triangle.getDiscriminator(), new RawBsonDocument(BsonRecords.toBson(new Triangle(1, 1, 1)))
                .getString("_t").getValue(), "the class's binary name, as Class.getName()");
        assertEquals(Square.class.getName().replace("Square", "Triangle"), triangle.getDiscriminator());
    }

    private static <T> T decode(Codec<T> codec, byte[] bytes) {
        try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
            return codec.decode(reader, DecoderContext.builder().build());
        }
    }

    private static <T> byte[] encode(Codec<T> codec, T value) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            codec.encode(writer, value, EncoderContext.builder().build());
        }
        return buffer.toByteArray();
    }
}
