package io.github.bsonrecords.processor.emit.value;

import static io.github.bsonrecords.processor.emit.KnownTypes.ARRAYS;
import static io.github.bsonrecords.processor.emit.KnownTypes.ARRAY_LIST;
import static io.github.bsonrecords.processor.emit.KnownTypes.LINKED_HASH_MAP;
import static io.github.bsonrecords.processor.emit.KnownTypes.LINKED_HASH_SET;
import static io.github.bsonrecords.processor.emit.KnownTypes.MAP_KEYS;
import static io.github.bsonrecords.processor.emit.KnownTypes.OPTIONAL;
import static io.github.bsonrecords.processor.emit.KnownTypes.STRING;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.SequenceKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.Modifier;

/**
 * Reads one component's value from a {@link ValueSource}: one expression for single values,
 * a helper method for containers, so that the loop over the document's fields stays small
 * enough for the JIT to compile and inline well.
 */
public final class ValueReading {
    private final ValueSource source;
    private final WritingMembers members;
    private final String helperPrefix;
    private final List<MethodSpec> helpers = new ArrayList<>();
    private final Set<String> helperNames = new HashSet<>();

    /** @param helperPrefix the helpers of this source are named {@code <prefix><Component>} */
    public ValueReading(ValueSource source, WritingMembers members, String helperPrefix) {
        this.source = source;
        this.members = members;
        this.helperPrefix = helperPrefix;
    }

    public List<MethodSpec> helpers() {
        return helpers;
    }

    /** An expression decoding the component's value at {@code at}, BSON null included. */
    public CodeBlock component(ComponentModel component, Cursor at) {
        Optional<CodeBlock> expression = expression(component.type(), members.fieldRef(component), at);
        if (expression.isPresent()) {
            return expression.get();
        }
        Optional<CodeBlock> shared = SharedContainer.of(component.type()).flatMap(container ->
                source.sharedContainer(container.map(), container.element(), at, members.fieldRef(component)));
        if (shared.isPresent()) {
            return shared.get();
        }
        String name = helperPrefix + members.helperSuffix(component);
        if (!helperNames.add(name)) {
            // read again elsewhere (the ordered pass and the loop): one helper serves both
            return CodeBlock.of("$N($L)", name, source.helperArguments(at));
        }
        Cursor inside = source.helperCursor();
        CodeBlock.Builder body = CodeBlock.builder();
        body.addStatement("$T result", component.type().javaType());
        body.add(assign(component.type(), "result", members.fieldRef(component), inside, 0));
        body.addStatement("return result");
        helpers.add(MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE)
                .returns(component.type().javaType())
                .addParameters(source.helperParameters())
                .addCode(body.build())
                .build());
        return CodeBlock.of("$N($L)", name, source.helperArguments(at));
    }

    /** Statements that decode the value at {@code at} (BSON null included) into {@code target}. */
    private CodeBlock assign(ValueType type, String target, String field, Cursor at, int depth) {
        Optional<CodeBlock> expression = expression(type, field, at);
        if (expression.isPresent()) {
            return CodeBlock.builder().addStatement("$N = $L", target, expression.get()).build();
        }
        return type.accept(new StatementsOnly<>() {
            @Override
            public CodeBlock sequence(ValueType.Sequence sequence) {
                return orNull(sequence.kind() == SequenceKind.ARRAY && sequence.element().javaType().isPrimitive()
                        ? primitiveArray(sequence, target, field, at, depth)
                        : collection(sequence, target, field, at, depth));
            }

            @Override
            public CodeBlock stringMap(ValueType.StringMap map) {
                return orNull(ValueReading.this.stringMap(map, target, field, at, depth));
            }

            @Override
            public CodeBlock optional(ValueType.OptionalValue optional) {
                String present = "present" + depth;
                return CodeBlock.builder()
                        .addStatement("$T $N", optional.value().javaType(), present)
                        .add(assign(optional.value(), present, field, at, depth + 1))
                        .addStatement("$N = $T.ofNullable($N)", target, OPTIONAL, present)
                        .build();
            }

            private CodeBlock orNull(CodeBlock decode) {
                if (at.typeKnown()) {
                    return decode;
                }
                return CodeBlock.builder()
                        .beginControlFlow("if ($L)", source.isNull(at))
                        .addStatement("$N = null", target)
                        .nextControlFlow("else")
                        .add(decode)
                        .endControlFlow()
                        .build();
            }
        });
    }

    private CodeBlock collection(ValueType.Sequence sequence, String target, String field, Cursor at, int depth) {
        String collected = "list" + depth;
        String element = "element" + depth;
        TypeName elementType = sequence.element().javaType().box();
        boolean set = sequence.kind() == SequenceKind.SET;
        CodeBlock.Builder code = CodeBlock.builder();
        code.add(source.expect(at, false, field));
        Optional<CodeBlock> strings = isStringList(sequence) ? source.stringList(at, field) : Optional.empty();
        if (strings.isPresent()) {
            return code.addStatement("$N = $L", target, strings.get()).build();
        }
        Optional<CodeBlock> count = set ? Optional.empty() : source.elementCount(at, sequence.element());
        code.addStatement("$T $N = new $T<>($L)", ParameterizedTypeName.get(set ? LINKED_HASH_SET : ARRAY_LIST, elementType),
                collected, set ? LINKED_HASH_SET : ARRAY_LIST, count.orElse(CodeBlock.of("")));
        Cursor elementAt = source.openElements(code, at, false, depth);
        Optional<CodeBlock> expression = expression(sequence.element(), field, elementAt);
        if (expression.isPresent()) {
            code.addStatement("$N.add($L)", collected, expression.get());
        } else {
            code.addStatement("$T $N", elementType, element);
            code.add(assign(sequence.element(), element, field, elementAt, depth + 1));
            code.addStatement("$N.add($N)", collected, element);
        }
        source.closeElements(code, false, depth);
        if (sequence.kind() == SequenceKind.ARRAY) {
            code.addStatement("$N = $N.toArray($L)", target, collected, emptyArray((ArrayTypeName) sequence.javaType()));
        } else {
            code.addStatement("$N = $N", target, collected);
        }
        return code.build();
    }

    /** A {@code List<String>} or {@code Collection<String>}: read into an {@code ArrayList} of plain strings. */
    private static boolean isStringList(ValueType.Sequence sequence) {
        return (sequence.kind() == SequenceKind.LIST || sequence.kind() == SequenceKind.COLLECTION)
                && sequence.element().scalarKind().filter(kind -> kind == ScalarKind.STRING).isPresent()
                && sequence.element().javaType().equals(STRING);
    }

    /** Primitive elements go straight into a growing primitive array: no boxing. */
    private CodeBlock primitiveArray(ValueType.Sequence sequence, String target, String field, Cursor at, int depth) {
        String array = "array" + depth;
        String size = "size" + depth;
        TypeName elementType = sequence.element().javaType();
        CodeBlock.Builder code = CodeBlock.builder();
        code.add(source.expect(at, false, field));
        code.addStatement("$T[] $N = new $T[$L]", elementType, array, elementType,
                source.elementCount(at, sequence.element()).orElse(CodeBlock.of("8")));
        code.addStatement("int $N = 0", size);
        Cursor elementAt = source.openElements(code, at, false, depth);
        code.beginControlFlow("if ($N == $N.length)", size, array);
        code.addStatement("$N = $T.copyOf($N, Math.max(8, $N * 2))", array, ARRAYS, array, size);
        code.endControlFlow();
        code.addStatement("$N[$N++] = $L", array, size, expression(sequence.element(), field, elementAt).orElseThrow());
        source.closeElements(code, false, depth);
        code.addStatement("$N = $N == $N.length ? $N : $T.copyOf($N, $N)", target, size, array, array, ARRAYS, array, size);
        return code.build();
    }

    private CodeBlock stringMap(ValueType.StringMap map, String target, String field, Cursor at, int depth) {
        String collected = "map" + depth;
        String key = "key" + depth;
        String value = "value" + depth;
        TypeName keyType = map.key().javaType();
        TypeName valueType = map.value().javaType().box();
        CodeBlock.Builder code = CodeBlock.builder();
        code.add(source.expect(at, true, field));
        code.addStatement("$T $N = new $T<>($L)", ParameterizedTypeName.get(LINKED_HASH_MAP, keyType, valueType), collected,
                LINKED_HASH_MAP, source.entryCount(at).orElse(CodeBlock.of("")));
        Cursor valueAt = source.openElements(code, at, true, depth);
        CodeBlock enumNames = map.key().enumType() == null ? null
                : CodeBlock.of("$N", members.enumNames(map.key().enumType()));
        code.addStatement("$T $N = $L", keyType, key, source.mapKey(map.key(), enumNames, depth, field));
        Optional<CodeBlock> expression = expression(map.value(), field, valueAt);
        CodeBlock decoded = expression.orElse(CodeBlock.of("$N", value));
        if (expression.isEmpty()) {
            code.addStatement("$T $N", valueType, value);
            code.add(assign(map.value(), value, field, valueAt, depth + 1));
        }
        if (map.key().kind() == MapKey.Kind.STRING) {
            code.addStatement("$N.put($N, $L)", collected, key, decoded);
        } else {
            // keys parsed from names: a name given twice must not silently drop a value
            code.addStatement("$T.putNew($N, $N, $L, $N)", MAP_KEYS, collected, key, decoded, field);
        }
        source.closeElements(code, true, depth);
        code.addStatement("$N = $N", target, collected);
        return code.build();
    }

    /** One expression decoding the value (BSON null included), or empty where statements are needed. */
    private Optional<CodeBlock> expression(ValueType type, String field, Cursor at) {
        if (type instanceof ValueType.OptionalPrimitive optional) {
            CodeBlock present = CodeBlock.of("$T.of($L)", optional.javaType(), source.scalar(optional.kind(), at, field));
            return Optional.of(at.typeKnown() ? present
                    : CodeBlock.of("$L ? $T.empty() : $L", source.isNull(at), optional.javaType(), present));
        }
        if (type instanceof ValueType.OptionalValue optional) {
            return nonNull(optional.value(), field, at).map(value -> at.typeKnown()
                    ? CodeBlock.of("$T.of($L)", OPTIONAL, value)
                    : CodeBlock.of("$L ? $T.empty() : $T.of($L)", source.isNull(at), OPTIONAL, OPTIONAL, value));
        }
        // a primitive reports BSON null itself; anything else decodes it to null (never where the type is known)
        return nonNull(type, field, at).map(nonNull -> type.javaType().isPrimitive() || at.typeKnown() ? nonNull
                : CodeBlock.of("$L ? null : $L", source.isNull(at), nonNull));
    }

    /** An expression decoding a value known not to be BSON null, or empty where statements are needed. */
    private Optional<CodeBlock> nonNull(ValueType type, String field, Cursor at) {
        return type.accept(new ValueType.Cases<>() {
            @Override
            public Optional<CodeBlock> scalar(ValueType.Scalar scalar) {
                return Optional.of(source.scalar(scalar.kind(), at, field));
            }

            @Override
            public Optional<CodeBlock> enumValue(ValueType.EnumValue enumValue) {
                return Optional.of(source.enumValue(enumValue.javaType(), CodeBlock.of("$N", members.enumNames(enumValue)),
                        at, field));
            }

            @Override
            public Optional<CodeBlock> nestedRecord(ValueType.NestedRecord nested) {
                return Optional.of(source.nested(members.codec(nested), at, field));
            }

            @Override
            public Optional<CodeBlock> sequence(ValueType.Sequence sequence) {
                return Optional.empty();
            }

            @Override
            public Optional<CodeBlock> stringMap(ValueType.StringMap map) {
                return Optional.empty();
            }

            @Override
            public Optional<CodeBlock> optional(ValueType.OptionalValue optional) {
                throw new IllegalStateException("Optional is a component's own type only: " + optional);
            }

            @Override
            public Optional<CodeBlock> optionalPrimitive(ValueType.OptionalPrimitive optional) {
                throw new IllegalStateException("OptionalInt/Long/Double is a component's own type only: " + optional);
            }

            @Override
            public Optional<CodeBlock> rawDocument(ValueType.RawDocument raw) {
                return Optional.of(source.rawDocument(at, field));
            }

            @Override
            public Optional<CodeBlock> fromRegistry(ValueType.FromRegistry fromRegistry) {
                return Optional.of(source.fromRegistry(members.codec(fromRegistry), at, field));
            }
        });
    }

    /** The variants decoded by statements rather than one expression; the others never get here. */
    private abstract static class StatementsOnly<R> implements ValueType.Cases<R> {
        @Override
        public R scalar(ValueType.Scalar scalar) {
            throw new IllegalStateException("decoded by an expression: " + scalar);
        }

        @Override
        public R enumValue(ValueType.EnumValue enumValue) {
            throw new IllegalStateException("decoded by an expression: " + enumValue);
        }

        @Override
        public R nestedRecord(ValueType.NestedRecord nested) {
            throw new IllegalStateException("decoded by an expression: " + nested);
        }

        @Override
        public R optionalPrimitive(ValueType.OptionalPrimitive optional) {
            throw new IllegalStateException("decoded by an expression: " + optional);
        }

        @Override
        public R rawDocument(ValueType.RawDocument raw) {
            throw new IllegalStateException("decoded by an expression: " + raw);
        }

        @Override
        public R fromRegistry(ValueType.FromRegistry fromRegistry) {
            throw new IllegalStateException("decoded by an expression: " + fromRegistry);
        }
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
