package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.ENUM_NAMES;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.Locale;
import javax.lang.model.element.Modifier;

/** The constants a codec and a metamodel declare alike: their names, and an enum's {@code EnumNames}. */
public final class Constants {
    private Constants() {
    }

    /** {@code sensorId -> SENSOR_ID}. */
    public static String constantName(String component) {
        return component.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }

    /** The name an enum's {@code EnumNames} constant is given, unless taken: {@code PRIORITY_NAMES}. */
    public static String enumNamesConstant(ValueType.EnumValue enumValue) {
        return constantName(enumValue.javaType().simpleName()) + "_NAMES";
    }

    /** The enum's {@code EnumNames} constant: the strings its constants are stored as. */
    public static FieldSpec enumNamesField(ValueType.EnumValue enumValue, String name) {
        ClassName type = enumValue.javaType();
        return FieldSpec.builder(ParameterizedTypeName.get(ENUM_NAMES, type), name, Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL)
                .initializer(enumValue.renamed()
                        ? CodeBlock.of("$T.of($T.class, $L)", ENUM_NAMES, type, enumValue.bsonValues().stream()
                                .map(v -> CodeBlock.of("$S", v)).collect(CodeBlock.joining(", ")))
                        : CodeBlock.of("$T.of($T.class)", ENUM_NAMES, type))
                .build();
    }
}
