package io.github.bsonrecords.processor.emit.metamodel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.Constants;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.SequenceKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The field reference each value type gets, decided without javac. */
class FieldShapesTest {
    private static final TypeVariableErasure NO_VARIABLES = new TypeVariableErasure(List.of());

    private static FieldShapes.FieldShape shape(ValueType type) {
        return FieldShapes.of(type, NO_VARIABLES);
    }

    private static ValueType.Scalar scalar(ScalarKind kind) {
        TypeName type = kind.primitive().isPresent() ? primitive(kind.primitive().get())
                : kind == ScalarKind.BYTES ? com.palantir.javapoet.ArrayTypeName.of(TypeName.BYTE)
                : ClassName.bestGuess(kind.declaredType());
        return new ValueType.Scalar(type, kind);
    }

    private static TypeName primitive(String name) {
        return switch (name) {
            case "boolean" -> TypeName.BOOLEAN;
            case "int" -> TypeName.INT;
            case "long" -> TypeName.LONG;
            case "double" -> TypeName.DOUBLE;
            case "float" -> TypeName.FLOAT;
            case "short" -> TypeName.SHORT;
            case "byte" -> TypeName.BYTE;
            case "char" -> TypeName.CHAR;
            default -> throw new IllegalArgumentException(name);
        };
    }

    @ParameterizedTest
    @EnumSource(ScalarKind.class)
    void eachScalarIsAStringANumberOrAPlainFieldOfItsKindsConstant(ScalarKind kind) {
        ValueType.Scalar scalar = scalar(kind);
        FieldShapes.FieldShape shape = shape(scalar);
        TypeName expected = kind == ScalarKind.STRING ? QueryTypes.STRING_FIELD
                : ParameterizedTypeName.get(kind.numeric() ? QueryTypes.NUMBER_FIELD : QueryTypes.FIELD,
                        scalar.javaType().box());
        assertEquals(expected, shape.fieldType());
        assertEquals(CodeBlock.of("$T.$N", QueryTypes.FIELD_KINDS, Constants.constantName(kind.method())),
                shape.kind());
        assertNull(shape.eagerRecord());
        assertNull(shape.direct());
    }

    @Test
    void aDurationIsAPlainFieldAtEveryDepth() {
        ClassName duration = ClassName.get("java.time", "Duration");
        ValueType.Scalar scalar = new ValueType.Scalar(duration, ScalarKind.DURATION);
        TypeName field = ParameterizedTypeName.get(QueryTypes.FIELD, duration);
        assertEquals(field, shape(scalar).fieldType());
        assertEquals(field, shape(new ValueType.OptionalValue(
                ParameterizedTypeName.get(ClassName.get("java.util", "Optional"), duration), scalar)).fieldType());
        TypeName list = ParameterizedTypeName.get(ClassName.get("java.util", "List"), duration);
        assertEquals(ParameterizedTypeName.get(QueryTypes.ARRAY_FIELD, list, duration, field),
                shape(new ValueType.Sequence(list, SequenceKind.LIST, scalar)).fieldType());
    }

    @Test
    void anOptionalIntIsTheInt32ItIsStoredAs() {
        FieldShapes.FieldShape shape = shape(new ValueType.OptionalPrimitive(ClassName.get("java.util", "OptionalInt"),
                ScalarKind.INT));
        assertEquals(ParameterizedTypeName.get(QueryTypes.NUMBER_FIELD, TypeName.INT.box()), shape.fieldType());
        assertEquals(shape(scalar(ScalarKind.INT)).kind(), shape.kind());
    }

    @Test
    void containersComposeTheKindsOfTheirElements() {
        ValueType.Scalar string = scalar(ScalarKind.STRING);
        TypeName list = ParameterizedTypeName.get(ClassName.get("java.util", "List"), ClassName.get(String.class));
        FieldShapes.FieldShape shape = shape(new ValueType.Sequence(list, SequenceKind.LIST, string));
        assertEquals(CodeBlock.of("$T.array($T.STRING)", QueryTypes.FIELD_KINDS, QueryTypes.FIELD_KINDS), shape.kind());
        assertNull(shape.direct());
    }
}
