package io.github.bsonrecords.processor.analysis;

import com.palantir.javapoet.ClassName;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Sealed {@code @BsonRecord} interfaces and the records they permit: which interfaces a record
 * belongs to, and the discriminator key and value, following the driver's {@code PojoCodec}
 * ({@code @BsonDiscriminator}; key {@code _t} and the class's binary name by default).
 */
public final class SealedHierarchies {
    static final String DEFAULT_KEY = "_t";

    private SealedHierarchies() {
    }

    /** A sealed interface annotated with {@code @BsonRecord}: it gets a codec of its own. */
    static boolean isHierarchy(TypeElement type) {
        return type.getKind() == ElementKind.INTERFACE && type.getModifiers().contains(Modifier.SEALED)
                && Annotations.has(type, Annotations.BSON_RECORD);
    }

    /** The types an interface (or class) permits, in the order its {@code permits} clause lists them. */
    public static List<TypeElement> permitted(TypeElement type) {
        List<TypeElement> permitted = new ArrayList<>();
        for (TypeMirror subtype : type.getPermittedSubclasses()) {
            permitted.add((TypeElement) ((DeclaredType) subtype).asElement());
        }
        return permitted;
    }

    /** Every sealed {@code @BsonRecord} interface above {@code type}, nearest first. */
    public static Set<TypeElement> hierarchiesAbove(TypeElement type) {
        Set<TypeElement> found = new LinkedHashSet<>();
        collectAbove(type, found);
        return found;
    }

    private static void collectAbove(TypeElement type, Set<TypeElement> found) {
        for (TypeMirror parent : type.getInterfaces()) {
            TypeElement element = (TypeElement) ((DeclaredType) parent).asElement();
            if (isHierarchy(element)) {
                found.add(element);
            }
            collectAbove(element, found);
        }
    }

    /**
     * The key an interface's documents carry: its own {@code @BsonDiscriminator(key)}, else that of
     * the nearest hierarchy above it, else {@code _t}.
     */
    public static String key(TypeElement hierarchy) {
        return explicit(hierarchy, "key").orElseGet(() -> hierarchiesAbove(hierarchy).stream()
                .findFirst()
                .map(SealedHierarchies::key)
                .orElse(DEFAULT_KEY));
    }

    /** A record's discriminator value: its own {@code @BsonDiscriminator(value)}, else its binary name ({@code p.Outer$Inner}). */
    public static String value(TypeElement record) {
        return explicit(record, "value").orElseGet(() -> ClassName.get(record).reflectionName());
    }

    /** An attribute of the type's {@code @BsonDiscriminator}, when given explicitly (and not empty). */
    public static Optional<String> explicit(TypeElement type, String attribute) {
        Optional<AnnotationMirror> mirror = Annotations.find(type, Annotations.BSON_DISCRIMINATOR);
        if (mirror.isEmpty()) {
            return Optional.empty();
        }
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry
                : mirror.get().getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(attribute)) {
                String value = String.valueOf(entry.getValue().getValue());
                return value.isEmpty() ? Optional.empty() : Optional.of(value);
            }
        }
        return Optional.empty();
    }
}
