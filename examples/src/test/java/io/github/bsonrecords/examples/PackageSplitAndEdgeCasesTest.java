package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.decode;
import static io.github.bsonrecords.examples.BsonTestSupport.encode;
import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.bson.BsonString;
import org.bson.Document;
import org.bson.codecs.Codec;
import org.junit.jupiter.api.Test;

class PackageSplitAndEdgeCasesTest {

    @Test
    void recordsOfOnePackageFromTwoCompilationsAreBothFound() {
        // one of the two BsonRecordCodecProvider classes shadows the other; both records still get generated codecs
        TelemetryReading reading = new TelemetryReading("s-1", Instant.ofEpochMilli(1_700_000_000_000L), 21.5, 40, 1013);
        SameHomeRecord home = new SameHomeRecord("home", reading);
        Codec<SameHomeRecord> homeCodec = generatedCodec(SameHomeRecord.class);
        Codec<TelemetryReading> readingCodec = generatedCodec(TelemetryReading.class);
        assertEquals(home, decode(homeCodec, encode(homeCodec, home)));
        assertEquals(reading, decode(readingCodec, encode(readingCodec, reading)));
    }

    @Test
    void aRefusingConstructorBecomesADecodingErrorNamingTheRecord() {
        Codec<ValidatedEmail> codec = generatedCodec(ValidatedEmail.class);
        byte[] missing = BsonTestSupport.encodeDocument(new BsonDocument());
        BsonRecordDecodingException error = assertThrows(BsonRecordDecodingException.class, () -> decode(codec, missing));
        assertEquals("Cannot decode io.github.bsonrecords.examples.ValidatedEmail: its canonical constructor threw"
                + " NullPointerException: address", error.getMessage());
        assertInstanceOf(NullPointerException.class, error.getCause());
        assertNull(error.getComponentName());

        byte[] invalid = BsonTestSupport.encodeDocument(new BsonDocument("address", new BsonString("nobody")));
        error = assertThrows(BsonRecordDecodingException.class, () -> decode(codec, invalid));
        assertTrue(error.getMessage().endsWith("IllegalArgumentException: not an e-mail address: nobody"), error.getMessage());
    }

    @Test
    void objectTypedValuesRoundTripByRuntimeClassAndBsonType() {
        Map<String, Object> attributes = new LinkedHashMap<>();
        attributes.put("count", 3);
        attributes.put("label", "x");
        attributes.put("nested", new Document("a", 1L));
        attributes.put("none", null);
        List<Object> mixed = new ArrayList<>(List.of(1.5, "two", true));
        DynamicValues values = new DynamicValues(attributes, mixed, "anything");
        Codec<DynamicValues> codec = generatedCodec(DynamicValues.class);
        DynamicValues decoded = decode(codec, encode(codec, values));
        assertEquals(values, decoded);
        assertEquals(List.of("count", "label", "nested", "none"), List.copyOf(decoded.attributes().keySet()));
    }
}
