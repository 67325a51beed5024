package io.github.bsonrecords.processor.analysis;

import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;

/**
 * {@code @SuppressWarnings("bson-records")} on a component or its record silences the processor's
 * warnings there, as {@code @SuppressWarnings} silences javac's own.
 */
public final class Suppressions {
    static final String TOKEN = "bson-records";

    private Suppressions() {
    }

    /** Whether any of the elements carries {@code @SuppressWarnings} naming {@value #TOKEN}. */
    public static boolean suppressed(Element... elements) {
        for (Element element : elements) {
            for (AnnotationMirror mirror : element == null ? List.<AnnotationMirror>of() : element.getAnnotationMirrors()) {
                if (mirror.getAnnotationType().toString().equals("java.lang.SuppressWarnings")
                        && Annotations.value(mirror).map(Suppressions::names).orElse(List.of()).contains(TOKEN)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static List<?> names(AnnotationValue value) {
        Object names = value.getValue();
        return names instanceof List<?> list ? list.stream().map(item -> ((AnnotationValue) item).getValue()).toList()
                : List.of(names);
    }
}
