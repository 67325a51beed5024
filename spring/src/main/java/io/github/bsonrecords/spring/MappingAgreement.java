package io.github.bsonrecords.spring;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.query.Field;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.bson.BsonValue;
import org.bson.Document;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.conversions.Bson;
import org.springframework.data.mongodb.core.convert.MongoConverter;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;

/**
 * The startup check: Spring's mapping of each generated record must agree with its codec, or a
 * query Spring maps would miss what the codec stored. Compared per component: the field name, the
 * id property and the type Spring stores and queries the id as, and the BSON value Spring's
 * conversions make of an enum constant, a {@code BigDecimal}, a {@code UUID} (in the client's UUID
 * representation) and the {@code java.time} local types
 * against the value the codec writes (its metamodel's {@code eq}). It also runs
 * {@link BsonRecords#verify} on the client's registry.
 */
public final class MappingAgreement {
    private static final Object[] SAMPLES = {new BigDecimal("12.50"), UUID.fromString("7f1c0b7e-3c3a-4b8e-9a51-0c9d8e7f6a5b"),
            LocalDate.of(2024, 2, 29),
            LocalDateTime.of(2024, 2, 29, 13, 45, 30), LocalTime.of(13, 45, 30)};

    private MappingAgreement() {
    }

    /** Throws an {@link IllegalStateException} listing every disagreement, naming the record and the component. */
    public static void check(Collection<Class<?>> records, MongoConverter converter, CodecRegistry registry) {
        BsonRecords.verify(registry, records.toArray(Class<?>[]::new));
        List<String> problems = new ArrayList<>();
        for (Class<?> record : records) {
            problems.addAll(problems(record, converter, registry));
        }
        if (!problems.isEmpty()) {
            throw new IllegalStateException("Spring Data's mapping disagrees with the generated codecs:\n  - "
                    + String.join("\n  - ", problems));
        }
    }

    static List<String> problems(Class<?> record, MongoConverter converter, CodecRegistry registry) {
        List<String> problems = new ArrayList<>();
        MongoPersistentEntity<?> entity = converter.getMappingContext().getPersistentEntity(record);
        Map<String, String> names = CodecFieldNames.of(record);
        if (entity == null || names.isEmpty()) {
            return problems;
        }
        for (RecordComponent component : record.getRecordComponents()) {
            String codecName = names.get(component.getName());
            MongoPersistentProperty property = entity.getPersistentProperty(component.getName());
            if (codecName == null || property == null) {
                continue;
            }
            String at = record.getName() + "." + component.getName() + ": ";
            if (!property.getFieldName().equals(codecName)) {
                problems.add(at + "Spring maps it to field '" + property.getFieldName() + "', the codec stores it as '"
                        + codecName + "' (remove @Field, or make @BsonProperty say the same)");
            }
            boolean bsonId = component.isAnnotationPresent(BsonId.class)
                    || component.getAccessor().isAnnotationPresent(BsonId.class);
            if (bsonId != property.isIdProperty()) {
                problems.add(at + (bsonId ? "the codec's @BsonId is not Spring's id property"
                        : "Spring takes it as the id (stored as _id), the codec does not (annotate it @BsonId)"));
            }
            Class<?> stored = bsonId ? HexStringIds.storedIdType(record, component) : null;
            if (bsonId && property.isIdProperty() && property.getFieldType() != stored
                    && !property.getFieldType().isAssignableFrom(stored)) {
                problems.add(at + "Spring stores and queries the id as " + property.getFieldType().getSimpleName()
                        + ", the module as " + stored.getSimpleName() + idHint(component));
            }
            values(record, component, codecName, converter, registry, problems, at);
        }
        return problems;
    }

    private static void values(Class<?> record, RecordComponent component, String codecName, MongoConverter converter,
            CodecRegistry registry, List<String> problems, String at) {
        Class<?> type = component.getType();
        List<Object> samples = new ArrayList<>();
        if (type.isEnum()) {
            samples.addAll(List.of(type.getEnumConstants()));
        }
        for (Object sample : SAMPLES) {
            if (sample.getClass() == type) {
                samples.add(sample);
            }
        }
        if (samples.isEmpty()) {
            return;
        }
        Field<Object> field = metamodelField(record, component.getName());
        if (field == null) {
            return;
        }
        for (Object sample : samples) {
            BsonValue codec = rendered(field.eq(sample), codecName, registry);
            BsonValue spring;
            try {
                spring = rendered(new Document("v", converter.convertToMongoType(sample)), "v", registry);
            } catch (CodecConfigurationException e) {
                // a UUID with the client's representation unspecified: Spring's queries fail, the codec's writes do not
                problems.add(at + "Spring's conversions cannot write " + sample + " (" + e.getMessage() + "), the codec writes "
                        + codec + hint(type));
                continue;
            }
            if (!codec.equals(spring)) {
                problems.add(at + "Spring's conversions write " + sample + " as " + spring + ", the codec as " + codec
                        + hint(type));
            }
        }
    }

    private static String idHint(RecordComponent id) {
        return id.getType() == String.class
                ? " (a String id: @MongoId(FieldType.STRING) keeps strings, no @MongoId or @MongoId(FieldType.OBJECT_ID)"
                        + " stores hex strings as ObjectIds, as @BsonRepresentation(BsonType.OBJECT_ID) does always)"
                : " (use @MongoId(FieldType.IMPLICIT) or drop the explicit target type)";
    }

    private static String hint(Class<?> type) {
        if (type == UUID.class) {
            return " (the codec writes binary subtype 4 whatever the client says: spring.data.mongodb.uuid-representation=standard"
                    + " on Boot 3, spring.mongodb.representation.uuid=standard on Boot 4, or the client's"
                    + " uuidRepresentation(UuidRepresentation.STANDARD))";
        }
        if (type == BigDecimal.class) {
            return " (MongoCustomConversions: bigDecimal(BigDecimalRepresentation.DECIMAL128))";
        }
        if (type.isEnum()) {
            return " (@BsonEnumValue names that Spring's enum conversion does not know)";
        }
        return " (MongoCustomConversions: useNativeDriverJavaTimeCodecs(), which is UTC as the codec)";
    }

    private static BsonValue rendered(Bson bson, String name, CodecRegistry registry) {
        return bson.toBsonDocument(Document.class, registry).get(name);
    }

    @SuppressWarnings("unchecked")
    private static Field<Object> metamodelField(Class<?> record, String component) {
        try {
            Class<?> metamodel = Class.forName(CodecFieldNames.metamodelName(record), true, record.getClassLoader());
            Object reference = metamodel.getField(component).get(null);
            return reference instanceof Field<?> field ? (Field<Object>) field : null;
        } catch (ReflectiveOperationException | LinkageError e) {
            return null;
        }
    }
}
