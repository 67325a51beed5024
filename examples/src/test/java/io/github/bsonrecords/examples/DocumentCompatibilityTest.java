package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.DRIVER_REGISTRY;
import static io.github.bsonrecords.examples.BsonTestSupport.decode;
import static io.github.bsonrecords.examples.BsonTestSupport.encode;
import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.examples.model.BoxedValues;
import io.github.bsonrecords.examples.model.CollectionValues;
import io.github.bsonrecords.examples.model.GeoPoint;
import io.github.bsonrecords.examples.model.MapValues;
import io.github.bsonrecords.examples.model.OptionalValues;
import io.github.bsonrecords.examples.model.PrimitiveValues;
import io.github.bsonrecords.examples.model.Priority;
import io.github.bsonrecords.examples.model.Site;
import io.github.bsonrecords.examples.model.StockLevel;
import io.github.bsonrecords.examples.orders.Address;
import io.github.bsonrecords.examples.orders.Customer;
import io.github.bsonrecords.examples.orders.Order;
import io.github.bsonrecords.examples.orders.OrderLine;
import io.github.bsonrecords.examples.orders.OrderStatus;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.bson.Document;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * Documents as other programs write them (here: the driver's {@code DocumentCodec}) decode into
 * records: any field order, unknown fields skipped, missing fields defaulted, numbers widened when
 * no precision is lost. Anything else fails with a {@link BsonRecordDecodingException} that says
 * where and why.
 */
class DocumentCompatibilityTest {
    private static final Date SAMPLED_AT = new Date(Instant.parse("2024-03-01T08:00:00.125Z").toEpochMilli());

    @Test
    void unknownFieldsOfEveryShapeAreSkipped() {
        Document document = new Document("_id", new ObjectId("65e1a3f0c2a4b81d2f9e7a03"))
                .append("firmware", new Document("version", "2.1.0").append("flags", List.of(1, 2, new Document("x", 1))))
                .append("sensorId", "sensor-00042")
                .append("calibration", List.of(List.of(0.5, 1.5), new Document("offset", -0.25), "raw"))
                .append("ts", SAMPLED_AT)
                .append("note", null)
                .append("temp", 21.5)
                .append("humidity", 40.0)
                .append("location", new Document("building", "B2").append("floor", 3))
                .append("pressure", 1013.25)
                .append("tags", List.of())
                .append("zLast", new Document());

        TelemetryReading reading = decodeDocument(TelemetryReading.class, document);

        assertEquals(new TelemetryReading("sensor-00042", SAMPLED_AT.toInstant(), 21.5, 40.0, 1013.25), reading);
    }

    @Test
    void fieldsInAnyOrder() {
        Document reversed = new Document("pressure", 1009.0).append("humidity", 55.5).append("temp", -3.0)
                .append("ts", SAMPLED_AT).append("sensorId", "sensor-00007");

        TelemetryReading reading = decodeDocument(TelemetryReading.class, reversed);

        assertEquals(new TelemetryReading("sensor-00007", SAMPLED_AT.toInstant(), -3.0, 55.5, 1009.0), reading);
    }

    @Test
    void nestedDocumentsInAnyOrderWithExtraFields() {
        ObjectId id = new ObjectId("65e1a3f0c2a4b81d2f9e7a04");
        Document order = new Document("status", "SHIPPED")
                .append("lines", List.of(new Document("unitPrice", new Decimal128(new BigDecimal("3.10")))
                        .append("quantity", 4).append("sku", "SKU-9").append("discontinued", true)))
                .append("customer", new Document("shippingAddress", new Document("countryCode", "NL").append("city", "Delft"))
                        .append("name", "Edsger").append("loyaltyTier", "gold"))
                .append("schemaVersion", 3)
                .append("_id", id);

        Order decoded = decodeDocument(Order.class, order);

        assertEquals(new Order(id, null, new Customer(null, "Edsger", null, new Address(null, "Delft", null, "NL")),
                List.of(new OrderLine("SKU-9", null, 4, new BigDecimal("3.10"))), null, OrderStatus.SHIPPED,
                Optional.empty(), null, null), decoded);
    }

    @Test
    void missingFieldsBecomeZeroNullOrEmpty() {
        assertEquals(new PrimitiveValues(0, 0L, 0.0, 0f, (short) 0, (byte) 0, '\0', false),
                decodeDocument(PrimitiveValues.class, new Document()));
        assertEquals(new BoxedValues(null, null, null, null, null, null, null, null),
                decodeDocument(BoxedValues.class, new Document()));
        assertEquals(new CollectionValues(null, null, null, null, null, null, null),
                decodeDocument(CollectionValues.class, new Document()));
        assertEquals(new OptionalValues(Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(),
                OptionalInt.empty(), OptionalLong.empty(), OptionalDouble.empty()),
                decodeDocument(OptionalValues.class, new Document("unrelated", 1)));
        assertEquals(new TelemetryReading("sensor-00001", null, 0.0, 0.0, 0.0),
                decodeDocument(TelemetryReading.class, new Document("sensorId", "sensor-00001")));
    }

    @Test
    void bsonNullOnReferenceComponentsIsNullOrEmpty() {
        Document nulls = new Document("name", null).append("location", null).append("deliveryEntrance", null);
        assertEquals(new Site(null, null, null), decodeDocument(Site.class, nulls));

        OptionalValues optionals = decodeDocument(OptionalValues.class,
                new Document("nickname", null).append("floor", null).append("rating", null));
        assertEquals(Optional.empty(), optionals.nickname());
        assertEquals(OptionalInt.empty(), optionals.floor());
        assertEquals(OptionalDouble.empty(), optionals.rating());
    }

    @Test
    void numbersWidenWhenNothingIsLost() {
        Document document = new Document("count", 7L)        // int64 that fits into int
                .append("total", 123)                          // int32 into long
                .append("ratio", 3)                            // int32 into double
                .append("weight", 2)                           // int32 into float
                .append("level", 42.0)                         // integral double into short
                .append("flags", new Decimal128(5))            // exact decimal128 into byte
                .append("grade", "b")
                .append("active", true);

        assertEquals(new PrimitiveValues(7, 123L, 3.0, 2f, (short) 42, (byte) 5, 'b', true),
                decodeDocument(PrimitiveValues.class, document));

        Document boxed = new Document("count", 42.0).append("total", 1L << 40).append("ratio", 1L << 52)
                .append("weight", new Decimal128(new BigDecimal("0.5")));
        assertEquals(new BoxedValues(42, 1L << 40, (double) (1L << 52), 0.5f, null, null, null, null),
                decodeDocument(BoxedValues.class, boxed));

        Document fromDecimal = new Document("qty", new Decimal128(12))
                .append("onOrder", 9.0).append("avgDailySales", new Decimal128(new BigDecimal("2.25")));
        assertEquals(new StockLevel(null, 12, 9L, 2.25, null, null, null),
                decodeDocument(StockLevel.class, fromDecimal));
    }

    @Test
    void nonIntegralDoubleIntoIntIsRefused() {
        BsonRecordDecodingException error = decodingError(StockLevel.class, new Document("qty", 2.5));

        assertNamesTheProblem(error, StockLevel.class, "quantity", "qty", "double");
        assertTrue(error.getMessage().contains("2.5"), error::getMessage);
    }

    @Test
    void int64OutsideTheIntRangeIsRefused() {
        BsonRecordDecodingException error = decodingError(StockLevel.class,
                new Document("qty", Integer.MAX_VALUE + 1L));

        assertNamesTheProblem(error, StockLevel.class, "quantity", "qty", "int64");
    }

    @Test
    void stringWhereANumberIsExpected() {
        BsonRecordDecodingException error = decodingError(TelemetryReading.class,
                new Document("sensorId", "sensor-00042").append("temp", "21.5"));

        assertNamesTheProblem(error, TelemetryReading.class, "temperature", "temp", "string");
    }

    @Test
    void bsonNullOnAPrimitive() {
        BsonRecordDecodingException error = decodingError(StockLevel.class,
                new Document("sku", "SKU-1").append("onOrder", null));

        assertNamesTheProblem(error, StockLevel.class, "unitsOnOrder", "onOrder", "null");
    }

    @Test
    void unknownEnumConstant() {
        BsonRecordDecodingException error = decodingError(StockLevel.class, new Document("state", "CRITICAL"));

        assertNamesTheProblem(error, StockLevel.class, "restockPriority", "state", "string");
        assertTrue(error.getMessage().contains("CRITICAL"), error::getMessage);
    }

    @Test
    void wrongTypeForADate() {
        BsonRecordDecodingException error = decodingError(StockLevel.class,
                new Document("counted", "2024-03-01T08:00:00Z"));

        assertNamesTheProblem(error, StockLevel.class, "lastCountedAt", "counted", "string");
    }

    @Test
    void wrongTypeForANestedRecord() {
        BsonRecordDecodingException error = decodingError(Site.class, new Document("location", "51.92,4.48"));

        assertNamesTheProblem(error, Site.class, "location", "location", "string");
    }

    @Test
    void wrongTypeInsideANestedRecordNamesTheNestedRecord() {
        Document site = new Document("name", "Depot").append("location", new Document("latitude", "north"));

        BsonRecordDecodingException error = decodingError(Site.class, site);

        assertNamesTheProblem(error, GeoPoint.class, "latitude", "latitude", "string");
    }

    @Test
    void wrongTypeForAListAndForAListElement() {
        assertNamesTheProblem(decodingError(Order.class, new Document("lines", "none")),
                Order.class, "lines", "lines", "string");
        assertNamesTheProblem(decodingError(CollectionValues.class, new Document("quantities", List.of(1, "two"))),
                CollectionValues.class, "quantities", "quantities", "string");
        assertNamesTheProblem(decodingError(CollectionValues.class, new Document("tags", new Document("a", "b"))),
                CollectionValues.class, "tags", "tags", "document");
    }

    @Test
    void wrongTypeForAMapValue() {
        Document document = new Document("stockBySku", new Document("SKU-1", 3).append("SKU-2", "three"));

        assertNamesTheProblem(decodingError(MapValues.class, document),
                MapValues.class, "stockBySku", "stockBySku", "string");
    }

    @Test
    void numberWhereAnEnumNameIsExpected() {
        assertNamesTheProblem(decodingError(StockLevel.class, new Document("state", 2)),
                StockLevel.class, "restockPriority", "state", "int32");
        assertEquals(Priority.HIGH, decodeDocument(StockLevel.class, new Document("state", "HIGH")).restockPriority());
    }

    @Test
    void bsonNullAsAMapValue() {
        Document document = new Document("attributes", new Document("channel", "web").append("coupon", null));

        Map<String, String> attributes = decodeDocument(Order.class, document).attributes();

        assertEquals("web", attributes.get("channel"));
        assertTrue(attributes.containsKey("coupon"));
        assertNull(attributes.get("coupon"));
    }

    /** Encodes with the driver's DocumentCodec, decodes with the generated codec. */
    private static <T> T decodeDocument(Class<T> type, Document document) {
        byte[] bytes = encode(DRIVER_REGISTRY.get(Document.class), document);
        return decode(generatedCodec(type), bytes);
    }

    private static BsonRecordDecodingException decodingError(Class<?> type, Document document) {
        return assertThrows(BsonRecordDecodingException.class, () -> decodeDocument(type, document));
    }

    private static void assertNamesTheProblem(BsonRecordDecodingException error, Class<?> record, String component,
            String bsonField, String foundType) {
        String message = error.getMessage();
        assertAll(message,
                () -> assertTrue(message.contains(record.getName()), "names the record " + record.getName()),
                // a prefix match, so that a message may add an element path such as "quantities[1]"
                () -> assertTrue(message.contains(record.getName() + "." + component), "names the component " + component),
                () -> assertTrue(message.contains("'" + bsonField), "names the BSON field " + bsonField),
                () -> assertTrue(message.contains(foundType), "names the BSON type found: " + foundType));
    }
}
