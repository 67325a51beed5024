package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.app.Reading;
import io.github.bsonrecords.spring.mismatch.FieldClash;
import io.github.bsonrecords.spring.mismatch.ImplicitId;
import io.github.bsonrecords.spring.mismatch.ForcedStringKey;
import io.github.bsonrecords.spring.mismatch.StringKey;
import io.github.bsonrecords.spring.mismatch.Traced;
import org.bson.UuidRepresentation;
import org.bson.codecs.configuration.CodecRegistries;
import io.github.bsonrecords.spring.mismatch.Valued;
import java.util.List;
import java.util.TimeZone;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions.BigDecimalRepresentation;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;

/** The startup check: each disagreement between Spring's mapping and the codec, named by record and component. */
class MappingAgreementTest {
    private static final CodecRegistry REGISTRY = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());

    private static MappingMongoConverter converter(MongoMappingContext context, MongoCustomConversions conversions) {
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();
        return converter;
    }

    private static MappingMongoConverter codecMapping(MongoCustomConversions conversions) {
        return converter(new CodecMappingContext(), conversions);
    }

    private static MongoCustomConversions conversions(BigDecimalRepresentation bigDecimal, boolean nativeTime) {
        return MongoCustomConversions.create(adapter -> {
            adapter.bigDecimal(bigDecimal);
            if (nativeTime) {
                adapter.useNativeDriverJavaTimeCodecs();
            }
        });
    }

    private static String failure(List<Class<?>> records, MappingMongoConverter converter) {
        return assertThrows(IllegalStateException.class, () -> MappingAgreement.check(records, converter, REGISTRY))
                .getMessage();
    }

    @Test
    void recordsAnnotatedOnceAgreeWithTheCodecMappingContext() {
        MappingMongoConverter converter = codecMapping(conversions(BigDecimalRepresentation.DECIMAL128, true));
        MappingAgreement.check(List.of(Reading.class, StringKey.class), converter, REGISTRY);
        assertEquals("sid", converter.getMappingContext().getRequiredPersistentEntity(Reading.class)
                .getRequiredPersistentProperty("sensorId").getFieldName());
        // Spring's rule for a String id, which the module stores too (HexStringIds)
        assertEquals(ObjectId.class, converter.getMappingContext().getRequiredPersistentEntity(StringKey.class)
                .getRequiredIdProperty().getFieldType());
    }

    @Test
    void aUuidComponentAgreesOnlyWhereTheClientWritesStandardUuids() {
        MappingMongoConverter converter = codecMapping(new MongoCustomConversions(List.of()));
        MappingAgreement.check(List.of(Traced.class), converter,
                CodecRegistries.withUuidRepresentation(REGISTRY, UuidRepresentation.STANDARD));
        String legacy = assertThrows(IllegalStateException.class, () -> MappingAgreement.check(List.of(Traced.class),
                converter, CodecRegistries.withUuidRepresentation(REGISTRY, UuidRepresentation.JAVA_LEGACY))).getMessage();
        assertTrue(legacy.contains(Traced.class.getName() + ".trace: Spring's conversions write 7f1c0b7e-3c3a-4b8e-9a51-0c9d8e7f6a5b"
                + " as BsonBinary{type=3"), legacy);
        assertTrue(legacy.contains("spring.data.mongodb.uuid-representation=standard"), legacy);
        String unspecified = assertThrows(IllegalStateException.class, () -> MappingAgreement.check(List.of(Traced.class),
                converter, REGISTRY)).getMessage();
        assertTrue(unspecified.contains(Traced.class.getName() + ".trace: Spring's conversions cannot write"), unspecified);
    }

    @Test
    void anIdSpringKeepsAsAStringWhereTheCodecStoresAnObjectIdFails() {
        String message = failure(List.of(ForcedStringKey.class), codecMapping(new MongoCustomConversions(List.of())));
        assertTrue(message.contains(ForcedStringKey.class.getName()
                + ".key: Spring stores and queries the id as String, the module as ObjectId"), message);
    }

    @Test
    void aFieldNameSpringTakesFromFieldAndTheCodecFromBsonPropertyFails() {
        String message = failure(List.of(FieldClash.class), codecMapping(new MongoCustomConversions(List.of())));
        assertTrue(message.contains(FieldClash.class.getName() + ".name: Spring maps it to field 'b', the codec stores it as 'a'"),
                message);
    }

    @Test
    void anIdSpringInfersFromTheNameButTheCodecStoresUnderItFails() {
        String message = failure(List.of(ImplicitId.class), codecMapping(new MongoCustomConversions(List.of())));
        assertTrue(message.contains(ImplicitId.class.getName() + ".id: Spring maps it to field '_id', the codec stores it as 'id'"),
                message);
        assertTrue(message.contains("Spring takes it as the id"), message);
    }

    @Test
    void aStringIdSpringsOwnMappingContextWouldStoreAsObjectIdFails() {
        MongoMappingContext springs = new MongoMappingContext();
        springs.setFieldNamingStrategy(new CodecFieldNaming());
        String message = failure(List.of(StringKey.class), converter(springs, new MongoCustomConversions(List.of())));
        assertTrue(message.contains(StringKey.class.getName() + ".key: the codec's @BsonId is not Spring's id property"),
                message);
    }

    @Test
    void enumValuesBigDecimalsAndZonedLocalTimesThatSpringConvertsOtherwiseFail() {
        TimeZone zone = TimeZone.getDefault();
        TimeZone.setDefault(TimeZone.getTimeZone("Asia/Kolkata"));
        try {
            String message = failure(List.of(Valued.class),
                    codecMapping(conversions(BigDecimalRepresentation.valueOf("STRING"), false)));
            assertTrue(message.contains(Valued.class.getName() + ".level: Spring's conversions write LOW as BsonString{value='LOW'}, the codec as BsonString{value='lo'}"),
                    message);
            assertTrue(message.contains(Valued.class.getName() + ".price: Spring's conversions write 12.50 as BsonString"), message);
            assertTrue(message.contains(Valued.class.getName() + ".at: Spring's conversions write 2024-02-29T13:45:30"), message);
            // HIGH has no stored name: it agrees
            assertTrue(!message.contains("write HIGH"), message);
            // DECIMAL128 and the driver's (UTC) java.time codecs agree, the @BsonEnumValue does not
            String configured = failure(List.of(Valued.class),
                    codecMapping(conversions(BigDecimalRepresentation.DECIMAL128, true)));
            assertTrue(configured.contains(".level:") && !configured.contains(".price:") && !configured.contains(".at:"),
                    configured);
        } finally {
            TimeZone.setDefault(zone);
        }
    }

    @Test
    void aRegistryWithoutTheGeneratedCodecsFails() {
        MappingMongoConverter converter = codecMapping(conversions(BigDecimalRepresentation.DECIMAL128, true));
        CodecRegistry reflective = CodecRegistries.fromRegistries(MongoClientSettings.getDefaultCodecRegistry());
        String message = assertThrows(CodecConfigurationException.class,
                () -> MappingAgreement.check(List.of(Reading.class), converter, reflective)).getMessage();
        assertTrue(message.contains(Reading.class.getName()), message);
    }
}
