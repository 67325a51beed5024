package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.diagnostics.Message;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.Name;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * One record component as the readers see it: its element, the private field javac keeps its
 * annotations on, the record's diagnostics, and whether a reader rejected it (reported an error
 * that leaves it without a model).
 */
public final class ComponentSite {
    private final TypeElement record;
    private final RecordComponentElement component;
    private final VariableElement field;
    private final List<Diagnostic> diagnostics;
    private boolean rejected;

    private ComponentSite(TypeElement record, RecordComponentElement component, VariableElement field,
            List<Diagnostic> diagnostics) {
        this.record = record;
        this.component = component;
        this.field = field;
        this.diagnostics = diagnostics;
    }

    /** @param diagnostics the record's: readers add theirs to it */
    public static ComponentSite of(TypeElement record, RecordComponentElement component, List<Diagnostic> diagnostics) {
        return new ComponentSite(record, component, fieldOf(record, component), diagnostics);
    }

    public TypeElement record() {
        return record;
    }

    public RecordComponentElement component() {
        return component;
    }

    public Name name() {
        return component.getSimpleName();
    }

    /** The component's private field; null only when javac gives none. */
    public VariableElement field() {
        return field;
    }

    /**
     * Where the component's diagnostics point: javac gives a record component no source position of
     * its own; its field has the component's.
     */
    public Element at() {
        return field != null ? field : component;
    }

    /** Driver annotations target fields and methods, so javac keeps them on the component's private field. */
    public Optional<AnnotationMirror> mirror(String annotation) {
        Optional<AnnotationMirror> onField = Annotations.find(field, annotation);
        return onField.isPresent() ? onField : Annotations.find(component, annotation);
    }

    public boolean annotated(String annotation) {
        return mirror(annotation).isPresent();
    }

    public void report(Diagnostic diagnostic) {
        diagnostics.add(diagnostic);
    }

    /** Reports {@code id} at the component. */
    public void report(Message id, Object... arguments) {
        report(Diagnostic.at(id, at(), arguments));
    }

    /** Reports {@code id} at the component's {@code annotation} (at the component alone when null). */
    public void reportAt(AnnotationMirror annotation, Message id, Object... arguments) {
        report(Diagnostic.atAnnotation(id, at(), annotation, arguments));
    }

    /** The component gets no model: a reader reported why. Later readers skip it unless they read rejected ones. */
    public void reject() {
        rejected = true;
    }

    public boolean rejected() {
        return rejected;
    }

    static VariableElement fieldOf(TypeElement record, RecordComponentElement component) {
        for (VariableElement field : ElementFilter.fieldsIn(record.getEnclosedElements())) {
            if (field.getSimpleName().equals(component.getSimpleName()) && !field.getModifiers().contains(Modifier.STATIC)) {
                return field;
            }
        }
        return null;
    }
}
