package io.github.bsonrecords.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.GeneratedCodecs;
import io.github.bsonrecords.examples.model.OptionalValues;
import io.github.bsonrecords.examples.model.catalog.Page;
import io.github.bsonrecords.examples.orders.Order;
import io.github.bsonrecords.examples.usercodec.Money;
import io.github.bsonrecords.examples.usercodec.Drawing;
import io.github.bsonrecords.examples.usercodec.MoneyCodec;
import io.github.bsonrecords.examples.usercodec.ShapeCodec;
import io.github.bsonrecords.examples.usercodec.PricedItem;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Test;

/** {@link BsonRecords#registry()} wires the generated codecs first; {@link BsonRecords#verify} names wrong wiring. */
class RegistryWiringTest {
    /** The most natural mistake: the generated provider after the driver's defaults. */
    private static final CodecRegistry WRONG_ORDER = CodecRegistries.fromRegistries(
            MongoClientSettings.getDefaultCodecRegistry(),
            CodecRegistries.fromProviders(BsonRecords.codecProvider()));

    /** The test sources hold a record with a user type; every registry verified here needs its codec. */
    private static final CodecRegistry USER_CODECS = CodecRegistries.fromCodecs(new MoneyCodec(), new ShapeCodec());

    @Test
    void registryHandsEveryRecordToItsGeneratedCodec() {
        CodecRegistry registry = BsonRecords.registry();
        for (Class<?> record : new Class<?>[] {TelemetryReading.class, Order.class, OptionalValues.class, Page.class}) {
            assertEquals(BsonTestSupport.generatedCodecName(record), registry.get(record).getClass().getName());
        }
    }

    @Test
    void theProviderFrameworksInstantiateByNameServesWhatCodecProviderDoes() {
        // what Quarkus's mongodb-client builds from the runtime's Jandex index: the no-argument constructor
        GeneratedCodecs instantiated = new GeneratedCodecs();
        assertEquals(BsonRecords.codecProvider().toString(), instantiated.toString());
        CodecRegistry registry = CodecRegistries.fromRegistries(CodecRegistries.fromProviders(instantiated),
                USER_CODECS, MongoClientSettings.getDefaultCodecRegistry());
        assertEquals(BsonTestSupport.generatedCodecName(Order.class), registry.get(Order.class).getClass().getName());
        assertSame(registry, BsonRecords.verify(registry, TelemetryReading.class));
    }

    @Test
    void registryUsesTheDriversDefaultsForEverythingElse() {
        CodecRegistry registry = BsonRecords.registry();
        // GeoJSON codecs are in the driver's defaults, not in the bson library's
        assertEquals(MongoClientSettings.getDefaultCodecRegistry().get(com.mongodb.client.model.geojson.Point.class)
                .getClass(), registry.get(com.mongodb.client.model.geojson.Point.class).getClass());
    }

    @Test
    void registryWithOthersAsksThemAfterTheGeneratedCodecs() {
        CodecRegistry registry = BsonRecords.registry(USER_CODECS, MongoClientSettings.getDefaultCodecRegistry());
        assertEquals(BsonTestSupport.generatedCodecName(Order.class), registry.get(Order.class).getClass().getName());
        assertEquals(MoneyCodec.class, registry.get(Money.class).getClass());
        // records of a package split over main and test sources are listed by one provider only: name them
        assertSame(registry, BsonRecords.verify(registry, TelemetryReading.class));
    }

    @Test
    void verifyNamesRecordsTheDriversRecordCodecTakesAndTheOrder() {
        CodecConfigurationException error = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.verify(WRONG_ORDER, TelemetryReading.class));
        String message = error.getMessage();
        assertTrue(message.contains(TelemetryReading.class.getName()
                + ": the registry hands it to org.bson.codecs.record.RecordCodec (the driver's reflective RecordCodec),"
                + " from a provider registered ahead of the generated codecs"), message);
        assertTrue(message.contains("BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry())"), message);
    }

    @Test
    void verifyExplainsTheCantFindACodecForOptionalIntFailureByTheOrder() {
        // the driver's RecordCodec is built first and fails on a component type only generated codecs support
        CodecConfigurationException direct = assertThrows(CodecConfigurationException.class,
                () -> WRONG_ORDER.get(OptionalValues.class));
        assertTrue(direct.getMessage().contains("Can't find a codec for"), direct.getMessage());

        String message = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.verify(WRONG_ORDER, OptionalValues.class)).getMessage();
        assertTrue(message.contains(OptionalValues.class.getName() + ": the registry fails on it with \"Can't find a codec for"),
                message);
        assertTrue(message.contains("a provider registered ahead of the generated codecs claims the record"), message);
        assertTrue(message.contains("after MongoClientSettings.getDefaultCodecRegistry()"), message);
    }

    @Test
    void verifyListsEveryRecordTheGeneratedProvidersKnowWithoutBeingTold() {
        String message = assertThrows(CodecConfigurationException.class, () -> BsonRecords.verify(WRONG_ORDER))
                .getMessage();
        for (Class<?> record : new Class<?>[] {Order.class, OptionalValues.class, Page.class, PricedItem.class}) {
            assertTrue(message.contains("\n  " + record.getName() + ": "), record + " in " + message);
        }
    }

    @Test
    void verifyRejectsARecordWithoutTheAnnotation() {
        String message = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.verify(BsonRecords.registry(), NotAnnotated.class)).getMessage();
        assertTrue(message.contains(NotAnnotated.class.getName() + ": not annotated with @BsonRecord, so no codec is"
                + " generated for it: annotate NotAnnotated with @io.github.bsonrecords.BsonRecord"), message);
    }

    @Test
    void verifyNamesAComponentTypeTheRegistryHasNoCodecFor() {
        // the example's registry has every record of the main sources; the test sources add PricedItem's Money
        // and Drawing's Shape, which only the application's codecs serve
        String message = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.verify(ExampleMain.codecRegistry())).getMessage();
        assertTrue(message.startsWith("2 @BsonRecord types would not get the generated codec from this registry:\n  "
                + Drawing.class.getName() + ": the registry fails on it with \"No codec for " + Drawing.class.getName()
                + ".main"), message);
        assertTrue(message.contains("\n  " + PricedItem.class.getName() + ": the registry fails on it with \"No codec for "
                + PricedItem.class.getName() + ".price"), message);
        assertTrue(message.endsWith("the generated codec needs a codec for a component that the registry lacks: add it"
                + " to the registries given to BsonRecords.registry(...)"), message);
        assertEquals(BsonTestSupport.generatedCodecName(Order.class),
                ExampleMain.codecRegistry().get(Order.class).getClass().getName());
    }

    @Test
    void aProviderServiceLoaderCannotSeeIsNamedAsSuch() {
        // the platform class loader sees no META-INF/services of the application: as if a jar merge dropped the file
        CodecRegistry blind = CodecRegistries.fromProviders(BsonRecords.codecProvider(ClassLoader.getPlatformClassLoader()));
        CodecConfigurationException error = assertThrows(CodecConfigurationException.class, () -> blind.get(Order.class));
        assertEquals("No generated codec for @BsonRecord " + Order.class.getName() + ": its codec " + Order.class.getName()
                + "BsonCodec exists, but ServiceLoader found no io.github.bsonrecords.examples.orders.BsonRecordCodecProvider"
                + " through META-INF/services/io.github.bsonrecords.GeneratedCodecProvider: check that a jar merge (shade,"
                + " assembly) kept that service file, or pass the class loader that sees the record to"
                + " BsonRecords.codecProvider(ClassLoader)", error.getMessage());
    }

    record NotAnnotated(int value) {
    }
}
