package io.github.bsonrecords.examples;

import static io.github.bsonrecords.examples.BsonTestSupport.asDocument;
import static io.github.bsonrecords.examples.BsonTestSupport.decode;
import static io.github.bsonrecords.examples.BsonTestSupport.driverCodec;
import static io.github.bsonrecords.examples.BsonTestSupport.encode;
import static io.github.bsonrecords.examples.BsonTestSupport.generatedCodec;
import static io.github.bsonrecords.examples.DeepEquality.assertDeepEquals;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import io.github.bsonrecords.examples.model.BinaryValues;
import io.github.bsonrecords.examples.model.BoxedValues;
import io.github.bsonrecords.examples.model.CollectionValues;
import io.github.bsonrecords.examples.model.DecimalValues;
import io.github.bsonrecords.examples.model.EmbeddedBson;
import io.github.bsonrecords.examples.model.EnumValues;
import io.github.bsonrecords.examples.model.FlatDocument;
import io.github.bsonrecords.examples.model.GeoPoint;
import io.github.bsonrecords.examples.model.IdentifierValues;
import io.github.bsonrecords.examples.model.LibraryLoan;
import io.github.bsonrecords.examples.model.Invoice;
import io.github.bsonrecords.examples.model.MapValues;
import io.github.bsonrecords.examples.model.NestedCollections;
import io.github.bsonrecords.examples.model.PrimitiveValues;
import io.github.bsonrecords.examples.model.Priority;
import io.github.bsonrecords.examples.model.ScalarMix;
import io.github.bsonrecords.examples.model.Site;
import io.github.bsonrecords.examples.model.StockLevel;
import io.github.bsonrecords.examples.model.TemporalValues;
import io.github.bsonrecords.examples.model.TreeNode;
import io.github.bsonrecords.examples.model.UnusualFieldNames;
import io.github.bsonrecords.examples.model.Warehouse;
import io.github.bsonrecords.examples.model.catalog.Catalog;
import io.github.bsonrecords.examples.model.catalog.Item;
import io.github.bsonrecords.examples.model.catalog.Page;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Date;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.bson.codecs.Codec;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The generated codecs are a drop-in for the driver's reflective {@code RecordCodec}: for every
 * type both support, the same record encodes to the same bytes, and each codec decodes what the
 * other wrote back into an equal record. The expected BSON is always the driver's.
 */
class DriverFidelityTest {
    private static final int RANDOM_INSTANCES = 300;
    private static final long SEED = 20240301L;

    /** Records whose every component type the driver's RecordCodec supports too (no Optional, no arrays but byte[]). */
    static Stream<Class<? extends Record>> recordsBothCodecsSupport() {
        return Stream.of(TelemetryReading.class, PrimitiveValues.class, BoxedValues.class, TemporalValues.class,
                IdentifierValues.class, DecimalValues.class, BinaryValues.class, EnumValues.class, Site.class,
                CollectionValues.class, NestedCollections.class, MapValues.class, EmbeddedBson.class, Invoice.class,
                TreeNode.class, Warehouse.Bin.class, FlatDocument.class, ScalarMix.class, StockLevel.class,
                Item.class, Catalog.class, LibraryLoan.class, UnusualFieldNames.class);
    }

    @ParameterizedTest
    @MethodSource("recordsBothCodecsSupport")
    void randomInstancesEncodeToTheDriversBytes(Class<? extends Record> type) {
        assertFidelity(type, new RandomValues(SEED ^ type.getName().hashCode()));
    }

    @Test
    void seedTelemetryReading() {
        assertSameBson(TelemetryReading.class, new TelemetryReading("sensor-00042",
                Instant.parse("2024-03-01T08:00:00Z"), 21.5, 40.0, 1013.25));
    }

    @Test
    void scalarsAtTheirMinimum() {
        assertSameBson(ScalarMix.class, new ScalarMix("", Integer.MIN_VALUE, Long.MIN_VALUE, -Double.MAX_VALUE,
                -Float.MAX_VALUE, Short.MIN_VALUE, Byte.MIN_VALUE, Character.MIN_VALUE, false, Integer.MIN_VALUE,
                Long.MIN_VALUE, Double.NEGATIVE_INFINITY, Instant.ofEpochMilli(Long.MIN_VALUE), new Date(Long.MIN_VALUE),
                LocalDate.of(-9999, 1, 1), LocalDateTime.of(-9999, 1, 1, 0, 0), LocalTime.MIN,
                new ObjectId("000000000000000000000000"), new UUID(Long.MIN_VALUE, Long.MIN_VALUE),
                Decimal128.NEGATIVE_INFINITY, new BigDecimal("-9999999999999999999999999999999999E+6111"),
                Priority.LOW, "\0"));
    }

    @Test
    void scalarsAtTheirMaximum() {
        assertSameBson(ScalarMix.class, new ScalarMix("\uD83D\uDE80 Überschall ロケット", Integer.MAX_VALUE,
                Long.MAX_VALUE, Double.MAX_VALUE, Float.MAX_VALUE, Short.MAX_VALUE, Byte.MAX_VALUE, '\uFFFF', true,
                Integer.MAX_VALUE, Long.MAX_VALUE, Double.NaN, Instant.ofEpochMilli(Long.MAX_VALUE),
                new Date(Long.MAX_VALUE), LocalDate.of(9999, 12, 31), LocalDateTime.of(9999, 12, 31, 23, 59, 59, 999_000_000),
                LocalTime.of(23, 59, 59, 999_000_000), new ObjectId("ffffffffffffffffffffffff"),
                new UUID(-1L, -1L), Decimal128.POSITIVE_INFINITY,
                new BigDecimal("9999999999999999999999999999999999E-6176"), Priority.URGENT, "line1\nline2\ttab"));
    }

    @Test
    void allNullComponents() {
        assertSameBson(ScalarMix.class, new ScalarMix(null, 0, 0L, 0.0, 0f, (short) 0, (byte) 0, 'x', false, null,
                null, null, null, null, null, null, null, null, null, null, null, null, null));
        assertSameBson(Site.class, new Site(null, null, null));
        assertSameBson(Invoice.class, new Invoice(null, null, null));
    }

    @Test
    void nestedRecordsAndRecursion() {
        assertSameBson(Site.class, new Site("Depot", new GeoPoint(-33.8688, 151.2093), new GeoPoint(0, -0.0)));
        assertSameBson(TreeNode.class, new TreeNode("a", List.of(new TreeNode("b", List.of()),
                new TreeNode("c", List.of(new TreeNode("d", null))))));
    }

    @Test
    void genericRecordCreatedWithTypeArguments() {
        List<Type> itemArgument = List.of(Item.class);
        Codec<Page<Item>> ours = generatedCodec(Page.class, itemArgument);
        Codec<Page<Item>> drivers = driverCodec(Page.class, itemArgument);
        RandomValues random = new RandomValues(SEED);
        for (int i = 0; i < RANDOM_INSTANCES; i++) {
            @SuppressWarnings("unchecked")
            Page<Item> page = (Page<Item>) random.record(Page.class, itemArgument);
            assertSameBson(ours, drivers, page);
        }
    }

    private static <R extends Record> void assertFidelity(Class<R> type, RandomValues random) {
        Codec<R> ours = generatedCodec(type);
        Codec<R> drivers = driverCodec(type);
        for (int i = 0; i < RANDOM_INSTANCES; i++) {
            assertSameBson(ours, drivers, random.record(type));
        }
    }

    private static <R> void assertSameBson(Class<R> type, R value) {
        assertSameBson(generatedCodec(type), driverCodec(type), value);
    }

    /** Same bytes, and each codec reads the other's bytes back into the original value. */
    private static <R> void assertSameBson(Codec<R> ours, Codec<R> drivers, R value) {
        byte[] driverBytes = encode(drivers, value);
        byte[] ourBytes = encode(ours, value);
        assertArrayEquals(driverBytes, ourBytes, () -> "BSON differs for " + value
                + "\n driver: " + asDocument(driverBytes).toJson() + "\n ours:   " + asDocument(ourBytes).toJson());
        assertDeepEquals(value, decode(ours, driverBytes));
        assertDeepEquals(value, decode(drivers, ourBytes));
    }
}
