package io.github.bsonrecords.spring;

import io.github.bsonrecords.BsonRecord;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.RecordComponent;
import org.bson.BsonType;
import org.bson.Document;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonRepresentation;
import org.bson.types.ObjectId;
import org.springframework.core.annotation.MergedAnnotation;
import org.springframework.core.annotation.MergedAnnotations;
import org.springframework.data.mongodb.core.mapping.Field;
import org.springframework.data.mongodb.core.mapping.FieldType;

/**
 * Spring Data's rule for a {@code String} id, kept for records whose codec stores the id as a string:
 * a value that is a valid ObjectId hex string is stored (and queried) as that {@code ObjectId}, any
 * other value as the string, and an {@code ObjectId} read back is its hex string; so an id the server
 * generated on save, and every hex id given, is stored as plain Spring Data stores it. The rule holds
 * where Spring's id property would be stored as an ObjectId: no {@code @Field}/{@code @MongoId} with
 * another target type ({@code @MongoId(FieldType.STRING)} keeps strings). A {@code @BsonRepresentation
 * (OBJECT_ID)} id is the codec's ObjectId already. {@link MappingAgreement} checks at startup that
 * Spring's mapping context says the same for each record.
 */
final class HexStringIds {
    static final String ID = "_id";
    private static final ClassValue<Boolean> APPLIES = new ClassValue<>() {
        @Override
        protected Boolean computeValue(Class<?> type) {
            return decide(type);
        }
    };

    private HexStringIds() {
    }

    /** Whether {@code type}'s documents hold hex ids as ObjectIds that its codec reads and writes as strings. */
    static boolean applies(Class<?> type) {
        return APPLIES.get(type);
    }

    /** The codec's document as Spring Data stores it: a hex {@code _id} as its ObjectId. Changes {@code document}. */
    static Document stored(Document document) {
        if (document.get(ID) instanceof String id && ObjectId.isValid(id)) {
            document.put(ID, new ObjectId(id));
        }
        return document;
    }

    /** The stored document as its codec reads it: an ObjectId {@code _id} as its hex string, in a copy. */
    static Document forCodec(Document document) {
        if (document.get(ID) instanceof ObjectId id) {
            Document copy = new Document(document);
            copy.put(ID, id.toHexString());
            return copy;
        }
        return document;
    }

    /**
     * The type the module stores {@code id}, the record's {@code @BsonId} component, as: an ObjectId for
     * hex strings by this rule or by {@code @BsonRepresentation(OBJECT_ID)}, its own type otherwise.
     */
    static Class<?> storedIdType(Class<?> record, RecordComponent id) {
        return applies(record) || id.getType() == String.class && objectIdRepresentation(record, id) ? ObjectId.class
                : id.getType();
    }

    private static boolean decide(Class<?> type) {
        if (!type.isRecord() || !type.isAnnotationPresent(BsonRecord.class)) {
            return false;
        }
        for (RecordComponent component : type.getRecordComponents()) {
            if (annotated(type, component, BsonId.class)) {
                return component.getType() == String.class && !objectIdRepresentation(type, component)
                        && springStoresObjectId(type, component);
            }
        }
        return false;
    }

    /** Spring's id field type ({@code BasicMongoPersistentProperty.getFieldType}): ObjectId without a {@code @Field} target type. */
    private static boolean springStoresObjectId(Class<?> type, RecordComponent component) {
        for (AnnotatedElement element : elements(type, component)) {
            MergedAnnotation<Field> field = MergedAnnotations.from(element).get(Field.class);
            if (field.isPresent()) {
                return field.getEnum("targetType", FieldType.class) == FieldType.OBJECT_ID;
            }
        }
        return true;
    }

    private static boolean objectIdRepresentation(Class<?> type, RecordComponent component) {
        for (AnnotatedElement element : elements(type, component)) {
            BsonRepresentation representation = element.getAnnotation(BsonRepresentation.class);
            if (representation != null) {
                return representation.value() == BsonType.OBJECT_ID;
            }
        }
        return false;
    }

    private static boolean annotated(Class<?> type, RecordComponent component,
            Class<? extends java.lang.annotation.Annotation> annotation) {
        for (AnnotatedElement element : elements(type, component)) {
            if (element.isAnnotationPresent(annotation)) {
                return true;
            }
        }
        return false;
    }

    /** Where a component's annotations land: the component, its field and its accessor. */
    private static AnnotatedElement[] elements(Class<?> type, RecordComponent component) {
        try {
            return new AnnotatedElement[] {component, type.getDeclaredField(component.getName()), component.getAccessor()};
        } catch (NoSuchFieldException e) {
            return new AnnotatedElement[] {component, component.getAccessor()};
        }
    }
}
