package io.github.bsonrecords.examples.collisions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.GeoPoint;
import java.nio.ByteBuffer;
import java.util.List;
import java.util.Optional;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;

/** {@link Collisions} compiles, and round-trips the same on the byte path and the reader/writer path. */
class CollisionsTest {
    private static final Codec<Collisions> CODEC = BsonRecords.registry().get(Collisions.class);

    @Test
    void everyCollidingComponentRoundTripsOnBothPaths() {
        Collisions value = new Collisions(new GeoPoint(1.5, -2.5), "codec", 3.25, "id", 7, "type", Optional.of("o"),
                "s", "r", "b", "g", "f", "e", 9, List.of("a", "b"), List.of("C"));
        byte[] bytes = encode(value, false);
        assertArrayEquals(bytes, encode(value, true), "byte path and writer API");
        assertArrayEquals(bytes, BsonRecords.toBson(value), "toBson");
        assertEquals(value, CODEC.decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)), DecoderContext.builder().build()));
        BsonDocument tree = new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)),
                DecoderContext.builder().build());
        assertEquals(value, CODEC.decode(new BsonDocumentReader(tree), DecoderContext.builder().build()));
        assertEquals(List.of("geoPoint", "geoPointCodec", "X", "ID", "Reads", "BsonType", "Optional", "String", "reader",
                "buffer", "registry", "fieldName", "e", "depth", "lines", "Lines"), List.copyOf(tree.keySet()));
        assertEquals(3.25, tree.getDouble("X").getValue());
        assertEquals("C", tree.getArray("Lines").get(0).asString().getValue());
    }

    private static byte[] encode(Collisions value, boolean writerApi) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = writerApi ? new BsonBinaryWriter(output) { } : new BsonBinaryWriter(output)) {
            CODEC.encode(writer, value, EncoderContext.builder().build());
        }
        return output.toByteArray();
    }
}
