package io.github.bsonrecords.spring;

import io.github.bsonrecords.BsonRecord;
import org.bson.codecs.pojo.annotations.BsonId;
import org.springframework.data.mapping.model.FieldNamingStrategy;
import org.springframework.data.mapping.model.Property;
import org.springframework.data.mapping.model.SimpleTypeHolder;
import org.springframework.data.mongodb.core.mapping.CachingMongoPersistentProperty;
import org.springframework.data.mongodb.core.mapping.Field;
import org.springframework.data.mongodb.core.mapping.MongoMappingContext;
import org.springframework.data.mongodb.core.mapping.MongoPersistentEntity;
import org.springframework.data.mongodb.core.mapping.MongoPersistentProperty;
import org.springframework.data.mongodb.core.mapping.MongoId;

/**
 * A {@link MongoMappingContext} whose metadata for {@code @BsonRecord} records follows their
 * generated codecs, so that records are annotated once: field names are the codec's
 * ({@link CodecFieldNaming}), the {@code @BsonId} component is the id, and the id is queried as the
 * type it is stored as (a {@code String} id by Spring's rule: a valid hex string as an
 * {@code ObjectId}, which the module stores too, see {@link HexStringIds}). Spring's own {@code @Field}, {@code @Id} and
 * {@code @MongoId} still win where present; {@link MappingAgreement} fails the start when they
 * disagree with the codec.
 */
public class CodecMappingContext extends MongoMappingContext {
    private FieldNamingStrategy naming = new CodecFieldNaming();

    public CodecMappingContext() {
        super.setFieldNamingStrategy(naming);
    }

    /** Names properties of other types; components of {@code @BsonRecord} records keep their codec's names. */
    @Override
    public void setFieldNamingStrategy(FieldNamingStrategy fieldNamingStrategy) {
        naming = new CodecFieldNaming(fieldNamingStrategy == null
                ? org.springframework.data.mapping.model.PropertyNameFieldNamingStrategy.INSTANCE
                : fieldNamingStrategy);
        super.setFieldNamingStrategy(naming);
    }

    /**
     * {@code simpleTypes} with the generated records taken out: the codec converters make every record
     * a custom simple type of the conversions (it writes to a {@code Document}), and a property of a
     * simple type has no persistent entity, so paths through a nested record ({@code address.city},
     * {@code findByAddressCity}, {@code tags.label} in a {@code List<Tag>}) could neither be resolved
     * nor named with the nested codec's field names. As entities they are, at every depth; they are
     * still read and written whole through their codecs.
     */
    @Override
    public void setSimpleTypeHolder(SimpleTypeHolder simpleTypes) {
        super.setSimpleTypeHolder(new RecordsAsEntities(simpleTypes));
    }

    @Override
    public MongoPersistentProperty createPersistentProperty(Property property, MongoPersistentEntity<?> owner,
            SimpleTypeHolder simpleTypeHolder) {
        if (!owner.getType().isAnnotationPresent(BsonRecord.class)) {
            return super.createPersistentProperty(property, owner, simpleTypeHolder);
        }
        return CodecComponentProperty.validated(property, owner, new JdkTypesSimple(simpleTypeHolder), naming);
    }

    /** A simple type holder for which no {@code @BsonRecord} record is simple. */
    static final class RecordsAsEntities extends SimpleTypeHolder {
        private final SimpleTypeHolder source;

        RecordsAsEntities(SimpleTypeHolder source) {
            super(java.util.Set.of(), source);
            this.source = source;
        }

        static boolean generatedRecord(Class<?> type) {
            return type.isRecord() && type.isAnnotationPresent(BsonRecord.class);
        }

        @Override
        public boolean isSimpleType(Class<?> type) {
            // the source's answer, not the copy's: a holder it wraps may override isSimpleType
            return !generatedRecord(type) && source.isSimpleType(type);
        }
    }

    /**
     * The JDK's own types ({@code OptionalDouble}, ...) as simple values in records: Spring cannot
     * introspect them (their fields are closed to it on JDK 17), and the codecs map them, so they
     * get no persistent entity. (Not {@code shouldCreatePersistentEntityFor}: its parameter type
     * moved package between Spring Data 4.5 and 5.0.)
     */
    static final class JdkTypesSimple extends SimpleTypeHolder {
        private final SimpleTypeHolder source;

        JdkTypesSimple(SimpleTypeHolder source) {
            super(java.util.Set.of(), source);
            this.source = source;
        }

        @Override
        public boolean isSimpleType(Class<?> type) {
            Module module = type.getModule();
            return (module.isNamed() && module.getName().startsWith("java.") && !java.util.Collection.class.isAssignableFrom(type)
                    && !java.util.Map.class.isAssignableFrom(type) && !type.isArray()) || source.isSimpleType(type);
        }
    }

    /** A component of a {@code @BsonRecord} record, as its codec stores it. */
    static final class CodecComponentProperty extends CachingMongoPersistentProperty {
        CodecComponentProperty(Property property, MongoPersistentEntity<?> owner, SimpleTypeHolder simpleTypeHolder,
                FieldNamingStrategy naming) {
            super(property, owner, simpleTypeHolder, naming);
        }

        static CodecComponentProperty validated(Property property, MongoPersistentEntity<?> owner,
                SimpleTypeHolder simpleTypeHolder, FieldNamingStrategy naming) {
            CodecComponentProperty component = new CodecComponentProperty(property, owner, simpleTypeHolder, naming);
            component.validate();
            return component;
        }

        private boolean bsonId() {
            return isAnnotationPresent(BsonId.class);
        }

        @Override
        public boolean isIdProperty() {
            return bsonId() || super.isIdProperty();
        }

        @Override
        public boolean isExplicitIdProperty() {
            return bsonId() || super.isExplicitIdProperty();
        }

        /**
         * An id of another type than {@code String} is queried as the codec stores it (Spring would say
         * ObjectId for a {@code Long} too, and leave the value as it is); a {@code String} id keeps
         * Spring's rule, hex strings as ObjectIds, which the module stores too ({@link HexStringIds}).
         */
        @Override
        public Class<?> getFieldType() {
            if (isIdProperty() && getType() != String.class && !isAnnotationPresent(Field.class)
                    && !isAnnotationPresent(MongoId.class)) {
                return getType();
            }
            return super.getFieldType();
        }
    }
}
