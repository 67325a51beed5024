package io.github.bsonrecords.processor.diagnostics;

import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic.Kind;

/** A message for the user, on the element (and annotation, when there is one) at fault. */
public record Diagnostic(Message id, Kind kind, Element element, AnnotationMirror annotation, String message) {

    public static Diagnostic at(Message id, Element element, Object... arguments) {
        return atAnnotation(id, element, null, arguments);
    }

    public static Diagnostic atAnnotation(Message id, Element element, AnnotationMirror annotation, Object... arguments) {
        return new Diagnostic(id, id.kind(), element, annotation, id.format(arguments));
    }
}
