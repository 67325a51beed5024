package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.Payload;
import java.util.List;
import org.bson.RawBsonDocument;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/** The public entry points name the parameter that was null, rather than failing somewhere inside. */
class NullArgumentsTest {
    private static final CodecRegistry REGISTRY = BsonRecords.registry();
    private static final Payload PAYLOAD = new Payload("p", List.of("a"));
    private static final byte[] BSON = BsonRecords.toBson(PAYLOAD);
    private static final RawBsonDocument RAW = new RawBsonDocument(BSON);

    @Test
    void eachNullArgumentIsNamed() {
        assertNamed("value", () -> BsonRecords.toBson(null));
        assertNamed("value", () -> BsonRecords.toBson(null, REGISTRY));
        assertNamed("registry", () -> BsonRecords.toBson(PAYLOAD, null));
        assertNamed("value", () -> BsonRecords.toRawBson(null));
        assertNamed("registry", () -> BsonRecords.toRawBson(PAYLOAD, null));
        assertNamed("bson", () -> BsonRecords.fromBson((byte[]) null, Payload.class));
        assertNamed("type", () -> BsonRecords.fromBson(BSON, null));
        assertNamed("registry", () -> BsonRecords.fromBson(BSON, Payload.class, null));
        assertNamed("document", () -> BsonRecords.fromBson((RawBsonDocument) null, Payload.class));
        assertNamed("type", () -> BsonRecords.fromBson(RAW, null));
        assertNamed("registry", () -> BsonRecords.fromBson(RAW, Payload.class, null));
        assertNamed("registry", () -> BsonRecords.verify(null));
        assertNamed("others", () -> BsonRecords.registry((CodecRegistry[]) null));
        assertNamed("others[1]", () -> BsonRecords.registry(REGISTRY, null));
    }

    private static void assertNamed(String parameter, Executable call) {
        assertEquals(parameter, assertThrows(NullPointerException.class, call).getMessage());
    }
}
