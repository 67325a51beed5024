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
 * type the codec stores it as (a {@code String} id stays a string, where Spring would store and
 * query a valid hex string as an {@code ObjectId}). Spring's own {@code @Field}, {@code @Id} and
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

    @Override
    public MongoPersistentProperty createPersistentProperty(Property property, MongoPersistentEntity<?> owner,
            SimpleTypeHolder simpleTypeHolder) {
        if (!owner.getType().isAnnotationPresent(BsonRecord.class)) {
            return super.createPersistentProperty(property, owner, simpleTypeHolder);
        }
        return CodecComponentProperty.validated(property, owner, new JdkTypesSimple(simpleTypeHolder), naming);
    }

    /**
     * The JDK's own types ({@code OptionalDouble}, ...) as simple values in records: Spring cannot
     * introspect them (their fields are closed to it on JDK 17), and the codecs map them, so they
     * get no persistent entity. (Not {@code shouldCreatePersistentEntityFor}: its parameter type
     * moved package between Spring Data 4.5 and 5.0.)
     */
    static final class JdkTypesSimple extends SimpleTypeHolder {
        JdkTypesSimple(SimpleTypeHolder source) {
            super(java.util.Set.of(), source);
        }

        @Override
        public boolean isSimpleType(Class<?> type) {
            Module module = type.getModule();
            return (module.isNamed() && module.getName().startsWith("java.") && !java.util.Collection.class.isAssignableFrom(type)
                    && !java.util.Map.class.isAssignableFrom(type) && !type.isArray()) || super.isSimpleType(type);
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

        @Override
        public Class<?> getFieldType() {
            if (isIdProperty() && !isAnnotationPresent(Field.class) && !isAnnotationPresent(MongoId.class)) {
                return getType();
            }
            return super.getFieldType();
        }
    }
}
