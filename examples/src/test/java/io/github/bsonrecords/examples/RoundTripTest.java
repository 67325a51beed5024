package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.asDocument;
import static io.github.bsonrecords.examples.BsonTestSupport.decode;
import static io.github.bsonrecords.examples.BsonTestSupport.decodeFromTree;
import static io.github.bsonrecords.examples.BsonTestSupport.encode;
import static io.github.bsonrecords.examples.BsonTestSupport.encodeToTree;
import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static io.github.bsonrecords.examples.DeepEquality.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordEncodingException;
import io.github.bsonrecords.examples.model.ArrayValues;
import io.github.bsonrecords.examples.model.BinaryValues;
import io.github.bsonrecords.examples.model.BoxedValues;
import io.github.bsonrecords.examples.model.CollectionValues;
import io.github.bsonrecords.examples.model.DecimalValues;
import io.github.bsonrecords.examples.model.EmbeddedBson;
import io.github.bsonrecords.examples.model.EnumValues;
import io.github.bsonrecords.examples.model.GeoPoint;
import io.github.bsonrecords.examples.model.IdentifierValues;
import io.github.bsonrecords.examples.model.Invoice;
import io.github.bsonrecords.examples.model.LibraryLoan;
import io.github.bsonrecords.examples.model.MapValues;
import io.github.bsonrecords.examples.model.NestedCollections;
import io.github.bsonrecords.examples.model.OptionalValues;
import io.github.bsonrecords.examples.model.PrimitiveValues;
import io.github.bsonrecords.examples.model.Priority;
import io.github.bsonrecords.examples.model.Site;
import io.github.bsonrecords.examples.model.TemporalValues;
import io.github.bsonrecords.examples.model.Timeouts;
import io.github.bsonrecords.examples.model.TreeNode;
import io.github.bsonrecords.examples.model.UnusualFieldNames;
import io.github.bsonrecords.examples.model.Warehouse;
import io.github.bsonrecords.examples.model.catalog.Catalog;
import io.github.bsonrecords.examples.model.catalog.Item;
import io.github.bsonrecords.examples.model.catalog.Page;
import io.github.bsonrecords.examples.model.catalog.Shipment;
import io.github.bsonrecords.examples.model.generics.GenericHolder;
import io.github.bsonrecords.examples.model.generics.Measured;
import io.github.bsonrecords.examples.model.generics.NestedParameterized;
import io.github.bsonrecords.examples.model.generics.Parameterized;
import io.github.bsonrecords.examples.model.generics.Ranked;
import io.github.bsonrecords.examples.orders.Address;
import io.github.bsonrecords.examples.orders.Customer;
import io.github.bsonrecords.examples.orders.Order;
import io.github.bsonrecords.examples.orders.OrderLine;
import io.github.bsonrecords.examples.orders.OrderStatus;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.UUID;
import org.bson.BsonArray;
import org.bson.BsonBinarySubType;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonString;
import org.bson.BsonType;
import org.bson.Document;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.Codec;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every supported component type through the generated codec and back: the decoded record equals
 * the original component by component, and the BSON in between has the names, order and types the
 * mapping promises. Each value also goes through the tree writer and reader
 * ({@code BsonDocumentWriter}/{@code Reader}), which must write the same BSON as the binary writer.
 */
class RoundTripTest {
    private static final Instant MOON_LANDING = Instant.parse("1969-07-20T20:17:40.123Z");

    @Test
    void telemetryReadingUsesItsRenamedFieldsInDeclarationOrder() {
        TelemetryReading reading = new TelemetryReading("sensor-00042", Instant.parse("2024-03-01T08:15:30.250Z"),
                21.5, 40.25, 1013.2);

        RawBsonDocument document = roundTrip(reading);

        assertEquals(List.of("sensorId", "ts", "temp", "humidity", "pressure"), List.copyOf(document.keySet()));
        assertEquals(reading.timestamp().toEpochMilli(), document.getDateTime("ts").getValue());
        assertEquals(reading.temperature(), document.getDouble("temp").getValue());
    }

    @Test
    void primitivesAtTheirExtremesAndAtZero() {
        PrimitiveValues extremes = new PrimitiveValues(Integer.MIN_VALUE, Long.MAX_VALUE, -Double.MAX_VALUE,
                Float.MIN_VALUE, Short.MIN_VALUE, Byte.MAX_VALUE, '\u00e9', true);
        PrimitiveValues zeros = new PrimitiveValues(0, 0L, -0.0, 0f, (short) 0, (byte) 0, '\0', false);
        PrimitiveValues notANumber = new PrimitiveValues(-1, -1L, Double.NaN, Float.NaN, (short) -1,
                (byte) -1, '\uffee', false);

        for (PrimitiveValues value : List.of(extremes, zeros, notANumber)) {
            RawBsonDocument document = roundTrip(value);
            assertEquals(value.count(), document.getInt32("count").getValue());
            assertEquals(value.total(), document.getInt64("total").getValue());
            assertEquals(value.weight(), (float) document.getDouble("weight").getValue(), "float as BSON double");
            assertEquals(value.level(), document.getInt32("level").getValue(), "short as BSON int32");
            assertEquals(value.flags(), document.getInt32("flags").getValue(), "byte as BSON int32");
            assertEquals(String.valueOf(value.grade()), document.getString("grade").getValue(), "char as BSON string");
            assertEquals(value.active(), document.getBoolean("active").getValue());
        }
    }

    /** The driver's FloatCodec cannot read back the infinities it writes; a generated codec must. */
    @Test
    void floatInfinitiesRoundTrip() {
        roundTrip(new PrimitiveValues(0, 0L, Double.POSITIVE_INFINITY, Float.POSITIVE_INFINITY, (short) 0, (byte) 0,
                'i', true));
        roundTrip(new BoxedValues(null, null, Double.NEGATIVE_INFINITY, Float.NEGATIVE_INFINITY, null, null, null,
                null));
    }

    @Test
    void wrappersWithValues() {
        BoxedValues value = new BoxedValues(Integer.MAX_VALUE, Long.MIN_VALUE, Math.PI, -1.5f, Short.MAX_VALUE,
                Byte.MIN_VALUE, 'Z', Boolean.FALSE);

        RawBsonDocument document = roundTrip(value);

        assertEquals(BsonType.INT64, document.get("total").getBsonType());
        assertEquals(BsonType.BOOLEAN, document.get("active").getBsonType());
    }

    @Test
    void nullComponentsAreOmittedAndDecodeAsNull() {
        RawBsonDocument document = roundTrip(new BoxedValues(null, null, null, null, null, null, null, null));

        assertTrue(document.isEmpty(), document::toJson);
    }

    @Test
    void temporalValuesAreUtcDateTimesInMilliseconds() {
        TemporalValues value = new TemporalValues(MOON_LANDING, new Date(-1L),
                LocalDate.of(2024, 2, 29), LocalDateTime.of(1999, 12, 31, 23, 59, 59, 999_000_000),
                LocalTime.of(8, 30, 15, 5_000_000));

        RawBsonDocument document = roundTrip(value);

        assertEquals(value.recordedAt().toEpochMilli(), document.getDateTime("recordedAt").getValue());
        assertEquals(value.legacyDate().getTime(), document.getDateTime("legacyDate").getValue());
        assertEquals(value.businessDay().atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli(),
                document.getDateTime("businessDay").getValue());
        assertEquals(value.wallClock().toInstant(ZoneOffset.UTC).toEpochMilli(),
                document.getDateTime("wallClock").getValue());
        assertEquals(value.openingTime().toNanoOfDay() / 1_000_000, document.getDateTime("openingTime").getValue(),
                "a LocalTime is a time on 1970-01-01 UTC");
    }

    @Test
    void objectIdAndUuidInStandardRepresentation() {
        IdentifierValues value = new IdentifierValues(new ObjectId("65e1a3f0c2a4b81d2f9e7a01"),
                UUID.fromString("3f9a1c2e-7b4d-4e8f-9a0b-1c2d3e4f5a6b"));

        RawBsonDocument document = roundTrip(value);

        assertEquals(value.correlationId(), document.getObjectId("correlationId").getValue());
        assertEquals(BsonBinarySubType.UUID_STANDARD.getValue(), document.getBinary("requestId").getType());
        byte[] expected = ByteBuffer.allocate(16).putLong(value.requestId().getMostSignificantBits())
                .putLong(value.requestId().getLeastSignificantBits()).array();
        assertArrayEquals(expected, document.getBinary("requestId").getData());
    }

    @Test
    void decimalsKeepScaleAndSpecialValues() {
        List<DecimalValues> values = List.of(
                new DecimalValues(Decimal128.parse("1.0842"), new BigDecimal("1234.5000")),
                new DecimalValues(Decimal128.NaN, new BigDecimal("-0.000000000000000000000000000000001")),
                new DecimalValues(Decimal128.NEGATIVE_ZERO, new BigDecimal("9999999999999999999999999999999999E+6000")),
                new DecimalValues(Decimal128.POSITIVE_INFINITY, BigDecimal.ZERO));

        for (DecimalValues value : values) {
            RawBsonDocument document = roundTrip(value);
            assertEquals(value.exchangeRate(), document.getDecimal128("exchangeRate").getValue());
            assertEquals(value.amount(), document.getDecimal128("amount").getValue().bigDecimalValue());
        }
    }

    @Test
    void decimalsADecimal128CannotHoldFailNamingTheField() {
        Codec<DecimalValues> codec = generatedCodec(DecimalValues.class);
        // out of range; 35 digits; a significand the driver's Decimal128 rounds into one above 2^113 (an AssertionError)
        for (String amount : List.of("1E+6200", "1.00000000000000000000000000000000001",
                "1.0000000000000000000000000000000000000000E-6140")) {
            DecimalValues value = new DecimalValues(Decimal128.NaN, new BigDecimal(amount));
            for (Runnable encoding : List.<Runnable>of(() -> encode(codec, value), () -> encodeToTree(codec, value))) {
                BsonRecordEncodingException e = assertThrows(BsonRecordEncodingException.class, encoding::run);
                assertTrue(e.getMessage().startsWith("Cannot encode io.github.bsonrecords.examples.model.DecimalValues.amount"
                        + " as BSON field 'amount': the BigDecimal " + value.amount() + " does not fit a decimal128"),
                        e.getMessage());
            }
        }
    }

    @Test
    void byteArraysAndBinaryAreBsonBinary() {
        BinaryValues value = new BinaryValues(new byte[] {0, 1, -1, 127, -128},
                new Binary((byte) 0x80, new byte[] {42, 43}));

        RawBsonDocument document = roundTrip(value);

        assertEquals(BsonBinarySubType.BINARY.getValue(), document.getBinary("checksum").getType());
        assertArrayEquals(value.checksum(), document.getBinary("checksum").getData());
        assertEquals((byte) 0x80, document.getBinary("attachment").getType());
        roundTrip(new BinaryValues(new byte[0], new Binary(new byte[0])));
    }

    @Test
    void enumsAreStoredByName() {
        Map<String, Priority> byQueue = new LinkedHashMap<>();
        byQueue.put("billing", Priority.HIGH);
        byQueue.put("returns", null);
        EnumValues value = new EnumValues(Priority.URGENT, Arrays.asList(Priority.LOW, null, Priority.NORMAL), byQueue);

        RawBsonDocument document = roundTrip(value);

        assertEquals(value.priority().name(), document.getString("priority").getValue());
        assertEquals(new BsonString(Priority.LOW.name()), document.getArray("history").get(0));
        assertEquals(new BsonString(Priority.HIGH.name()), document.getDocument("byQueue").get("billing"));
    }

    @Test
    void nestedRecordsAreEmbeddedDocuments() {
        Site value = new Site("Rotterdam DC", new GeoPoint(51.9225, 4.47917), null);

        RawBsonDocument document = roundTrip(value);

        assertEquals(value.location().latitude(), document.getDocument("location").getDouble("latitude").getValue());
        assertFalse(document.containsKey("deliveryEntrance"), "a null nested record is omitted");
    }

    @Test
    void collectionsDecodeIntoArrayListAndLinkedHashSet() {
        Set<String> labels = new LinkedHashSet<>(List.of("zeta", "alpha", "mu"));
        CollectionValues value = new CollectionValues(List.of("fragile", "express"), List.of(3, 1, 2), labels,
                List.of(new GeoPoint(1.5, 2.5), new GeoPoint(-3.25, 4.0)),
                new LinkedHashSet<>(List.of(Priority.HIGH, Priority.LOW)), List.of(MOON_LANDING),
                List.of(UUID.fromString("00000000-0000-0000-0000-000000000001")));

        CollectionValues decoded = decodeAfterRoundTrip(value);

        assertEquals(ArrayList.class, decoded.tags().getClass());
        assertEquals(ArrayList.class, decoded.quantities().getClass());
        assertEquals(LinkedHashSet.class, decoded.labels().getClass());
        assertEquals(List.copyOf(labels), List.copyOf(decoded.labels()), "a set keeps the order of the array");
        assertEquals(List.of(3, 1, 2), List.copyOf(decoded.quantities()));
    }

    @Test
    void emptyCollectionsStayEmpty() {
        CollectionValues value = new CollectionValues(List.of(), List.of(), Set.of(), List.of(), Set.of(), List.of(),
                List.of());

        Trip<CollectionValues> trip = trip(value);
        CollectionValues decoded = trip.decoded();

        assertEquals(new BsonArray(), trip.document().getArray("tags"));
        assertTrue(decoded.tags().isEmpty());
        assertTrue(decoded.labels().isEmpty());
    }

    @Test
    void nullElementsInListsAndMapsAreBsonNulls() {
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("colour", "red");
        labels.put("size", null);
        CollectionValues collections = new CollectionValues(Arrays.asList("a", null, "b"),
                Arrays.asList(null, 7), null, Arrays.asList(new GeoPoint(0, 0), null), null,
                Arrays.asList((Instant) null), Arrays.asList((UUID) null));
        MapValues maps = new MapValues(labels, null, null, null, null);

        RawBsonDocument collectionsDocument = roundTrip(collections);
        RawBsonDocument mapsDocument = roundTrip(maps);

        assertTrue(collectionsDocument.getArray("tags").get(1).isNull());
        assertTrue(collectionsDocument.getArray("quantities").get(0).isNull());
        assertTrue(collectionsDocument.getArray("route").get(1).isNull());
        assertTrue(mapsDocument.getDocument("labels").get("size").isNull());
    }

    @Test
    void nestedCollections() {
        Map<String, List<String>> tagsByCategory = new LinkedHashMap<>();
        tagsByCategory.put("shoes", List.of("running", "trail"));
        tagsByCategory.put("empty", List.of());
        Map<String, Map<String, Integer>> countsByRegion = new LinkedHashMap<>();
        countsByRegion.put("EU", new LinkedHashMap<>(Map.of("NL", 3)));
        countsByRegion.put("US", new LinkedHashMap<>());
        NestedCollections value = new NestedCollections(
                List.of(List.of(1, 2, 3), List.of(), List.of(-4)),
                tagsByCategory,
                List.of(Map.of("x", 1.5), Map.of()),
                countsByRegion,
                List.of(new LinkedHashSet<>(List.of("a", "b")), Set.of()),
                List.of(List.of(new GeoPoint(1, 2), new GeoPoint(3, 4)), List.of()));

        NestedCollections decoded = decodeAfterRoundTrip(value);

        assertEquals(ArrayList.class, decoded.matrix().get(0).getClass());
        assertEquals(LinkedHashMap.class, decoded.countsByRegion().get("EU").getClass());
        assertEquals(LinkedHashSet.class, decoded.groups().get(0).getClass());
    }

    @Test
    void mapsKeepTheirOrderAndDecodeIntoLinkedHashMap() {
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("zulu", "last letter");
        labels.put("alpha", "first letter");
        labels.put("", "an empty key");
        labels.put("straße", "non-ASCII key");
        Map<String, GeoPoint> depots = new LinkedHashMap<>();
        depots.put("north", new GeoPoint(53.2, 6.56));
        Map<String, BigDecimal> prices = new LinkedHashMap<>();
        prices.put("SKU-1", new BigDecimal("19.99"));
        MapValues value = new MapValues(labels, Map.of("SKU-1", 12), depots, Map.of("gate-3", MOON_LANDING), prices);

        MapValues decoded = decodeAfterRoundTrip(value);

        assertEquals(LinkedHashMap.class, decoded.labels().getClass());
        assertEquals(List.copyOf(labels.keySet()), List.copyOf(decoded.labels().keySet()));
        assertEquals(Map.of(), decodeAfterRoundTrip(new MapValues(Map.of(), null, null, null, null)).labels());
    }

    @Test
    void arraysOfEveryKind() {
        ArrayValues value = new ArrayValues(
                new int[] {Integer.MIN_VALUE, 0, Integer.MAX_VALUE},
                new long[] {Long.MIN_VALUE, 42L},
                new double[] {Double.NaN, -0.0, 1e308},
                new float[] {Float.MAX_VALUE, 0.1f},
                new short[] {Short.MIN_VALUE, 7},
                new char[] {'a', '\u20ac', '\0'},
                new boolean[] {true, false, true},
                new String[] {"x", null, "ζ"},
                new Integer[] {1, null},
                new Instant[] {MOON_LANDING},
                new GeoPoint[] {new GeoPoint(1, 1), null},
                new Priority[] {Priority.LOW, Priority.URGENT},
                new byte[][] {{1, 2}, {}, null},
                new int[][] {{1, 2}, {}, null});

        RawBsonDocument document = roundTrip(value);

        assertEquals(new BsonInt32(Integer.MIN_VALUE), document.getArray("ints").get(0));
        assertEquals(BsonType.INT64, document.getArray("longs").get(0).getBsonType());
        assertEquals(BsonType.DOUBLE, document.getArray("floats").get(0).getBsonType());
        assertEquals(BsonType.INT32, document.getArray("shorts").get(0).getBsonType());
        assertEquals(new BsonString("\u20ac"), document.getArray("chars").get(1));
        assertEquals(BsonType.BOOLEAN, document.getArray("booleans").get(0).getBsonType());
        assertTrue(document.getArray("names").get(1).isNull());
        assertEquals(BsonType.BINARY, document.getArray("chunks").get(0).getBsonType(), "byte[] elements are binary");
        assertEquals(BsonType.ARRAY, document.getArray("grid").get(0).getBsonType());
        roundTrip(new ArrayValues(new int[0], new long[0], new double[0], new float[0], new short[0], new char[0],
                new boolean[0], new String[0], new Integer[0], new Instant[0], new GeoPoint[0], new Priority[0],
                new byte[0][], new int[0][]));
    }

    @Test
    void presentOptionalsHoldTheirValues() {
        OptionalValues value = new OptionalValues(Optional.of("Bobby"), Optional.of(42),
                Optional.of(new GeoPoint(48.8584, 2.2945)), Optional.of(List.of("Rob", "Bert")),
                OptionalInt.of(-3), OptionalLong.of(Long.MAX_VALUE), OptionalDouble.of(4.5));

        RawBsonDocument document = roundTrip(value);

        assertEquals("Bobby", document.getString("nickname").getValue());
        assertEquals(value.visits().getAsLong(), document.getInt64("visits").getValue());
        assertEquals(BsonType.DOCUMENT, document.get("home").getBsonType());
    }

    @Test
    void emptyOptionalsAreOmitted() {
        OptionalValues value = new OptionalValues(Optional.empty(), Optional.empty(), Optional.empty(),
                Optional.empty(), OptionalInt.empty(), OptionalLong.empty(), OptionalDouble.empty());

        RawBsonDocument document = roundTrip(value);

        assertTrue(document.isEmpty(), document::toJson);
        roundTrip(new OptionalValues(Optional.of(""), Optional.of(0), Optional.empty(), Optional.of(List.of()),
                OptionalInt.of(0), OptionalLong.empty(), OptionalDouble.of(Double.NaN)));
    }

    @Test
    void driverBsonTypesAsComponents() {
        BsonDocument metadata = new BsonDocument("source", new BsonString("import"))
                .append("tags", new BsonArray(List.of(new BsonInt32(1), new BsonString("two"))));
        RawBsonDocument raw = RawBsonDocument.parse("{\"sku\": \"SKU-7\", \"dims\": {\"w\": 10, \"h\": 2.5}}");
        EmbeddedBson value = new EmbeddedBson(raw, metadata, new BsonInt32(12),
                new Document("legacyId", 77L).append("names", List.of("a", "b")));

        roundTrip(value);
        roundTrip(new EmbeddedBson(raw, new BsonDocument(), new BsonArray(List.of(new BsonString("x"))),
                new Document()));
    }

    @Test
    void decodedRawDocumentIsACopyOfTheInputBytes() {
        RawBsonDocument raw = RawBsonDocument.parse("{\"payload\": \"keep me\", \"n\": 5}");
        EmbeddedBson value = new EmbeddedBson(raw, null, null, null);
        Codec<EmbeddedBson> codec = generatedCodec(EmbeddedBson.class);
        byte[] bytes = encode(codec, value);

        EmbeddedBson decoded = decode(codec, bytes);
        Arrays.fill(bytes, (byte) 0);

        assertEquals(raw, decoded.rawPayload());
    }

    @Test
    void genericRecordThroughTheRegistryWithTypeArguments() {
        Codec<Page<Item>> codec = generatedCodec(Page.class, List.<Type>of(Item.class));
        Item kettle = new Item("SKU-KETTLE", "Kettle 1.7 l", new BigDecimal("29.95"));
        Page<Item> page = new Page<>(List.of(kettle, new Item("SKU-TOASTER", "Toaster", new BigDecimal("44.00"))),
                kettle, 2, 57L);

        Page<Item> decoded = decode(codec, encode(codec, page));

        assertEquals(page, decoded);
        assertInstanceOf(Item.class, decoded.items().get(0));
        assertInstanceOf(Item.class, decoded.highlighted());
    }

    @Test
    void genericRecordsAsComponents() {
        Item item = new Item("SKU-1", "Mug", new BigDecimal("7.50"));
        Catalog value = new Catalog("Kitchen", new Page<>(List.of(item), item, 1, 1L),
                new Page<>(List.of("mug", "cup"), "mug", 1, 2L));

        Catalog decoded = decodeAfterRoundTrip(value);

        assertInstanceOf(Item.class, decoded.firstPage().highlighted());
    }

    /** Bounded, recursive and intersection type variables, passed on to other generic records. */
    @Test
    void genericRecordsWithBoundedTypeVariables() {
        Parameterized<Long, String> parameterized = new Parameterized<>(7L, List.of("a", "b"));
        NestedParameterized<String, Boolean, Long> nested = new NestedParameterized<>(parameterized, true);
        Ranked<String> ranked = new Ranked<>("gold", List.of("gold", "silver"), Map.of("metal", List.of("iron")),
                Optional.of("silver"));
        Measured<Integer> measured = new Measured<>(3, List.of(List.of(1, 2), List.of()),
                new Ranked<>(9, List.of(9, 8), Map.of(), Optional.empty()),
                new Parameterized<>(4, List.of(new Ranked<>(1, List.of(), Map.of(), Optional.of(2)))));
        Codec<NestedParameterized<String, Boolean, Long>> nestedCodec = generatedCodec(NestedParameterized.class,
                List.<Type>of(String.class, Boolean.class, Long.class));
        Codec<Ranked<String>> rankedCodec = generatedCodec(Ranked.class, List.<Type>of(String.class));
        Codec<Measured<Integer>> measuredCodec = generatedCodec(Measured.class, List.<Type>of(Integer.class));

        assertEquals(nested, decode(nestedCodec, encode(nestedCodec, nested)));
        assertEquals(ranked, decode(rankedCodec, encode(rankedCodec, ranked)));
        assertEquals(measured, decode(measuredCodec, encode(measuredCodec, measured)));
        assertEquals(measured, decodeAfterRoundTrip(new GenericHolder(nested, measured, List.of(ranked),
                Map.of("p", new Parameterized<>(1.5, List.of("x"))))).measured());
    }

    @Test
    void stringIdWithObjectIdRepresentationIsWrittenFirst() {
        Invoice invoice = new Invoice("INV-2024-0042", "65e1a3f0c2a4b81d2f9e7a02", new BigDecimal("120.00"));

        RawBsonDocument document = roundTrip(invoice);

        assertEquals(List.of("_id", "no", "amount"), List.copyOf(document.keySet()));
        assertEquals(new ObjectId(invoice.id()), document.getObjectId("_id").getValue());
    }

    @Test
    void selfRecursiveRecord() {
        TreeNode tree = new TreeNode("root", List.of(
                new TreeNode("left", List.of(new TreeNode("left.leaf", List.of()))),
                new TreeNode("right", null)));

        RawBsonDocument document = roundTrip(tree);

        assertEquals("left.leaf", document.getArray("children").get(0).asDocument()
                .getArray("children").get(0).asDocument().getString("name").getValue());
    }

    @Test
    void recordsNestedInAClass() {
        Warehouse.Bin bin = new Warehouse.Bin("B-17", 40, new Warehouse.Shelf("A3", 2));

        roundTrip(bin);

        generatedCodec(Warehouse.Shelf.class);
    }

    @Test
    void orderModelFromTheExample() {
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("channel", "web");
        attributes.put("coupon", "SPRING24");
        Order order = new Order(new ObjectId(), "A-2001",
                new Customer("C-1", "Ada Lovelace", "ada@example.org", new Address("12 Square", "London", "SW1", "GB")),
                List.of(new OrderLine("SKU-1", "Kit", 2, new BigDecimal("10.05"))), attributes, OrderStatus.PAID,
                Optional.of("ring twice"), new BigDecimal("4.95"), MOON_LANDING);

        RawBsonDocument document = roundTrip(order);

        assertEquals("_id", document.getFirstKey());
        roundTrip(order.withStatus(OrderStatus.CANCELLED));
    }

    @Test
    void componentsNamedLikeTheCodecsOwnVariables() {
        LibraryLoan loan = new LibraryLoan("Ada", "Mary Shelley", 12.5, List.of("overdue"), "central", 3);

        RawBsonDocument document = roundTrip(loan);

        assertEquals(List.of("reader", "writer", "value", "context", "registry", "decoder"),
                List.copyOf(document.keySet()));
    }

    @Test
    void bsonNamesThatNeedEscapingInJavaSource() {
        UnusualFieldNames value = new UnusualFieldNames(42, "quoted", "btn-primary", "9.99", "u-1", "u_1");

        RawBsonDocument document = roundTrip(value);

        assertEquals(List.of("größe", "say \"cheese\" \\ smile", "class", "price.eur", "userId", "user_id"),
                List.copyOf(document.keySet()));
    }

    @Test
    void genericRecordsInContainersAndRecordsFromTheMainSources() {
        Item lamp = new Item("SKU-LAMP", "Desk lamp", new BigDecimal("35.00"));
        Shipment shipment = new Shipment(null,
                new TelemetryReading("truck-7", MOON_LANDING, 4.5, 80.0, 1001.0),
                List.of(new Page<>(List.of(lamp), lamp, 1, 1L)),
                Map.of("shelf-A", new Page<>(List.of(), null, 0, 0L)),
                Optional.of(new Page<>(List.of("fragile"), "fragile", 1, 1L)));

        Shipment decoded = decodeAfterRoundTrip(shipment);

        assertInstanceOf(Item.class, decoded.pages().get(0).items().get(0));
        assertInstanceOf(String.class, decoded.labels().orElseThrow().highlighted());
    }

    @Test
    void durationsAreInt64NanosecondsAndThoseBeyondItAreRefusedOnBothPaths() {
        Codec<Timeouts> codec = generatedCodec(Timeouts.class);
        Timeouts timeouts = new Timeouts("db", Duration.ofMillis(250), Duration.ofSeconds(5400, 7),
                List.of(Duration.ofSeconds(1), Duration.ofSeconds(2)), Optional.empty());
        BsonDocument document = asDocument(encode(codec, timeouts));
        assertEquals(new BsonInt64(5_400_000_000_007L), document.get("read"));
        assertEquals(timeouts, decode(codec, encode(codec, timeouts)));

        Timeouts tooLong = new Timeouts("db", Duration.ofDays(365L * 300), null, List.of(), Optional.empty());
        for (Runnable encoding : List.<Runnable>of(() -> encode(codec, tooLong), () -> encodeToTree(codec, tooLong))) {
            BsonRecordEncodingException e = assertThrows(BsonRecordEncodingException.class, encoding::run);
            assertTrue(e.getMessage().startsWith("Cannot encode io.github.bsonrecords.examples.model.Timeouts.connect as"
                    + " BSON field 'connect': the duration PT2628000H is outside the range of int64 nanoseconds"),
                    e.getMessage());
        }
    }

    /** Every generated record but those a rule leaves out ({@link TestModels}). */
    static List<Class<? extends Record>> models() {
        return TestModels.withRandomValues();
    }

    @ParameterizedTest
    @MethodSource("models")
    void randomInstancesRoundTrip(Class<? extends Record> type) {
        RandomValues random = new RandomValues(type.getName().hashCode());
        for (int i = 0; i < 200; i++) {
            roundTrip(random.record(type));
        }
    }

    /** The decoded value and the BSON it was decoded from. */
    private record Trip<T>(T decoded, RawBsonDocument document) {
    }

    /** Encodes with the generated codec, decodes, compares, and returns the encoded document. */
    private static <T> RawBsonDocument roundTrip(T value) {
        return trip(value).document();
    }

    private static <T> T decodeAfterRoundTrip(T value) {
        return trip(value).decoded();
    }

    private static <T> Trip<T> trip(T value) {
        Codec<T> codec = generatedCodec(classOf(value));
        byte[] bytes = encode(codec, value);
        T decoded = decode(codec, bytes);
        assertDeepEquals(value, decoded);

        BsonDocument tree = encodeToTree(codec, value);
        assertArrayEquals(bytes, encode(new BsonDocumentCodec(), tree),
                () -> "the tree writer got different BSON: " + tree.toJson() + " vs " + asDocument(bytes).toJson());
        assertDeepEquals(value, decodeFromTree(codec, tree));
        return new Trip<>(decoded, asDocument(bytes));
    }

    @SuppressWarnings("unchecked")
    private static <T> Class<T> classOf(T value) {
        return (Class<T>) value.getClass();
    }
}
