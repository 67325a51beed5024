package io.github.bsonrecords.processor.analysis;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic.Kind;

/** A message for the user, on the element (and annotation, when there is one) at fault. */
public record Diagnostic(Kind kind, Element element, AnnotationMirror annotation, String message) {
    static Diagnostic error(Element element, String message) {
        return new Diagnostic(Kind.ERROR, element, null, message);
    }

    static Diagnostic error(Element element, AnnotationMirror annotation, String message) {
        return new Diagnostic(Kind.ERROR, element, annotation, message);
    }

    static Diagnostic warning(Element element, String message) {
        return new Diagnostic(Kind.WARNING, element, null, message);
    }
}
