package io.github.bsonrecords.processor.analysis;

import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.TypeParameterElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.IntersectionType;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.type.WildcardType;
import javax.lang.model.util.Elements;

/**
 * The javac lint categories ({@code deprecation}, {@code removal}) that the generated classes of a
 * record or sealed interface would be warned about, because the user's types they name are
 * deprecated: the record itself (or a class it is nested in), a type anywhere in a component's type
 * or a type parameter's bound, a component's accessor. The generated classes suppress exactly
 * these, so they warn where the user's own code, which declares or suppresses the deprecation, does
 * not; anything else deprecated that generated code calls (the driver's API) still warns, as it should.
 * ({@code @Deprecated} on the generated classes would not do: it does not silence {@code removal},
 * and would make their own users warn.)
 */
public final class DeprecatedUses {
    private static final String DEPRECATION = "deprecation";
    private static final String REMOVAL = "removal";

    private final Elements elements;
    private final Set<String> found = new TreeSet<>();

    private DeprecatedUses(Elements elements) {
        this.elements = elements;
    }

    /** For a record's codec and metamodel, in sorted order; empty when nothing they name is deprecated. */
    public static List<String> ofRecord(TypeElement record, Elements elements) {
        DeprecatedUses uses = new DeprecatedUses(elements);
        uses.typeAndEnclosing(record);
        for (TypeParameterElement parameter : record.getTypeParameters()) {
            parameter.getBounds().forEach(uses::type);
        }
        for (RecordComponentElement component : record.getRecordComponents()) {
            uses.element(component.getAccessor());
            uses.type(component.asType());
        }
        return List.copyOf(uses.found);
    }

    /** For a sealed interface's codec, which names the interface and the records it permits. */
    public static List<String> ofHierarchy(TypeElement hierarchy, Collection<TypeElement> records, Elements elements) {
        DeprecatedUses uses = new DeprecatedUses(elements);
        uses.typeAndEnclosing(hierarchy);
        records.forEach(uses::typeAndEnclosing);
        return List.copyOf(uses.found);
    }

    private void type(TypeMirror type) {
        if (type instanceof DeclaredType declared) {
            typeAndEnclosing(declared.asElement());
            declared.getTypeArguments().forEach(this::type);
        } else if (type instanceof ArrayType array) {
            type(array.getComponentType());
        } else if (type instanceof WildcardType wildcard) {
            if (wildcard.getExtendsBound() != null) {
                type(wildcard.getExtendsBound());
            }
            if (wildcard.getSuperBound() != null) {
                type(wildcard.getSuperBound());
            }
        } else if (type instanceof IntersectionType intersection) {
            intersection.getBounds().forEach(this::type);
        }
        // a type variable's bounds are the record's own, scanned once; primitives name nothing
    }

    /** {@code Outer.Inner} names {@code Outer} too. */
    private void typeAndEnclosing(Element type) {
        for (Element current = type; current instanceof TypeElement; current = current.getEnclosingElement()) {
            element(current);
        }
    }

    private void element(Element element) {
        if (element == null || !elements.isDeprecated(element)) {
            return;
        }
        found.add(forRemoval(element) ? REMOVAL : DEPRECATION);
    }

    private static boolean forRemoval(Element element) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().contentEquals("java.lang.Deprecated")) {
                return mirror.getElementValues().entrySet().stream()
                        .anyMatch(entry -> entry.getKey().getSimpleName().contentEquals("forRemoval")
                                && Boolean.TRUE.equals(entry.getValue().getValue()));
            }
        }
        return false;
    }
}
