package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENCODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.MAP_ENTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.STRING;
import static io.github.bsonrecords.processor.emit.KnownTypes.WRITES;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code encode}: {@code _id} first, then the components in declaration order, null and
 * empty Optional omitted, as the driver's RecordCodec writes them. Containers get a helper
 * method each.
 */
final class EncodeEmitter {
    private final RecordModel model;
    private final CodecMembers members;
    private final TypeName recordType;
    private final List<MethodSpec> helpers = new ArrayList<>();

    EncodeEmitter(RecordModel model, CodecMembers members, TypeName recordType) {
        this.model = model;
        this.members = members;
        this.recordType = recordType;
    }

    MethodSpec encodeMethod() {
        CodeBlock.Builder body = CodeBlock.builder();
        body.addStatement("writer.writeStartDocument()");
        for (ComponentModel component : model.encodeOrder()) {
            body.add(writeComponent(component));
        }
        body.addStatement("writer.writeEndDocument()");
        return MethodSpec.methodBuilder("encode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(BSON_WRITER, "writer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(body.build())
                .build();
    }

    /** Helper methods written while writing {@link #encodeMethod()}. */
    List<MethodSpec> helpers() {
        return helpers;
    }

    private CodeBlock writeComponent(ComponentModel component) {
        ValueType type = component.type();
        String local = members.local(component);
        String field = members.fieldRef(component);
        CodeBlock.Builder code = CodeBlock.builder();
        if (type.javaType().isPrimitive()) {
            code.addStatement("writer.writeName($S)", component.bsonName());
            return code.add(writeValue(type, CodeBlock.of("value.$N()", component.name()), field, 0)).build();
        }
        code.addStatement("$T $N = value.$N()", type.javaType(), local, component.name());
        if (type instanceof ValueType.OptionalPrimitive optional) {
            code.beginControlFlow("if ($N != null && $N.isPresent())", local, local);
            code.addStatement("writer.writeName($S)", component.bsonName());
            String getter = switch (optional.kind()) {
                case INT -> "getAsInt";
                case LONG -> "getAsLong";
                default -> "getAsDouble";
            };
            code.add(statement(ScalarCode.write(optional.kind(), CodeBlock.of("$N.$N()", local, getter), field)));
            return code.endControlFlow().build();
        }
        if (type instanceof ValueType.OptionalValue optional) {
            code.beginControlFlow("if ($N != null && $N.isPresent())", local, local);
            code.addStatement("writer.writeName($S)", component.bsonName());
            code.add(writeValue(optional.value(), CodeBlock.of("$N.get()", local), field, 0));
            return code.endControlFlow().build();
        }
        code.beginControlFlow("if ($N != null)", local);
        code.addStatement("writer.writeName($S)", component.bsonName());
        if (type instanceof ValueType.Sequence || type instanceof ValueType.StringMap) {
            String helper = "encode" + members.helperSuffix(component);
            helpers.add(MethodSpec.methodBuilder(helper)
                    .addModifiers(Modifier.PRIVATE)
                    .addParameter(BSON_WRITER, "writer")
                    .addParameter(type.javaType(), "value")
                    .addParameter(ENCODER_CONTEXT, "context")
                    .addCode(writeValue(type, CodeBlock.of("value"), field, 0))
                    .build());
            code.addStatement("$N(writer, $N, context)", helper, local);
        } else {
            code.add(writeValue(type, CodeBlock.of("$N", local), field, 0));
        }
        return code.endControlFlow().build();
    }

    /** Statements writing a non-null value whose name (or array slot) is already written. */
    private CodeBlock writeValue(ValueType type, CodeBlock value, String field, int depth) {
        if (type instanceof ValueType.Scalar scalar) {
            return statement(ScalarCode.write(scalar.kind(), value, field));
        }
        if (type instanceof ValueType.EnumValue) {
            return CodeBlock.builder().addStatement("writer.writeString($L.name())", value).build();
        }
        if (type instanceof ValueType.NestedRecord) {
            return CodeBlock.builder().addStatement("$L.encode(writer, $L, context)", members.codec(type), value).build();
        }
        if (type instanceof ValueType.RawDocument) {
            return CodeBlock.builder().addStatement("$T.rawDocument(writer, $L, context)", WRITES, value).build();
        }
        if (type instanceof ValueType.FromRegistry) {
            return CodeBlock.builder()
                    .addStatement("context.encodeWithChildContext($L, writer, $L)", members.codec(type), value).build();
        }
        if (type instanceof ValueType.Sequence sequence) {
            String element = "element" + depth;
            CodeBlock.Builder code = CodeBlock.builder();
            code.addStatement("writer.writeStartArray()");
            code.beginControlFlow("for ($T $N : $L)", sequence.element().javaType(), element, value);
            code.add(writeNullable(sequence.element(), element, field, depth + 1));
            code.endControlFlow();
            return code.addStatement("writer.writeEndArray()").build();
        }
        if (type instanceof ValueType.StringMap map) {
            String entry = "entry" + depth;
            String entryValue = "value" + depth;
            TypeName valueType = map.value().javaType().box();
            CodeBlock.Builder code = CodeBlock.builder();
            code.addStatement("writer.writeStartDocument()");
            code.beginControlFlow("for ($T $N : $L.entrySet())", ParameterizedTypeName.get(MAP_ENTRY, STRING, valueType),
                    entry, value);
            code.addStatement("$T.mapKey(writer, $N.getKey(), $N)", WRITES, entry, field);
            code.addStatement("$T $N = $N.getValue()", valueType, entryValue, entry);
            code.add(writeNullable(map.value(), entryValue, field, depth + 1));
            code.endControlFlow();
            return code.addStatement("writer.writeEndDocument()").build();
        }
        throw new IllegalStateException("cannot write " + type + " inside a container");
    }

    /** An element or map value: BSON null for Java null, as the driver's collection and map codecs write. */
    private CodeBlock writeNullable(ValueType type, String local, String field, int depth) {
        if (type.javaType().isPrimitive()) {
            return writeValue(type, CodeBlock.of("$N", local), field, depth);
        }
        return CodeBlock.builder()
                .beginControlFlow("if ($N == null)", local)
                .addStatement("writer.writeNull()")
                .nextControlFlow("else")
                .add(writeValue(type, CodeBlock.of("$N", local), field, depth))
                .endControlFlow()
                .build();
    }

    private static CodeBlock statement(CodeBlock expression) {
        return CodeBlock.builder().addStatement("$L", expression).build();
    }
}
