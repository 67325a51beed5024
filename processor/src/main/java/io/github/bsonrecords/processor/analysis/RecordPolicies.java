package io.github.bsonrecords.processor.analysis;

import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * The record-wide policies of one record: each attribute from the record's own {@code @BsonRecord}
 * when given there, else from its package's {@code @BsonRecordDefaults}, else the default (for
 * {@code metamodel}, the processor option's). Only explicitly given attributes count (annotation
 * mirrors list no defaults).
 *
 * @param metamodel whether the record's metamodel {@code Name_} is written
 */
public record RecordPolicies(Naming naming, boolean missingPrimitivesFail, boolean writeNulls, boolean metamodel) {
    /** @param metamodelByDefault the processor option {@code bsonrecords.metamodel} */
    public static RecordPolicies of(TypeElement record, boolean metamodelByDefault) {
        AnnotationMirror own = Annotations.find(record, Annotations.BSON_RECORD).orElse(null);
        AnnotationMirror inPackage = Annotations.find(packageOf(record), Annotations.RECORD_DEFAULTS).orElse(null);
        return new RecordPolicies(
                Naming.valueOf(constant(own, inPackage, "naming").orElse("IDENTITY")),
                constant(own, inPackage, "missing").orElse("ZERO").equals("FAIL"),
                constant(own, inPackage, "nulls").orElse("OMIT").equals("WRITE"),
                attribute(own, inPackage, "metamodel").map(value -> (Boolean) value.getValue()).orElse(metamodelByDefault));
    }

    /** The enum constant an attribute names, from the first annotation that gives it explicitly. */
    private static Optional<String> constant(AnnotationMirror own, AnnotationMirror inPackage, String name) {
        return attribute(own, inPackage, name).flatMap(Annotations::enumConstant);
    }

    private static Optional<AnnotationValue> attribute(AnnotationMirror own, AnnotationMirror inPackage, String name) {
        return explicit(own, name).or(() -> explicit(inPackage, name));
    }

    private static Optional<AnnotationValue> explicit(AnnotationMirror mirror, String name) {
        if (mirror == null) {
            return Optional.empty();
        }
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : mirror.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals(name)) {
                return Optional.of(entry.getValue());
            }
        }
        return Optional.empty();
    }

    private static PackageElement packageOf(Element element) {
        Element current = element;
        while (!(current instanceof PackageElement)) {
            current = current.getEnclosingElement();
        }
        return (PackageElement) current;
    }
}
