package io.github.bsonrecords.examples.schema;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecords;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDocumentWriter;
import org.bson.BsonNull;
import org.bson.BsonString;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Naming strategies, aliases, missing and null values and renamed enum constants, each checked on
 * the byte path (a {@code BsonBinaryReader}/{@code Writer}) and the reader/writer path (a tree
 * reader/writer), which must agree.
 */
class SchemaPoliciesTest {
    private static final CodecRegistry REGISTRY = BsonRecords.registry();
    private static final Instant SINCE = Instant.parse("2019-03-01T10:00:00Z");

    /** The two decode paths. */
    enum Path {
        BYTES {
            @Override
            <T> T decode(Codec<T> codec, BsonDocument document) {
                byte[] bytes = new RawBsonDocument(document, new BsonDocumentCodec()).getByteBuffer().array();
                try (BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(bytes))) {
                    return codec.decode(reader, DecoderContext.builder().build());
                }
            }
        },
        READER_API {
            @Override
            <T> T decode(Codec<T> codec, BsonDocument document) {
                return codec.decode(new BsonDocumentReader(document), DecoderContext.builder().build());
            }
        };

        abstract <T> T decode(Codec<T> codec, BsonDocument document);
    }

    private static CustomerProfile customer() {
        return new CustomerProfile("c-1", "Ada Lovelace", "ada@example.com", true, 4.5, Channel.IN_STORE,
                "https://ada.example", Optional.of("ada"), "vip", SINCE, List.of(Channel.ONLINE, Channel.PHONE),
                new PostalAddress("12 Analytical St", "N1 9GU", 2));
    }

    @Test
    void packageDefaultsRecordAttributesAndComponentAnnotationsNameTheFieldsInThatOrder() {
        BsonDocument written = bothWriters(customer());
        assertEquals(List.of("_id", "full_name", "email_address", "active", "loyalty_score", "preferred_channel",
                "homePage", "nickname", "internal_note", "member_since", "channels", "billing_address"),
                List.copyOf(written.keySet()));
        assertEquals(List.of("street_line1", "postal_code", "floor_number"),
                List.copyOf(written.getDocument("billing_address").keySet()));
        // the record's own IDENTITY wins over the package's snake_case
        assertEquals(List.of("sensorId", "temperature", "takenAt"),
                List.copyOf(bothWriters(new LegacyReading("s", 1.5, SINCE)).keySet()));
    }

    @Test
    void everyNamingStrategySplitsAcronymsAndDigitsAsDocumented() {
        assertEquals(List.of("http-url-connection", "line2-total", "utf8name", "url-path"),
                List.copyOf(bothWriters(new NamingStyles.Kebab("a", 1, "b", "c")).keySet()));
        assertEquals(List.of("httpURLConnection", "line2Total", "utf8name", "urlPath"),
                List.copyOf(bothWriters(new NamingStyles.LowerCamel("a", 1, "b", "c")).keySet()));
        assertEquals(List.of("HttpURLConnection", "Line2Total", "Utf8name", "URLPath"),
                List.copyOf(bothWriters(new NamingStyles.UpperCamel("a", 1, "b", "c")).keySet()));
        assertEquals(List.of("http_url_connection", "line2_total", "utf8name", "url_path"),
                List.copyOf(bothWriters(new NamingStyles.Snake("a", 1, "b", "c")).keySet()));
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void aliasesAreReadAndTheCurrentNameIsWritten(Path path) {
        Codec<LegacyReading> codec = REGISTRY.get(LegacyReading.class);
        for (String name : List.of("temperature", "temp_c", "t")) {
            BsonDocument old = BsonDocument.parse("{sensorId: 's-1', " + name + ": 21.5, ts: {$date: '2019-03-01T10:00:00Z'}}");
            LegacyReading decoded = path.decode(codec, old);
            assertEquals(new LegacyReading("s-1", 21.5, SINCE), decoded, name);
            assertEquals(List.of("sensorId", "temperature", "takenAt"), List.copyOf(bothWriters(decoded).keySet()));
        }
        // an alias of a nested record, and a name longer than a word among aliases on the byte matcher
        BsonDocument profile = bothWriters(customer());
        profile.put("mail", profile.remove("email_address"));
        profile.getDocument("billing_address").put("zip", profile.getDocument("billing_address").remove("postal_code"));
        assertEquals(customer(), path.decode(REGISTRY.get(CustomerProfile.class), profile));
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void aMissingPrimitiveOrRequiredFieldFailsWithItsPathWhereTheRecordSaysSo(Path path) {
        Codec<CustomerProfile> codec = REGISTRY.get(CustomerProfile.class);
        BsonDocument document = bothWriters(customer());
        document.remove("active");
        BsonRecordDecodingException e = assertThrows(BsonRecordDecodingException.class, () -> path.decode(codec, document));
        assertEquals("Cannot decode io.github.bsonrecords.examples.schema.CustomerProfile.active from BSON field"
                + " 'active': the document has no such field, and the component is required (@BsonRequired, or a"
                + " primitive under MissingPrimitives.FAIL) (in the document with _id \"c-1\")", e.getMessage());

        BsonDocument nested = bothWriters(customer());
        nested.getDocument("billing_address").remove("floor_number");
        e = assertThrows(BsonRecordDecodingException.class, () -> path.decode(codec, nested));
        assertEquals("billing_address.floor_number", e.getPath());
        assertEquals("floorNumber", e.getComponentName());

        BsonDocument noSince = bothWriters(customer());
        noSince.remove("member_since");
        e = assertThrows(BsonRecordDecodingException.class, () -> path.decode(codec, noSince));
        assertEquals("memberSince", e.getComponentName());

        // required means present: BSON null is a value
        BsonDocument nullSince = bothWriters(customer());
        nullSince.put("member_since", BsonNull.VALUE);
        assertEquals(null, path.decode(codec, nullSince).memberSince());

        // where the record does not say so, a missing primitive is still zero
        LegacyReading legacy = path.decode(REGISTRY.get(LegacyReading.class), BsonDocument.parse("{sensorId: 's'}"));
        assertEquals(0.0, legacy.temperature());
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void nullsAreWrittenAsBsonNullWhereThePolicySaysSoAndReadBack(Path path) {
        CustomerProfile sparse = new CustomerProfile("c-2", null, null, false, 0.0, null, null, Optional.empty(), null,
                null, null, null);
        BsonDocument written = bothWriters(sparse);
        assertEquals(List.of("_id", "full_name", "email_address", "active", "loyalty_score", "preferred_channel",
                "homePage", "nickname", "member_since", "channels", "billing_address"), List.copyOf(written.keySet()),
                "every null but the @BsonNulls(OMIT) internal_note is written");
        for (String key : List.of("full_name", "nickname", "member_since", "billing_address")) {
            assertTrue(written.get(key).isNull(), key);
        }
        CustomerProfile decoded = path.decode(REGISTRY.get(CustomerProfile.class), written);
        assertEquals(sparse, decoded);
        assertEquals(written, bothWriters(decoded), "a read-modify-write keeps every field");
        // a record that omits nulls (its own policy) leaves them out
        assertFalse(bothWriters(new LegacyReading(null, 1.0, null)).containsKey("sensorId"));
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void renamedEnumConstantsAreWrittenAndMatchedByTheirBsonValue(Path path) {
        Codec<CustomerProfile> codec = REGISTRY.get(CustomerProfile.class);
        BsonDocument written = bothWriters(customer());
        assertEquals(new BsonString("In store"), written.get("preferred_channel"));
        assertEquals(List.of(new BsonString("Online"), new BsonString("PHONE")),
                written.getArray("channels").getValues());
        assertEquals(customer(), path.decode(codec, written));

        written.put("preferred_channel", new BsonString("IN_STORE"));
        BsonRecordDecodingException e = assertThrows(BsonRecordDecodingException.class, () -> path.decode(codec, written));
        assertTrue(e.getMessage().contains("expected a Channel value ('In store', 'Online', 'PHONE'), found string"
                + " 'IN_STORE'"), e.getMessage());
    }

    /** Encodes through the byte path and the writer API, checks both wrote the same, returns the document. */
    private static <T> BsonDocument bothWriters(T value) {
        @SuppressWarnings("unchecked")
        Codec<T> codec = (Codec<T>) REGISTRY.get(value.getClass());
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            codec.encode(writer, value, EncoderContext.builder().build());
        }
        BsonDocument fromBytes = new RawBsonDocument(buffer.toByteArray()).decode(new BsonDocumentCodec());
        BsonDocument tree = new BsonDocument();
        codec.encode(new BsonDocumentWriter(tree), value, EncoderContext.builder().build());
        assertEquals(tree, fromBytes, "both writers");
        assertEquals(List.copyOf(tree.keySet()), List.copyOf(fromBytes.keySet()), "both writers, in order");
        return tree;
    }

}
