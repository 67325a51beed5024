package io.github.bsonrecords.examples.usercodec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import java.util.List;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Test;

/** Interface components work when the application registers their codec, and verify() says when it did not. */
class InterfaceComponentsTest {

    @Test
    void anInterfaceWithTheApplicationsCodecRoundTrips() {
        CodecRegistry registry = BsonRecords.registry(CodecRegistries.fromCodecs(new ShapeCodec(), new MoneyCodec()),
                com.mongodb.MongoClientSettings.getDefaultCodecRegistry());
        BsonRecords.verify(registry, Drawing.class);
        Drawing drawing = new Drawing(new Shape.Circle(1.5), List.of(new Shape.Square(2), new Shape.Circle(0.5)),
                List.of("draft", "blue"));
        Drawing back = BsonRecords.fromBson(BsonRecords.toBson(drawing, registry), Drawing.class, registry);
        assertEquals(drawing.main(), back.main());
        assertEquals(drawing.others(), back.others());
        assertEquals(List.of("draft", "blue"), back.tags());
    }

    @Test
    void withoutTheCodecVerifyNamesTheRecordAndComponent() {
        CodecConfigurationException e = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.verify(BsonRecords.registry(), Drawing.class));
        assertTrue(e.getMessage().contains(Drawing.class.getName()), e.getMessage());
    }
}
