package io.github.bsonrecords.spring;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.codec.lookup.CodecsByName;
import io.github.bsonrecords.query.Field;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The BSON field name the generated codec stores each record component under, read from the
 * record's generated metamodel ({@code Reading_.sensorId.path()}), so that the names are the
 * processor's ({@code @BsonProperty}, {@code @BsonId}, the naming strategy) and not a second
 * implementation of its rules.
 */
public final class CodecFieldNames {
    private static final Map<Class<?>, Map<String, String>> BY_RECORD = new ConcurrentHashMap<>();

    private CodecFieldNames() {
    }

    /**
     * Component name to BSON field name for a {@code @BsonRecord} record, in declaration order;
     * empty when the type is not one or its metamodel is not found. The extra-elements component has
     * no field and no entry.
     */
    public static Map<String, String> of(Class<?> record) {
        return BY_RECORD.computeIfAbsent(record, CodecFieldNames::read);
    }

    /** The BSON name of one component, if the record's metamodel names it. */
    public static Optional<String> of(Class<?> record, String component) {
        return Optional.ofNullable(of(record).get(component));
    }

    private static Map<String, String> read(Class<?> record) {
        if (!record.isRecord() || !record.isAnnotationPresent(BsonRecord.class)) {
            return Map.of();
        }
        Class<?> metamodel;
        try {
            metamodel = Class.forName(metamodelName(record), true, record.getClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            return Map.of();
        }
        Map<String, String> names = new LinkedHashMap<>();
        for (RecordComponent component : record.getRecordComponents()) {
            try {
                java.lang.reflect.Field reference = metamodel.getField(component.getName());
                if (Modifier.isStatic(reference.getModifiers()) && Field.class.isAssignableFrom(reference.getType())) {
                    names.put(component.getName(), ((Field<?>) reference.get(null)).path());
                }
            } catch (NoSuchFieldException | IllegalAccessException e) {
                // the extra-elements component, which has no field reference
            }
        }
        return names.isEmpty() ? Map.of() : Collections.unmodifiableMap(names);
    }

    /** The record's metamodel class name, by the runtime's generated-name rule. */
    static String metamodelName(Class<?> record) {
        return CodecsByName.metamodelClassName(record);
    }
}
