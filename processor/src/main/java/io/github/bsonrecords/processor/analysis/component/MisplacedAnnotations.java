package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.ComponentModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * Driver annotations where they map nothing: on an explicit accessor or canonical-constructor
 * parameter but not on the component (the driver ignores them there; the data would land under the
 * component's own name), and those records have no place for ({@code @BsonIgnore}). Refuses them.
 */
final class MisplacedAnnotations implements ComponentReader {
    private static final List<String> CHECKED = checked();

    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) {
        ExecutableElement accessor = site.component().getAccessor();
        for (String annotation : CHECKED) {
            Optional<AnnotationMirror> onAccessor = Annotations.find(accessor, annotation);
            if (onAccessor.isPresent() && !site.annotated(annotation)) {
                site.report(Diagnostic.atAnnotation(Message.ANNOTATION_ON_ACCESSOR, accessor, onAccessor.get(),
                        Annotations.simpleName(annotation), site.name(), site.record().getSimpleName()));
            }
        }
        for (String annotation : Annotations.UNSUPPORTED_ON_COMPONENTS) {
            Annotations.find(site.field(), annotation).ifPresent(mirror ->
                    site.reportAt(mirror, Message.UNSUPPORTED_ON_COMPONENT, Annotations.simpleName(annotation), site.name()));
        }
    }

    @Override
    public boolean readsRejected() {
        return true;
    }

    /**
     * Annotations on a parameter of an explicit canonical constructor but not on the component. (A
     * compact constructor's parameters carry the component's annotations, which is fine.) Checked
     * once per record, before its components are read.
     */
    static void checkConstructorParameters(TypeElement record, List<Diagnostic> diagnostics) {
        List<? extends RecordComponentElement> components = record.getRecordComponents();
        for (ExecutableElement constructor : ElementFilter.constructorsIn(record.getEnclosedElements())) {
            List<? extends VariableElement> parameters = constructor.getParameters();
            if (!isCanonical(constructor, components)) {
                continue;
            }
            for (int i = 0; i < parameters.size(); i++) {
                ComponentSite site = ComponentSite.of(record, components.get(i), diagnostics);
                for (String annotation : CHECKED) {
                    Optional<AnnotationMirror> onParameter = Annotations.find(parameters.get(i), annotation);
                    if (onParameter.isPresent() && !site.annotated(annotation)) {
                        diagnostics.add(Diagnostic.atAnnotation(Message.ANNOTATION_ON_CONSTRUCTOR_PARAMETER,
                                parameters.get(i), onParameter.get(), Annotations.simpleName(annotation),
                                parameters.get(i).getSimpleName(), record.getSimpleName(), site.name()));
                    }
                }
            }
        }
    }

    private static boolean isCanonical(ExecutableElement constructor, List<? extends RecordComponentElement> components) {
        List<? extends VariableElement> parameters = constructor.getParameters();
        if (parameters.size() != components.size()) {
            return false;
        }
        for (int i = 0; i < parameters.size(); i++) {
            if (!parameters.get(i).asType().toString().equals(components.get(i).asType().toString())) {
                return false;
            }
        }
        return true;
    }

    private static List<String> checked() {
        List<String> checked = new ArrayList<>(Annotations.MAPPING);
        checked.addAll(Annotations.UNSUPPORTED_ON_COMPONENTS);
        return List.copyOf(checked);
    }
}
