package io.github.bsonrecords.examples;

import io.github.bsonrecords.BsonNaming;
import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.BsonRecordDefaults;
import io.github.bsonrecords.query.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.bson.codecs.pojo.annotations.BsonExtraElements;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;

/** Generated metamodels looked up by reflection (tests only): the metamodel of a record, a component's reference. */
final class Metamodels {
    private Metamodels() {
    }

    /** {@code p.Reading -> p.Reading_}, {@code p.Outer.Inner -> p.Outer_Inner_}. */
    static Class<?> metamodelOf(Class<?> record) {
        List<String> names = new ArrayList<>();
        for (Class<?> type = record; type != null; type = type.getEnclosingClass()) {
            names.add(0, type.getSimpleName());
        }
        try {
            return Class.forName(record.getPackageName() + "." + String.join("_", names) + "_");
        } catch (ClassNotFoundException e) {
            throw new AssertionError("no metamodel for " + record.getName(), e);
        }
    }

    /** The record's components that are fields: all but an {@code @BsonExtraElements} one, which has no reference. */
    static List<RecordComponent> fields(Class<?> record) {
        List<RecordComponent> fields = new ArrayList<>();
        for (RecordComponent component : record.getRecordComponents()) {
            try {
                if (!record.getDeclaredField(component.getName()).isAnnotationPresent(BsonExtraElements.class)) {
                    fields.add(component);
                }
            } catch (NoSuchFieldException e) {
                throw new AssertionError(e);
            }
        }
        return fields;
    }

    /** The BSON name the driver's annotations give the component (independently of what was generated). */
    static String bsonName(RecordComponent component) {
        java.lang.reflect.Field field;
        try {
            field = component.getDeclaringRecord().getDeclaredField(component.getName());
        } catch (NoSuchFieldException e) {
            throw new AssertionError(e);
        }
        if (field.isAnnotationPresent(BsonId.class)) {
            return "_id";
        }
        BsonProperty property = field.getAnnotation(BsonProperty.class);
        return property != null ? property.value() : named(naming(component.getDeclaringRecord()), component.getName());
    }

    /** The record's naming strategy: its own attribute if its source sets one, else its package's. */
    private static BsonNaming naming(Class<?> record) {
        BsonNaming own = record.getAnnotation(BsonRecord.class).naming();
        BsonRecordDefaults inPackage = record.getPackage().getAnnotation(BsonRecordDefaults.class);
        return ClassFiles.explicitElements(record, BsonRecord.class).contains("naming") || inPackage == null
                ? own : inPackage.naming();
    }

    /** Whether the processor wrote the record a metamodel: its own attribute if its source sets one, else its package's. */
    static boolean hasMetamodel(Class<?> record) {
        boolean own = record.getAnnotation(BsonRecord.class).metamodel();
        BsonRecordDefaults inPackage = record.getPackage().getAnnotation(BsonRecordDefaults.class);
        return ClassFiles.explicitElements(record, BsonRecord.class).contains("metamodel") || inPackage == null
                ? own : inPackage.metamodel();
    }

    /**
     * The strategy applied to a name, written apart from the processor's implementation (as a test
     * oracle): words split where a regular expression finds a boundary.
     */
    static String named(BsonNaming naming, String name) {
        List<String> words = new ArrayList<>();
        for (String word : name.split("[_$]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")) {
            if (!word.isEmpty()) {
                words.add(word);
            }
        }
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < words.size(); i++) {
            String word = words.get(i);
            String capitalised = Character.toUpperCase(word.charAt(0)) + word.substring(1);
            switch (naming) {
                case IDENTITY -> {
                    return name;
                }
                case SNAKE_CASE -> out.append(i == 0 ? "" : "_").append(word.toLowerCase(Locale.ROOT));
                case KEBAB_CASE -> out.append(i == 0 ? "" : "-").append(word.toLowerCase(Locale.ROOT));
                case LOWER_CAMEL -> out.append(i == 0 ? word.toLowerCase(Locale.ROOT) : capitalised);
                case UPPER_CAMEL -> out.append(capitalised);
            }
        }
        return out.toString();
    }

    /** The component's reference in the metamodel's root: a static field named after it. */
    static Field<?> root(Class<?> record, RecordComponent component) {
        try {
            java.lang.reflect.Field field = metamodelOf(record).getField(component.getName());
            if (!Modifier.isStatic(field.getModifiers()) || !Modifier.isFinal(field.getModifiers())) {
                throw new AssertionError(field + " is not static final");
            }
            return (Field<?>) field.get(null);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    /**
     * The component's reference inside an {@code Embedded} or {@code Elements}: a final field named
     * after it or, for a component reached through a cycle, a method (its name followed by {@code _}
     * when it would clash with an inherited method).
     */
    static Field<?> nested(Field<?> holder, RecordComponent component) {
        try {
            try {
                return (Field<?>) holder.getClass().getField(component.getName()).get(holder);
            } catch (NoSuchFieldException e) {
                Method method;
                try {
                    method = holder.getClass().getMethod(component.getName());
                    if (method.getDeclaringClass() != holder.getClass()) {
                        method = holder.getClass().getMethod(component.getName() + "_");
                    }
                } catch (NoSuchMethodException renamed) {
                    method = holder.getClass().getMethod(component.getName() + "_");
                }
                return (Field<?>) method.invoke(holder);
            }
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(holder.getClass().getName() + " has no reference for " + component.getName(), e);
        }
    }
}
