package io.github.bsonrecords.processor.analysis;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;

/**
 * The annotations the processor reads, as mirrors: the driver's POJO annotations and our own. The
 * processor never loads their classes, so it runs whatever driver version the user compiles against.
 */
public final class Annotations {
    // the driver's
    public static final String PACKAGE = "org.bson.codecs.pojo.annotations.";
    public static final String BSON_ID = PACKAGE + "BsonId";
    public static final String BSON_PROPERTY = PACKAGE + "BsonProperty";
    public static final String BSON_REPRESENTATION = PACKAGE + "BsonRepresentation";
    public static final String BSON_EXTRA_ELEMENTS = PACKAGE + "BsonExtraElements";
    /** Annotations the driver's record codec rejects too: records have no place for what they mean. */
    public static final List<String> UNSUPPORTED_ON_COMPONENTS = List.of(PACKAGE + "BsonIgnore");
    public static final String BSON_DISCRIMINATOR = PACKAGE + "BsonDiscriminator";
    public static final String BSON_CREATOR = PACKAGE + "BsonCreator";
    public static final List<String> MAPPING = List.of(BSON_ID, BSON_PROPERTY, BSON_REPRESENTATION, BSON_EXTRA_ELEMENTS);

    // ours (those for components target RECORD_COMPONENT and FIELD only: javac refuses them elsewhere)
    public static final String OURS = "io.github.bsonrecords.";
    public static final String BSON_RECORD = OURS + "BsonRecord";
    public static final String RECORD_DEFAULTS = OURS + "BsonRecordDefaults";
    public static final String ALIAS = OURS + "BsonAlias";
    public static final String REQUIRED = OURS + "BsonRequired";
    public static final String NULLS = OURS + "BsonNulls";
    public static final String ENUM_VALUE = OURS + "BsonEnumValue";

    private Annotations() {
    }

    public static Optional<AnnotationMirror> find(Element element, String qualifiedName) {
        if (element == null) {
            return Optional.empty();
        }
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            TypeElement type = (TypeElement) mirror.getAnnotationType().asElement();
            if (type.getQualifiedName().contentEquals(qualifiedName)) {
                return Optional.of(mirror);
            }
        }
        return Optional.empty();
    }

    public static boolean has(Element element, String qualifiedName) {
        return find(element, qualifiedName).isPresent();
    }

    /** The annotation's explicitly given {@code value}, if any. */
    public static Optional<AnnotationValue> value(AnnotationMirror mirror) {
        for (Map.Entry<? extends ExecutableElement, ? extends AnnotationValue> entry : mirror.getElementValues().entrySet()) {
            if (entry.getKey().getSimpleName().contentEquals("value")) {
                return Optional.of(entry.getValue());
            }
        }
        return Optional.empty();
    }

    /** The strings of an annotation's explicitly given {@code value} array ({@code @BsonAlias({"a", "b"})}). */
    public static List<String> stringValues(AnnotationMirror mirror) {
        return value(mirror)
                .map(value -> value.getValue() instanceof List<?> items
                        ? items.stream().map(item -> String.valueOf(((AnnotationValue) item).getValue())).toList()
                        : List.of(String.valueOf(value.getValue())))
                .orElse(List.of());
    }

    /** The name of the enum constant an annotation value holds ({@code BsonType.OBJECT_ID} -> {@code OBJECT_ID}). */
    public static Optional<String> enumConstant(AnnotationValue value) {
        return value.getValue() instanceof VariableElement constant
                ? Optional.of(constant.getSimpleName().toString())
                : Optional.empty();
    }

    public static String simpleName(String qualifiedName) {
        return qualifiedName.substring(qualifiedName.lastIndexOf('.') + 1);
    }
}
