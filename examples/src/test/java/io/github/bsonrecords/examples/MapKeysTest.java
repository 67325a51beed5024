package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.asDocument;
import static io.github.bsonrecords.examples.BsonTestSupport.driverCodec;
import static io.github.bsonrecords.examples.BsonTestSupport.encode;
import static io.github.bsonrecords.examples.BsonTestSupport.encodeToTree;
import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static io.github.bsonrecords.examples.DeepEquality.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordEncodingException;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.Color;
import io.github.bsonrecords.examples.model.GeoPoint;
import io.github.bsonrecords.examples.model.KeyedMaps;
import io.github.bsonrecords.examples.model.KeyedMaps_;
import io.github.bsonrecords.examples.model.Priority;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonString;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.conversions.Bson;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.io.BasicOutputBuffer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Maps with enum, UUID, Integer and Long keys: the field names each key is stored as (written
 * here by hand, apart from the runtime), on both paths; against the driver's codec for the same
 * maps with those names as String keys; the decode errors of names that are no key; and the
 * metamodel's {@code key(...)}, which must name the entry the codec wrote.
 */
class MapKeysTest {
    private static final Codec<KeyedMaps> CODEC = generatedCodec(KeyedMaps.class);
    private static final String RECORD = "io.github.bsonrecords.examples.model.KeyedMaps";
    private static final UUID ID = UUID.fromString("123e4567-e89b-12d3-a456-426614174000");
    /** What {@code @BsonEnumValue} stores Color's constants as, written apart from the processor. */
    private static final Map<Color, String> COLOR_NAMES = Map.of(Color.RED, "RED", Color.GREEN, "vert",
            Color.BLUE, "bleu ciel", Color.CRIMSON, "rouge.vif");

    private static KeyedMaps sample() {
        Map<Color, List<Integer>> counts = new LinkedHashMap<>();
        counts.put(Color.GREEN, List.of(1, 2));
        counts.put(Color.RED, new ArrayList<>(java.util.Arrays.asList(3, null)));
        counts.put(Color.BLUE, null);
        counts.put(Color.CRIMSON, List.of());
        Map<Integer, String> names = new LinkedHashMap<>();
        names.put(Integer.MIN_VALUE, "min");
        names.put(0, "zero");
        names.put(7, null);
        Map<Long, Instant> ticks = new LinkedHashMap<>();
        ticks.put(Long.MAX_VALUE, Instant.ofEpochMilli(0));
        ticks.put(-1L, Instant.ofEpochMilli(1_700_000_000_000L));
        Map<Color, Map<Long, Double>> readings = new LinkedHashMap<>();
        readings.put(Color.BLUE, Map.of(12L, 1.5));
        return new KeyedMaps("k-1", counts, Map.of(Priority.URGENT, "ops", Priority.LOW, "nobody"),
                Map.of(ID, new GeoPoint(1.5, -2.5)), names, ticks, List.of(Map.of(-3, Color.GREEN)), readings,
                Map.of(ID, Map.of(Priority.HIGH, new KeyedMaps.Tag("hot", 3))), Optional.of(Map.of(5L, 6)));
    }

    @Test
    void eachKeyIsStoredAsItsFieldNameOnBothPaths() {
        KeyedMaps value = sample();
        byte[] bytes = encode(CODEC, value);
        BsonDocument tree = encodeToTree(CODEC, value);
        assertArrayEquals(bytes, BsonTestSupport.encodeDocument(tree), "the writer path writes the same BSON");
        RawBsonDocument document = asDocument(bytes);

        assertEquals(List.of("vert", "RED", "bleu ciel", "rouge.vif"), List.copyOf(document.getDocument("countsByColor").keySet()));
        assertEquals(List.of("-2147483648", "0", "7"), List.copyOf(document.getDocument("namesByNumber").keySet()));
        assertEquals(List.of("9223372036854775807", "-1"), List.copyOf(document.getDocument("seenByTick").keySet()));
        assertEquals(List.of("123e4567-e89b-12d3-a456-426614174000"), List.copyOf(document.getDocument("pointsById").keySet()));
        assertEquals(new BsonString("vert"), document.getArray("layers").get(0).asDocument().get("-3"),
                "an enum value is stored as a key is");
        assertEquals(new BsonDouble(1.5), document.getDocument("readingsByColorAndTick").getDocument("bleu ciel").get("12"));
        assertEquals(new BsonInt32(3), document.getDocument("tagsByOwner").getDocument(ID.toString())
                .getDocument("HIGH").get("weight"));
        assertEquals(new BsonInt32(6), document.getDocument("maybeTotals").get("5"));

        assertDeepEquals(value, BsonTestSupport.decode(CODEC, bytes));
        assertDeepEquals(value, CODEC.decode(new BsonDocumentReader(tree), DecoderContext.builder().build()));
        assertDeepEquals(value, BsonRecords.fromBson(bytes, KeyedMaps.class));
    }

    /** The driver has no codec for maps with other than String keys: its codec for the same maps keyed by their names. */
    @Test
    void theDriverWritesTheSameBsonForTheSameMapsKeyedByTheirNames() {
        Codec<StringKeyed> drivers = driverCodec(StringKeyed.class);
        RandomValues random = new RandomValues(41);
        for (int i = 0; i < 200; i++) {
            KeyedMaps value = random.record(KeyedMaps.class);
            BsonDocument ours = new BsonDocumentCodec().decode(new BsonBinaryReader(ByteBuffer.wrap(encode(CODEC, value))),
                    DecoderContext.builder().build());
            ours.remove("maybeTotals"); // the driver's record codec has no Optional
            byte[] driverBytes = encode(drivers, StringKeyed.of(value));
            assertArrayEquals(driverBytes, BsonTestSupport.encodeDocument(ours), () -> "BSON differs for " + value
                    + "\n driver: " + asDocument(driverBytes).toJson() + "\n ours:   " + ours.toJson());
            KeyedMaps withoutTotals = new KeyedMaps(value.id(), value.countsByColor(), value.ownerByPriority(),
                    value.pointsById(), value.namesByNumber(), value.seenByTick(), value.layers(),
                    value.readingsByColorAndTick(), value.tagsByOwner(), Optional.empty());
            assertDeepEquals(withoutTotals, BsonTestSupport.decode(CODEC, driverBytes));
        }
    }

    /** {@code KeyedMaps} with each key (and enum value) replaced by the string it is stored as. */
    public record StringKeyed(@BsonId String id, Map<String, List<Integer>> countsByColor, Map<String, String> ownerByPriority,
            Map<String, GeoPoint> pointsById, Map<String, String> namesByNumber, Map<String, Instant> seenByTick,
            List<Map<String, String>> layers, Map<String, Map<String, Double>> readingsByColorAndTick,
            Map<String, Map<String, KeyedMaps.Tag>> tagsByOwner) {

        static StringKeyed of(KeyedMaps value) {
            return new StringKeyed(value.id(), keyedByName(value.countsByColor(), Function.identity()),
                    keyedByName(value.ownerByPriority(), Function.identity()),
                    keyedByName(value.pointsById(), Function.identity()),
                    keyedByName(value.namesByNumber(), Function.identity()),
                    keyedByName(value.seenByTick(), Function.identity()),
                    value.layers() == null ? null : value.layers().stream()
                            .map(layer -> keyedByName(layer, MapKeysTest::storedName))
                            .collect(java.util.stream.Collectors.toCollection(ArrayList::new)),
                    keyedByName(value.readingsByColorAndTick(), v -> keyedByName(v, Function.identity())),
                    keyedByName(value.tagsByOwner(), v -> keyedByName(v, Function.identity())));
        }
    }

    private static <V, W> Map<String, W> keyedByName(Map<?, ? extends V> map, Function<? super V, ? extends W> values) {
        if (map == null) {
            return null;
        }
        Map<String, W> named = new LinkedHashMap<>();
        map.forEach((key, value) -> named.put(storedName(key), value == null ? null : values.apply(value)));
        return named;
    }

    /** The name a key (or the string an enum value) is stored as, written apart from the runtime. */
    private static String storedName(Object key) {
        if (key instanceof Color color) {
            return COLOR_NAMES.get(color);
        }
        if (key instanceof Priority priority) {
            return priority.name();
        }
        return String.valueOf(key);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "namesByNumber | 12x | expected an Integer map key in decimal (as Integer.toString writes it), found '12x'",
        "namesByNumber | 99999999999 | expected an Integer map key, found '99999999999', which is outside the range of an Integer",
        "namesByNumber | 2147483648 | expected an Integer map key, found '2147483648', which is outside the range of an Integer",
        "namesByNumber | 01 | expected an Integer map key in decimal (as Integer.toString writes it), found '01'",
        "namesByNumber | +1 | expected an Integer map key in decimal (as Integer.toString writes it), found '+1'",
        "namesByNumber | -0 | expected an Integer map key in decimal (as Integer.toString writes it), found '-0'",
        "namesByNumber | ' 1' | expected an Integer map key in decimal (as Integer.toString writes it), found ' 1'",
        "namesByNumber | \u0661 | expected an Integer map key in decimal (as Integer.toString writes it), found '\u0661'",
        "seenByTick | 9223372036854775808 | expected a Long map key, found '9223372036854775808', which is outside the range of a Long",
        "seenByTick | 1L | expected a Long map key in decimal (as Long.toString writes it), found '1L'",
        "pointsById | not-a-uuid | expected a UUID map key in canonical form (as UUID.toString writes it:"
                + " 8-4-4-4-12 lower-case hexadecimal digits), found 'not-a-uuid'",
        "pointsById | 123E4567-E89B-12D3-A456-426614174000 | expected a UUID map key in canonical form (as UUID.toString"
                + " writes it: 8-4-4-4-12 lower-case hexadecimal digits), found '123E4567-E89B-12D3-A456-426614174000'",
        "pointsById | 1-1-1-1-1 | expected a UUID map key in canonical form (as UUID.toString writes it:"
                + " 8-4-4-4-12 lower-case hexadecimal digits), found '1-1-1-1-1'",
        "countsByColor | PURPLE | expected a map key that is a Color value ('RED', 'vert', 'bleu ciel', 'rouge.vif'),"
                + " found 'PURPLE'",
        "countsByColor | GREEN | expected a map key that is a Color value ('RED', 'vert', 'bleu ciel', 'rouge.vif'),"
                + " found 'GREEN'",
        "ownerByPriority | urgent | expected a map key that is the name of a Priority constant, found 'urgent'",
    })
    void aNameThatIsNoKeyFailsOnBothPathsNamingTheComponentTheFieldAndTheName(String component, String name,
            String problem) {
        BsonDocument document = new BsonDocument("_id", new BsonString("k-1"))
                .append(component, new BsonDocument(name, new BsonDocument()));
        BsonRecordDecodingException error = decodeFails(document);
        assertEquals("Cannot decode " + RECORD + "." + component + " from BSON field '" + component + "': " + problem
                + " (at " + component + "[\"" + name + "\"] in the document with _id \"k-1\")", error.getMessage());
        assertEquals(component + "[\"" + name + "\"]", error.getPath());
        assertEquals(component, error.getBsonFieldName());
    }

    @Test
    void aBadKeyOfAnInnerMapSaysBothKeys() {
        BsonDocument document = new BsonDocument("readingsByColorAndTick",
                new BsonDocument("vert", new BsonDocument("12", new BsonDouble(1)).append("x", new BsonDouble(2))));
        BsonRecordDecodingException error = decodeFails(document);
        assertEquals("readingsByColorAndTick[\"vert\"][\"x\"]", error.getPath());
        assertEquals("Cannot decode " + RECORD + ".readingsByColorAndTick from BSON field 'readingsByColorAndTick':"
                + " expected a Long map key in decimal (as Long.toString writes it), found 'x'"
                + " (at readingsByColorAndTick[\"vert\"][\"x\"])", error.getMessage());
    }

    /** BSON can hold a name twice; keeping either value would drop the other. */
    @Test
    void aKeyGivenTwiceFailsRatherThanDroppingAValue() {
        byte[] bytes = documentWithNameTwice("namesByNumber", "7");
        String expected = "Cannot decode " + RECORD + ".namesByNumber from BSON field 'namesByNumber': found a second"
                + " entry for the map key 7: the document holds its field name twice, and a map keeps one value per key"
                + " (at namesByNumber[\"7\"] in the document with _id \"k-1\")";
        BsonRecordDecodingException bytePath = assertThrows(BsonRecordDecodingException.class,
                () -> BsonTestSupport.decode(CODEC, bytes));
        assertEquals(expected, bytePath.getMessage());
        BsonRecordDecodingException readerPath = assertThrows(BsonRecordDecodingException.class,
                () -> CODEC.decode(new BsonBinaryReader(ByteBuffer.wrap(bytes)) { }, DecoderContext.builder().build()));
        assertEquals(expected, readerPath.getMessage());

        byte[] enumTwice = documentWithNameTwice("countsByColor", "vert");
        assertThrows(BsonRecordDecodingException.class, () -> BsonTestSupport.decode(CODEC, enumTwice));
    }

    /** {"_id": "k-1", component: {name: {}, name: {}}}, which BsonDocument cannot hold: written by hand. */
    private static byte[] documentWithNameTwice(String component, String name) {
        BasicOutputBuffer buffer = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(buffer)) {
            writer.writeStartDocument();
            writer.writeString("_id", "k-1");
            writer.writeStartDocument(component);
            for (int i = 0; i < 2; i++) {
                writer.writeName(name);
                if (component.equals("namesByNumber")) {
                    writer.writeString("value " + i);
                } else {
                    writer.writeStartArray();
                    writer.writeEndArray();
                }
            }
            writer.writeEndDocument();
            writer.writeEndDocument();
        }
        return buffer.toByteArray();
    }

    /** A null key is refused on encode as a null String key is, on both paths. */
    @Test
    void aNullKeyFailsOnEncodeOnBothPaths() {
        Map<Integer, String> names = new HashMap<>();
        names.put(null, "x");
        KeyedMaps value = new KeyedMaps("k-1", null, null, null, names, null, null, null, null, Optional.empty());
        BsonRecordEncodingException bytePath = assertThrows(BsonRecordEncodingException.class, () -> encode(CODEC, value));
        BsonRecordEncodingException writerPath = assertThrows(BsonRecordEncodingException.class,
                () -> encodeToTree(CODEC, value));
        assertEquals(bytePath.getMessage(), writerPath.getMessage());
        assertTrue(bytePath.getMessage().contains("namesByNumber") && bytePath.getMessage().contains("a map key is null"),
                bytePath.getMessage());
    }

    @Test
    void theMetamodelsKeyIsTheStoredName() {
        assertEquals("countsByColor.vert", KeyedMaps_.countsByColor.key(Color.GREEN).path());
        assertEquals("countsByColor.RED", KeyedMaps_.countsByColor.key(Color.RED).path());
        assertEquals("countsByColor.bleu ciel", KeyedMaps_.countsByColor.key(Color.BLUE).path());
        assertEquals("ownerByPriority.URGENT", KeyedMaps_.ownerByPriority.key(Priority.URGENT).path());
        assertEquals("pointsById.123e4567-e89b-12d3-a456-426614174000.latitude",
                KeyedMaps_.pointsById.key(ID).latitude.path());
        assertEquals("namesByNumber.-2147483648", KeyedMaps_.namesByNumber.key(Integer.MIN_VALUE).path());
        assertEquals("seenByTick.9223372036854775807", KeyedMaps_.seenByTick.key(Long.MAX_VALUE).path());
        assertEquals("readingsByColorAndTick.vert.-5", KeyedMaps_.readingsByColorAndTick.key(Color.GREEN).key(-5L).path());
        assertEquals("tagsByOwner." + ID + ".HIGH.weight", KeyedMaps_.tagsByOwner.key(ID).key(Priority.HIGH).weight.path());
        assertEquals("maybeTotals.5", KeyedMaps_.maybeTotals.key(5L).path());
        // a stored name that holds a dot would name another path
        assertThrows(IllegalArgumentException.class, () -> KeyedMaps_.countsByColor.key(Color.CRIMSON));
        assertThrows(NullPointerException.class, () -> KeyedMaps_.namesByNumber.key(null));
    }

    @Test
    void theMetamodelsKeyFindsTheEntryTheCodecWrote() {
        Bson filter = KeyedMaps_.readingsByColorAndTick.key(Color.BLUE).key(12L).gt(1.0);
        assertEquals(new BsonDocument("readingsByColorAndTick.bleu ciel.12", new BsonDocument("$gt", new BsonDouble(1.0))),
                filter.toBsonDocument(BsonDocument.class, BsonTestSupport.GENERATED_REGISTRY));
        Bson whole = KeyedMaps_.namesByNumber.eq(Map.of(7, "seven"));
        assertEquals(new BsonDocument("namesByNumber", new BsonDocument("7", new BsonString("seven"))),
                whole.toBsonDocument(BsonDocument.class, BsonTestSupport.GENERATED_REGISTRY));
        Bson byColor = KeyedMaps_.countsByColor.eq(Map.of(Color.GREEN, List.of(1)));
        assertEquals(new BsonDocument("countsByColor", new BsonDocument("vert",
                new org.bson.BsonArray(List.of(new BsonInt32(1))))),
                byColor.toBsonDocument(BsonDocument.class, BsonTestSupport.GENERATED_REGISTRY));
    }

    /**
     * Differential: in random documents, the first name of each map is replaced by a name that may or
     * may not be a key of its type; both paths decode the same value or fail with the same message.
     */
    @Test
    void bothPathsAgreeOnAnyNameInAnyMap() {
        List<String> names = List.of("0", "01", "+1", "-0", "-7", "x", "", "2147483648", "9223372036854775808", "RED",
                "vert", "GREEN", "PURPLE", "URGENT", "urgent", ID.toString(), ID.toString().toUpperCase(java.util.Locale.ROOT));
        RandomValues random = new RandomValues(43);
        java.util.Random choices = new java.util.Random(43);
        int failures = 0;
        int decoded = 0;
        for (int i = 0; i < 300; i++) {
            BsonDocument document = new BsonDocumentCodec().decode(
                    new BsonBinaryReader(ByteBuffer.wrap(encode(CODEC, random.record(KeyedMaps.class)))),
                    DecoderContext.builder().build());
            for (String field : List.copyOf(document.keySet())) {
                if (!document.get(field).isDocument() || document.getDocument(field).isEmpty()) {
                    continue;
                }
                BsonDocument map = document.getDocument(field);
                BsonDocument renamed = new BsonDocument();
                String name = names.get(choices.nextInt(names.size()));
                map.forEach((key, value) -> renamed.put(renamed.isEmpty() ? name : key, value));
                BsonDocument changed = document.clone();
                changed.put(field, renamed);
                byte[] bytes = BsonTestSupport.encodeDocument(changed);
                String bytePath = outcome(() -> BsonTestSupport.decode(CODEC, bytes));
                String readerPath = outcome(() -> CODEC.decode(new BsonDocumentReader(changed),
                        DecoderContext.builder().build()));
                assertEquals(readerPath, bytePath, () -> changed.toJson());
                if (bytePath.startsWith("failed: ")) {
                    failures++;
                } else {
                    decoded++;
                }
            }
        }
        assertTrue(failures > 50 && decoded > 50, failures + " failed, " + decoded + " decoded");
    }

    /** What decoding gave: the value's BSON as the codec writes it back, or the exception's message. */
    private static String outcome(java.util.function.Supplier<KeyedMaps> decode) {
        try {
            return asDocument(encode(CODEC, decode.get())).toJson();
        } catch (BsonRecordDecodingException e) {
            return "failed: " + e.getMessage();
        }
    }

    /** The error on both paths and through the direct API, checked to be the same. */
    private static BsonRecordDecodingException decodeFails(BsonDocument document) {
        byte[] bytes = BsonTestSupport.encodeDocument(document);
        BsonRecordDecodingException bytePath = assertThrows(BsonRecordDecodingException.class,
                () -> BsonTestSupport.decode(CODEC, bytes));
        BsonRecordDecodingException direct = assertThrows(BsonRecordDecodingException.class,
                () -> BsonRecords.fromBson(bytes, KeyedMaps.class));
        BsonRecordDecodingException readerPath = assertThrows(BsonRecordDecodingException.class,
                () -> CODEC.decode(new BsonDocumentReader(document), DecoderContext.builder().build()));
        assertEquals(bytePath.getMessage(), readerPath.getMessage());
        assertEquals(bytePath.getMessage(), direct.getMessage());
        assertEquals(bytePath.getPath(), readerPath.getPath());
        return bytePath;
    }
}
