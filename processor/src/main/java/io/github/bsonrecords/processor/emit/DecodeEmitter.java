package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.ARRAYS;
import static io.github.bsonrecords.processor.emit.KnownTypes.ARRAY_LIST;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_READER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_TYPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.DECODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.LINKED_HASH_MAP;
import static io.github.bsonrecords.processor.emit.KnownTypes.LINKED_HASH_SET;
import static io.github.bsonrecords.processor.emit.KnownTypes.OPTIONAL;
import static io.github.bsonrecords.processor.emit.KnownTypes.READS;
import static io.github.bsonrecords.processor.emit.KnownTypes.STRING;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.SequenceKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes {@code decode}: a loop over the document's fields with a switch on the name, one local
 * per component, and the canonical constructor at the end. Containers get a helper method each
 * so that the loop stays small enough for the JIT to compile and inline well.
 */
final class DecodeEmitter {
    private final RecordModel model;
    private final CodecMembers members;
    private final TypeName recordType;
    private final List<MethodSpec> helpers = new ArrayList<>();

    DecodeEmitter(RecordModel model, CodecMembers members, TypeName recordType) {
        this.model = model;
        this.members = members;
        this.recordType = recordType;
    }

    MethodSpec decodeMethod() {
        CodeBlock.Builder body = CodeBlock.builder();
        for (ComponentModel component : model.components()) {
            body.addStatement("$T $N = $L", component.type().javaType(), members.local(component), initialValue(component.type()));
        }
        body.addStatement("reader.readStartDocument()");
        body.beginControlFlow("while (reader.readBsonType() != $T.END_OF_DOCUMENT)", BSON_TYPE);
        body.beginControlFlow("switch (reader.readName())");
        for (ComponentModel component : model.components()) {
            body.addStatement("case $S -> $N = $L", component.bsonName(), members.local(component), readComponent(component));
        }
        body.addStatement("default -> reader.skipValue()");
        body.endControlFlow();
        body.endControlFlow();
        body.addStatement("reader.readEndDocument()");
        List<CodeBlock> arguments = model.components().stream().map(c -> CodeBlock.of("$N", members.local(c))).toList();
        body.beginControlFlow("try");
        body.addStatement("return new $T$L($L)", model.recordClass(), model.generic() ? "<>" : "",
                CodeBlock.join(arguments, ", "));
        body.nextControlFlow("catch (RuntimeException e)");
        body.addStatement("throw $T.constructorFailed($S, e)", READS, model.recordName());
        body.endControlFlow();
        return MethodSpec.methodBuilder("decode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(recordType)
                .addParameter(BSON_READER, "reader")
                .addParameter(DECODER_CONTEXT, "context")
                .addCode(body.build())
                .build();
    }

    /** Helper methods written while writing {@link #decodeMethod()}. */
    List<MethodSpec> helpers() {
        return helpers;
    }

    private CodeBlock readComponent(ComponentModel component) {
        CodeBlock expression = expression(component.type(), members.fieldRef(component));
        if (expression != null) {
            return expression;
        }
        String name = "decode" + members.helperSuffix(component);
        CodeBlock.Builder body = CodeBlock.builder();
        body.addStatement("$T result", component.type().javaType());
        body.add(assign(component.type(), "result", members.fieldRef(component), 0));
        body.addStatement("return result");
        helpers.add(MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE)
                .returns(component.type().javaType())
                .addParameter(BSON_READER, "reader")
                .addParameter(DECODER_CONTEXT, "context")
                .addCode(body.build())
                .build());
        return CodeBlock.of("$N(reader, context)", name);
    }

    /** Statements that read the current value (BSON null included) into {@code target}. */
    private CodeBlock assign(ValueType type, String target, String field, int depth) {
        CodeBlock expression = expression(type, field);
        if (expression != null) {
            return CodeBlock.builder().addStatement("$N = $L", target, expression).build();
        }
        CodeBlock.Builder code = CodeBlock.builder();
        if (type instanceof ValueType.OptionalValue optional) {
            String present = "present" + depth;
            code.addStatement("$T $N", optional.value().javaType(), present);
            code.add(assign(optional.value(), present, field, depth + 1));
            return code.addStatement("$N = $T.ofNullable($N)", target, OPTIONAL, present).build();
        }
        code.beginControlFlow("if ($T.consumeNull(reader))", READS);
        code.addStatement("$N = null", target);
        code.nextControlFlow("else");
        if (type instanceof ValueType.Sequence sequence) {
            code.add(sequence.kind() == SequenceKind.ARRAY && sequence.element().javaType().isPrimitive()
                    ? primitiveArray(sequence, target, field, depth)
                    : collection(sequence, target, field, depth));
        } else if (type instanceof ValueType.StringMap map) {
            code.add(stringMap(map, target, field, depth));
        } else {
            throw new IllegalStateException("no statements for " + type);
        }
        return code.endControlFlow().build();
    }

    private CodeBlock collection(ValueType.Sequence sequence, String target, String field, int depth) {
        String collected = "list" + depth;
        String element = "element" + depth;
        TypeName elementType = sequence.element().javaType().box();
        TypeName collectedType = ParameterizedTypeName.get(
                sequence.kind() == SequenceKind.SET ? LINKED_HASH_SET : ARRAY_LIST, elementType);
        CodeBlock.Builder code = CodeBlock.builder();
        code.addStatement("$T.expect(reader, $T.ARRAY, $N)", READS, BSON_TYPE, field);
        code.addStatement("$T $N = new $T<>()", collectedType, collected,
                sequence.kind() == SequenceKind.SET ? LINKED_HASH_SET : ARRAY_LIST);
        code.addStatement("reader.readStartArray()");
        code.beginControlFlow("while (reader.readBsonType() != $T.END_OF_DOCUMENT)", BSON_TYPE);
        CodeBlock expression = expression(sequence.element(), field);
        if (expression != null) {
            code.addStatement("$N.add($L)", collected, expression);
        } else {
            code.addStatement("$T $N", elementType, element);
            code.add(assign(sequence.element(), element, field, depth + 1));
            code.addStatement("$N.add($N)", collected, element);
        }
        code.endControlFlow();
        code.addStatement("reader.readEndArray()");
        if (sequence.kind() == SequenceKind.ARRAY) {
            code.addStatement("$N = $N.toArray($L)", target, collected, emptyArray((ArrayTypeName) sequence.javaType()));
        } else {
            code.addStatement("$N = $N", target, collected);
        }
        return code.build();
    }

    /** Primitive elements go straight into a growing primitive array: no boxing. */
    private CodeBlock primitiveArray(ValueType.Sequence sequence, String target, String field, int depth) {
        String array = "array" + depth;
        String size = "size" + depth;
        TypeName elementType = sequence.element().javaType();
        CodeBlock.Builder code = CodeBlock.builder();
        code.addStatement("$T.expect(reader, $T.ARRAY, $N)", READS, BSON_TYPE, field);
        code.addStatement("$T[] $N = new $T[8]", elementType, array, elementType);
        code.addStatement("int $N = 0", size);
        code.addStatement("reader.readStartArray()");
        code.beginControlFlow("while (reader.readBsonType() != $T.END_OF_DOCUMENT)", BSON_TYPE);
        code.beginControlFlow("if ($N == $N.length)", size, array);
        code.addStatement("$N = $T.copyOf($N, $N * 2)", array, ARRAYS, array, size);
        code.endControlFlow();
        code.addStatement("$N[$N++] = $L", array, size, expression(sequence.element(), field));
        code.endControlFlow();
        code.addStatement("reader.readEndArray()");
        code.addStatement("$N = $N == $N.length ? $N : $T.copyOf($N, $N)", target, size, array, array, ARRAYS, array, size);
        return code.build();
    }

    private CodeBlock stringMap(ValueType.StringMap map, String target, String field, int depth) {
        String collected = "map" + depth;
        String key = "key" + depth;
        String value = "value" + depth;
        TypeName valueType = map.value().javaType().box();
        TypeName mapType = ParameterizedTypeName.get(LINKED_HASH_MAP, STRING, valueType);
        CodeBlock.Builder code = CodeBlock.builder();
        code.addStatement("$T.expect(reader, $T.DOCUMENT, $N)", READS, BSON_TYPE, field);
        code.addStatement("$T $N = new $T<>()", mapType, collected, LINKED_HASH_MAP);
        code.addStatement("reader.readStartDocument()");
        code.beginControlFlow("while (reader.readBsonType() != $T.END_OF_DOCUMENT)", BSON_TYPE);
        code.addStatement("$T $N = reader.readName()", STRING, key);
        CodeBlock expression = expression(map.value(), field);
        if (expression != null) {
            code.addStatement("$N.put($N, $L)", collected, key, expression);
        } else {
            code.addStatement("$T $N", valueType, value);
            code.add(assign(map.value(), value, field, depth + 1));
            code.addStatement("$N.put($N, $N)", collected, key, value);
        }
        code.endControlFlow();
        code.addStatement("reader.readEndDocument()");
        code.addStatement("$N = $N", target, collected);
        return code.build();
    }

    /** One expression reading the current value (BSON null included), or null where statements are needed. */
    private CodeBlock expression(ValueType type, String field) {
        if (type instanceof ValueType.OptionalPrimitive optional) {
            return CodeBlock.of("$T.consumeNull(reader) ? $T.empty() : $T.of($L)", READS, optional.javaType(),
                    optional.javaType(), ScalarCode.read(optional.kind(), field));
        }
        if (type instanceof ValueType.OptionalValue optional) {
            CodeBlock present = nonNullExpression(optional.value(), field);
            return present == null ? null
                    : CodeBlock.of("$T.consumeNull(reader) ? $T.empty() : $T.of($L)", READS, OPTIONAL, OPTIONAL, present);
        }
        CodeBlock nonNull = nonNullExpression(type, field);
        if (nonNull == null || type.javaType().isPrimitive()) {
            return nonNull;
        }
        return CodeBlock.of("$T.consumeNull(reader) ? null : $L", READS, nonNull);
    }

    /** An expression reading a value known not to be BSON null (a primitive reports null itself). */
    private CodeBlock nonNullExpression(ValueType type, String field) {
        if (type instanceof ValueType.Scalar scalar) {
            return ScalarCode.read(scalar.kind(), field);
        }
        if (type instanceof ValueType.EnumValue enumValue) {
            return CodeBlock.of("$T.enumValue(reader, $T.class, $N)", READS, enumValue.javaType(), field);
        }
        if (type instanceof ValueType.NestedRecord) {
            return CodeBlock.of("$T.nested($L, reader, context, $N)", READS, members.codec(type), field);
        }
        if (type instanceof ValueType.RawDocument) {
            return CodeBlock.of("$T.rawDocument(reader, context, $N)", READS, field);
        }
        if (type instanceof ValueType.FromRegistry) {
            return CodeBlock.of("$T.decode($L, reader, context, $N)", READS, members.codec(type), field);
        }
        return null;
    }

    private static CodeBlock initialValue(ValueType type) {
        if (type instanceof ValueType.Scalar scalar && scalar.javaType().isPrimitive()) {
            return CodeBlock.of(ScalarCode.zero(scalar.kind()));
        }
        if (type instanceof ValueType.OptionalValue) {
            return CodeBlock.of("$T.empty()", OPTIONAL);
        }
        if (type instanceof ValueType.OptionalPrimitive optional) {
            return CodeBlock.of("$T.empty()", optional.javaType());
        }
        return CodeBlock.of("null");
    }

    /** {@code new int[0][]} for {@code int[][]}: the first dimension is the one given a length. */
    private static CodeBlock emptyArray(ArrayTypeName arrayType) {
        TypeName base = arrayType.componentType();
        int extraDimensions = 0;
        while (base instanceof ArrayTypeName nested) {
            base = nested.componentType();
            extraDimensions++;
        }
        return CodeBlock.of("new $T[0]$L", base, "[]".repeat(extraDimensions));
    }
}
