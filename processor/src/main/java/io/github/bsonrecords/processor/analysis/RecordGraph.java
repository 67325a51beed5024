package io.github.bsonrecords.processor.analysis;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.ArrayType;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * Which {@code @BsonRecord} records a record's components lead to, and a sealed interface's
 * permitted records. A generated codec builds the codecs of its nested records in its constructor,
 * which would never end on a cycle ({@code A -> B -> A}, {@code Node -> Branch -> List<Node>}); the
 * analysis asks here to make those edges lazy instead.
 */
public final class RecordGraph {

    /** Whether a path of component types leads from {@code from} to {@code target}. */
    public boolean reaches(TypeElement from, TypeElement target) {
        Set<TypeElement> seen = new HashSet<>();
        Deque<TypeElement> pending = new ArrayDeque<>();
        pending.push(from);
        while (!pending.isEmpty()) {
            TypeElement current = pending.pop();
            if (!seen.add(current)) {
                continue;
            }
            if (current.getKind() == ElementKind.INTERFACE) {
                List<TypeElement> permitted = SealedHierarchies.permitted(current);
                if (permitted.contains(target)) {
                    return true;
                }
                pending.addAll(permitted);
                continue;
            }
            for (RecordComponentElement component : current.getRecordComponents()) {
                Set<TypeElement> next = new HashSet<>();
                collectRecords(component.asType(), next);
                if (next.contains(target)) {
                    return true;
                }
                pending.addAll(next);
            }
        }
        return false;
    }

    /** Every annotated record a type mentions: itself, its type arguments, its array component. */
    private static void collectRecords(TypeMirror type, Set<TypeElement> into) {
        if (type instanceof ArrayType array) {
            collectRecords(array.getComponentType(), into);
        } else if (type instanceof DeclaredType declared) {
            TypeElement element = (TypeElement) declared.asElement();
            if ((element.getKind() == ElementKind.RECORD || SealedHierarchies.isHierarchy(element))
                    && Annotations.has(element, Annotations.BSON_RECORD)) {
                into.add(element);
            }
            for (TypeMirror argument : declared.getTypeArguments()) {
                collectRecords(argument, into);
            }
        }
    }
}
