package io.github.bsonrecords.processor.emit.value;

import static io.github.bsonrecords.processor.emit.KnownTypes.MAP_ENTRY;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.layout.BsonTypes;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.SequenceKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * Writes one component to a {@link ValueSink}: omitted when null or an empty Optional (as the
 * driver's RecordCodec does), inline for single values, through the runtime's walk for a
 * collection or {@code String}-keyed map of scalars, through a helper method for other containers.
 */
public final class ValueWriting {
    private final ValueSink sink;
    private final WritingMembers members;
    private final String helperPrefix;
    private final List<MethodSpec> helpers = new ArrayList<>();
    /** Each component's statements, made once: a container's helper method must be declared once. */
    private final Map<ComponentModel, CodeBlock> written = new HashMap<>();

    public ValueWriting(ValueSink sink, WritingMembers members, String helperPrefix) {
        this.sink = sink;
        this.members = members;
        this.helperPrefix = helperPrefix;
    }

    public List<MethodSpec> helpers() {
        return helpers;
    }

    /** Statements writing the component of {@code value} (the record), if it is present. */
    public CodeBlock component(ComponentModel component) {
        return written.computeIfAbsent(component, this::statements);
    }

    private CodeBlock statements(ComponentModel component) {
        ValueType type = component.type();
        String field = members.fieldRef(component);
        Slot slot = Slot.field(component);
        if (type.javaType().isPrimitive()) {
            return write(type, slot, CodeBlock.of("value.$N()", component.name()), field, 0);
        }
        String local = members.local(component);
        CodeBlock.Builder code = CodeBlock.builder()
                .addStatement("$T $N = value.$N()", type.javaType(), local, component.name());
        return code.add(type.accept(new ValueType.Cases<CodeBlock>() {
            @Override
            public CodeBlock scalar(ValueType.Scalar scalar) {
                return ifNotNull(write(scalar, slot, CodeBlock.of("$N", local), field, 0));
            }

            @Override
            public CodeBlock enumValue(ValueType.EnumValue enumValue) {
                return ifNotNull(write(enumValue, slot, CodeBlock.of("$N", local), field, 0));
            }

            @Override
            public CodeBlock nestedRecord(ValueType.NestedRecord nested) {
                return ifNotNull(write(nested, slot, CodeBlock.of("$N", local), field, 0));
            }

            @Override
            public CodeBlock sequence(ValueType.Sequence sequence) {
                Optional<ScalarKind> scalars = sequence.kind() == SequenceKind.ARRAY ? Optional.empty()
                        : sequence.element().scalarKind();
                if (scalars.isPresent()) {
                    return ifNotNull(throughRuntime(sequence, scalars.get(), false));
                }
                return ifNotNull(throughHelper(component, sequence, sequenceValue(sequence, CodeBlock.of("value"), field, 0), slot, field));
            }

            @Override
            public CodeBlock stringMap(ValueType.StringMap map) {
                Optional<ScalarKind> scalars = map.key().kind() != MapKey.Kind.STRING ? Optional.empty()
                        : map.value().scalarKind();
                if (scalars.isPresent()) {
                    return ifNotNull(throughRuntime(map, scalars.get(), true));
                }
                return ifNotNull(throughHelper(component, map, mapValue(map, CodeBlock.of("value"), field, 0), slot, field));
            }

            /** A container of scalars: its slot, then the runtime's walk ({@code ScalarElements}). */
            private CodeBlock throughRuntime(ValueType type, ScalarKind kind, boolean document) {
                return CodeBlock.builder()
                        .add(sink.slot(slot, BsonTypes.written(type).orElseThrow(), field))
                        .add(sink.scalarElements(kind, document, CodeBlock.of("$N", local), field))
                        .build();
            }

            @Override
            public CodeBlock optional(ValueType.OptionalValue optional) {
                return ifPresent(write(optional.value(), slot, CodeBlock.of("$N.get()", local), field, 0));
            }

            @Override
            public CodeBlock optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return ifPresent(CodeBlock.builder()
                        .add(sink.slot(slot, optional.kind().bsonType(), field))
                        .add(sink.scalar(optional.kind(), CodeBlock.of("$N.$N()", local, getter(optional)), field))
                        .build());
            }

            @Override
            public CodeBlock rawDocument(ValueType.RawDocument raw) {
                return ifNotNull(write(raw, slot, CodeBlock.of("$N", local), field, 0));
            }

            @Override
            public CodeBlock fromRegistry(ValueType.FromRegistry fromRegistry) {
                return ifNotNull(write(fromRegistry, slot, CodeBlock.of("$N", local), field, 0));
            }

            private CodeBlock ifNotNull(CodeBlock write) {
                return orNull(CodeBlock.builder().beginControlFlow("if ($N != null)", local).add(write));
            }

            private CodeBlock ifPresent(CodeBlock write) {
                return orNull(CodeBlock.builder().beginControlFlow("if ($N != null && $N.isPresent())", local, local)
                        .add(write));
            }

            /** Closes the if: nothing otherwise (the field is left out), or BSON null where the component says so. */
            private CodeBlock orNull(CodeBlock.Builder code) {
                if (component.writeNull()) {
                    code.nextControlFlow("else").add(sink.nullValue(slot, field));
                }
                return code.endControlFlow().build();
            }
        })).build();
    }

    /** A container component: its slot, then a call to a helper method that writes its elements. */
    private CodeBlock throughHelper(ComponentModel component, ValueType type, CodeBlock elements, Slot slot,
            String field) {
        String helper = helperPrefix + members.helperSuffix(component);
        helpers.add(MethodSpec.methodBuilder(helper)
                .addModifiers(Modifier.PRIVATE)
                .addParameters(sink.helperParameters(type.javaType()))
                .addCode(elements)
                .build());
        return CodeBlock.builder()
                .add(sink.slot(slot, BsonTypes.written(type).orElseThrow(), field))
                .addStatement("$N($L)", helper, sink.helperArguments(CodeBlock.of("$N", members.local(component))))
                .build();
    }

    /**
     * Statements writing a non-null {@code value} of {@code type} where the writer expects a value
     * (a metamodel's filter operand): the same code as a component's value, without its field name.
     * For sinks that write no name for an element slot ({@link WriterSink}).
     */
    public CodeBlock value(ValueType type, CodeBlock value, String field) {
        return write(type, Slot.element(null), value, field, 0);
    }

    /** Statements writing a non-null value into a slot. */
    private CodeBlock write(ValueType type, Slot slot, CodeBlock value, String field, int depth) {
        return type.accept(new ValueType.Cases<CodeBlock>() {
            @Override
            public CodeBlock scalar(ValueType.Scalar scalar) {
                return withSlot(sink.scalar(scalar.kind(), value, field));
            }

            @Override
            public CodeBlock enumValue(ValueType.EnumValue enumValue) {
                return withSlot(sink.enumValue(value, enumValue));
            }

            @Override
            public CodeBlock nestedRecord(ValueType.NestedRecord nested) {
                return withSlot(sink.nested(members.codec(nested), value));
            }

            @Override
            public CodeBlock sequence(ValueType.Sequence sequence) {
                return withSlot(sequenceValue(sequence, value, field, depth));
            }

            @Override
            public CodeBlock stringMap(ValueType.StringMap map) {
                return withSlot(mapValue(map, value, field, depth));
            }

            @Override
            public CodeBlock optional(ValueType.OptionalValue optional) {
                throw new IllegalStateException("Optional is a component's own type only: " + optional);
            }

            @Override
            public CodeBlock optionalPrimitive(ValueType.OptionalPrimitive optional) {
                throw new IllegalStateException("OptionalInt/Long/Double is a component's own type only: " + optional);
            }

            @Override
            public CodeBlock rawDocument(ValueType.RawDocument raw) {
                return withSlot(sink.rawDocument(value));
            }

            @Override
            public CodeBlock fromRegistry(ValueType.FromRegistry fromRegistry) {
                // the slot comes with the value: the codec's BSON type is known once it has written
                return sink.fromRegistry(slot, members.codec(fromRegistry), value, field);
            }

            private CodeBlock withSlot(CodeBlock write) {
                return CodeBlock.builder().add(sink.slot(slot, BsonTypes.written(type).orElseThrow(), field))
                        .add(write).build();
            }
        });
    }

    /** Statements writing an array value (its slot is written). */
    private CodeBlock sequenceValue(ValueType.Sequence sequence, CodeBlock value, String field, int depth) {
        Optional<CodeBlock> whole = sink.primitiveArray(sequence, value);
        if (whole.isPresent()) {
            return whole.get();
        }
        CodeBlock.Builder code = CodeBlock.builder();
        String element = "element" + depth;
        sink.openElements(code, false, depth);
        code.beginControlFlow("for ($T $N : $L)", sequence.element().javaType(), element, value);
        code.add(writeNullable(sequence.element(), Slot.element("index" + depth), element, field, depth + 1));
        sink.endElement(code, depth);
        code.endControlFlow();
        sink.closeElements(code, false, depth);
        return code.build();
    }

    /** Statements writing a map as a document value (its slot is written). */
    private CodeBlock mapValue(ValueType.StringMap map, CodeBlock value, String field, int depth) {
        CodeBlock.Builder code = CodeBlock.builder();
        String entry = "entry" + depth;
        String entryValue = "value" + depth;
        String key = "key" + depth;
        TypeName keyType = map.key().javaType();
        TypeName valueType = map.value().javaType().box();
        // the entries as the map declares them: Map<String, ? extends Number> in a generic record's metamodel
        TypeName declaredValue = ((ParameterizedTypeName) map.javaType()).typeArguments().get(1);
        sink.openElements(code, true, depth);
        code.beginControlFlow("for ($T $N : $L.entrySet())", ParameterizedTypeName.get(MAP_ENTRY, keyType, declaredValue),
                entry, value);
        code.addStatement("$T $N = $N.getKey()", keyType, key, entry);
        code.addStatement("$T $N = $N.getValue()", valueType, entryValue, entry);
        CodeBlock keyArguments = map.key().enumType() == null ? CodeBlock.of("$N", key)
                : CodeBlock.of("$N, $N", key, members.enumNames(map.key().enumType()));
        code.add(writeNullable(map.value(), Slot.entry(keyArguments), entryValue, field, depth + 1));
        code.endControlFlow();
        sink.closeElements(code, true, depth);
        return code.build();
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

    private static String getter(ValueType.OptionalPrimitive optional) {
        return switch (optional.kind()) {
            case INT -> "getAsInt";
            case LONG -> "getAsLong";
            case DOUBLE -> "getAsDouble";
            default -> throw new IllegalStateException("no Optional for " + optional.kind());
        };
    }
}
