package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.MAP_ENTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.STRING;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * Writes one component to a {@link ValueSink}: omitted when null or an empty Optional (as the
 * driver's RecordCodec does), inline for single values, through a helper method for containers.
 */
final class ValueWriting {
    private final ValueSink sink;
    private final WritingMembers members;
    private final String helperPrefix;
    private final List<MethodSpec> helpers = new ArrayList<>();

    ValueWriting(ValueSink sink, WritingMembers members, String helperPrefix) {
        this.sink = sink;
        this.members = members;
        this.helperPrefix = helperPrefix;
    }

    List<MethodSpec> helpers() {
        return helpers;
    }

    /** Statements writing the component of {@code value} (the record), if it is present. */
    CodeBlock component(ComponentModel component) {
        ValueType type = component.type();
        String local = members.local(component);
        String field = members.fieldRef(component);
        Slot slot = Slot.field(component);
        CodeBlock.Builder code = CodeBlock.builder();
        if (type.javaType().isPrimitive()) {
            return code.add(write(type, slot, CodeBlock.of("value.$N()", component.name()), field, 0)).build();
        }
        code.addStatement("$T $N = value.$N()", type.javaType(), local, component.name());
        if (type instanceof ValueType.OptionalPrimitive optional) {
            code.beginControlFlow("if ($N != null && $N.isPresent())", local, local);
            code.add(sink.slot(slot, ScalarCode.bsonType(optional.kind()), field));
            code.add(sink.scalar(optional.kind(), CodeBlock.of("$N.$N()", local, getter(optional)), field));
            return code.endControlFlow().build();
        }
        if (type instanceof ValueType.OptionalValue optional) {
            code.beginControlFlow("if ($N != null && $N.isPresent())", local, local);
            code.add(write(optional.value(), slot, CodeBlock.of("$N.get()", local), field, 0));
            return code.endControlFlow().build();
        }
        code.beginControlFlow("if ($N != null)", local);
        if (type instanceof ValueType.Sequence || type instanceof ValueType.StringMap) {
            String helper = helperPrefix + members.helperSuffix(component);
            helpers.add(MethodSpec.methodBuilder(helper)
                    .addModifiers(Modifier.PRIVATE)
                    .addParameters(sink.helperParameters(type.javaType()))
                    .addCode(containerValue(type, CodeBlock.of("value"), field, 0))
                    .build());
            code.add(sink.slot(slot, bsonType(type), field));
            code.addStatement("$N($L)", helper, sink.helperArguments(CodeBlock.of("$N", local)));
        } else {
            code.add(write(type, slot, CodeBlock.of("$N", local), field, 0));
        }
        return code.endControlFlow().build();
    }

    /**
     * Statements writing a non-null {@code value} of {@code type} where the writer expects a value
     * (a metamodel's filter operand): the same code as a component's value, without its field name.
     * For sinks that write no name for an element slot ({@link WriterSink}).
     */
    CodeBlock value(ValueType type, CodeBlock value, String field) {
        return write(type, Slot.element(null), value, field, 0);
    }

    /** Statements writing a non-null value into a slot. */
    private CodeBlock write(ValueType type, Slot slot, CodeBlock value, String field, int depth) {
        if (type instanceof ValueType.FromRegistry) {
            return sink.fromRegistry(slot, members.codec(type), value, field);
        }
        CodeBlock.Builder code = CodeBlock.builder().add(sink.slot(slot, bsonType(type), field));
        if (type instanceof ValueType.Scalar scalar) {
            return code.add(sink.scalar(scalar.kind(), value, field)).build();
        }
        if (type instanceof ValueType.EnumValue enumValue) {
            return code.add(sink.enumValue(value, enumValue)).build();
        }
        if (type instanceof ValueType.NestedRecord) {
            return code.add(sink.nested(members.codec(type), value)).build();
        }
        if (type instanceof ValueType.RawDocument) {
            return code.add(sink.rawDocument(value)).build();
        }
        return code.add(containerValue(type, value, field, depth)).build();
    }

    /** Statements writing an array or document value (its slot is written). */
    private CodeBlock containerValue(ValueType type, CodeBlock value, String field, int depth) {
        CodeBlock.Builder code = CodeBlock.builder();
        if (type instanceof ValueType.Sequence sequence) {
            String element = "element" + depth;
            sink.openElements(code, false, depth);
            code.beginControlFlow("for ($T $N : $L)", sequence.element().javaType(), element, value);
            code.add(writeNullable(sequence.element(), Slot.element("index" + depth), element, field, depth + 1));
            sink.endElement(code, depth);
            code.endControlFlow();
            sink.closeElements(code, false, depth);
            return code.build();
        }
        if (type instanceof ValueType.StringMap map) {
            String entry = "entry" + depth;
            String entryValue = "value" + depth;
            String key = "key" + depth;
            TypeName valueType = map.value().javaType().box();
            sink.openElements(code, true, depth);
            code.beginControlFlow("for ($T $N : $L.entrySet())", ParameterizedTypeName.get(MAP_ENTRY, STRING, valueType),
                    entry, value);
            code.addStatement("$T $N = $N.getKey()", STRING, key, entry);
            code.addStatement("$T $N = $N.getValue()", valueType, entryValue, entry);
            code.add(writeNullable(map.value(), Slot.entry(key), entryValue, field, depth + 1));
            code.endControlFlow();
            sink.closeElements(code, true, depth);
            return code.build();
        }
        throw new IllegalStateException("not a container: " + type);
    }

    /** An element or map value: BSON null for Java null, as the driver's collection and map codecs write. */
    private CodeBlock writeNullable(ValueType type, Slot slot, String local, String field, int depth) {
        if (type.javaType().isPrimitive()) {
            return write(type, slot, CodeBlock.of("$N", local), field, depth);
        }
        return CodeBlock.builder()
                .beginControlFlow("if ($N == null)", local)
                .add(sink.nullValue(slot, field))
                .nextControlFlow("else")
                .add(write(type, slot, CodeBlock.of("$N", local), field, depth))
                .endControlFlow()
                .build();
    }

    /** The BSON type code a value of the type is written with, or -1 where only its codec knows. */
    static int bsonType(ValueType type) {
        if (type instanceof ValueType.Scalar scalar) {
            return ScalarCode.bsonType(scalar.kind());
        }
        if (type instanceof ValueType.OptionalPrimitive optional) {
            return ScalarCode.bsonType(optional.kind());
        }
        if (type instanceof ValueType.OptionalValue optional) {
            return bsonType(optional.value());
        }
        if (type instanceof ValueType.EnumValue) {
            return 0x02;
        }
        if (type instanceof ValueType.Sequence) {
            return 0x04;
        }
        if (type instanceof ValueType.NestedRecord || type instanceof ValueType.StringMap
                || type instanceof ValueType.RawDocument) {
            return 0x03;
        }
        return -1;
    }

    private static String getter(ValueType.OptionalPrimitive optional) {
        return switch (optional.kind()) {
            case INT -> "getAsInt";
            case LONG -> "getAsLong";
            default -> "getAsDouble";
        };
    }
}
