package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_SHAPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_SHAPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.HIERARCHY_SHAPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.RECORD_SHAPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.VALUE_SHAPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.WHEN_ABSENT;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import io.github.bsonrecords.processor.model.HierarchyModel;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ScalarKind.BsonTypeCode;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * A codec's {@code shape()}: what it reads, as data ({@code CodecShape}), for {@code BsonRecords.survey}.
 * Built from the model on each call, so that it costs nothing to a codec that only decodes and encodes;
 * nested records and registry values are named by the codec objects the codec already holds.
 */
final class ShapeMethod {
    private ShapeMethod() {
    }

    /** The shape of a record's codec; {@code members} gives the codecs of its nested and registry values. */
    static MethodSpec of(RecordModel model, CodecMembers members) {
        CodeBlock.Builder fields = CodeBlock.builder();
        for (ComponentModel component : model.encodeOrder()) {
            fields.add(",\n$T.of($S, $L, $T.$L", FIELD_SHAPE, component.name(),
                    value(component.type(), node -> members.codec(node), node -> members.codec(node)),
                    WHEN_ABSENT, whenAbsent(component));
            component.decodedNames().forEach(name -> fields.add(", $S", name));
            fields.add(")");
        }
        CodeBlock body = CodeBlock.builder()
                .add("return $T.of($S, $L, $L", RECORD_SHAPE, model.recordName(),
                        model.discriminator().map(Discriminator::key).map(key -> CodeBlock.of("$S", key))
                                .orElse(CodeBlock.of("null")),
                        model.extraElements().isPresent())
                .indent().indent().add(fields.build()).unindent().unindent()
                .add(");\n")
                .build();
        return method().addCode(body).build();
    }

    /** The shape of a sealed interface's codec: each record's value and the expression of its codec. */
    static MethodSpec of(HierarchyModel model, List<CodeBlock> codecs) {
        CodeBlock.Builder body = CodeBlock.builder().add("return $T.of($S, $S)", HIERARCHY_SHAPE,
                model.qualifiedName(), model.key()).indent().indent();
        for (int i = 0; i < model.subtypes().size(); i++) {
            body.add("\n.variant($S, $L)", model.subtypes().get(i).value(), codecs.get(i));
        }
        return method().addCode(body.add(";\n").unindent().unindent().build()).build();
    }

    private static MethodSpec.Builder method() {
        return MethodSpec.methodBuilder("shape")
                .addJavadoc("What this codec reads, for {@code BsonRecords.survey}; not used by decoding or encoding.\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(CODEC_SHAPE);
    }

    private static String whenAbsent(ComponentModel component) {
        if (component.required()) {
            return "FAILS";
        }
        return component.type().accept(new Defaults<>() {
            @Override
            String otherwise(ValueType type) {
                return type.nullable() ? "NULL" : "ZERO";
            }

            @Override
            public String optional(ValueType.OptionalValue optional) {
                return "EMPTY";
            }

            @Override
            public String optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return "EMPTY";
            }
        });
    }

    private static CodeBlock value(ValueType type, Function<ValueType.NestedRecord, CodeBlock> nestedCodec,
            Function<ValueType.FromRegistry, CodeBlock> registryCodec) {
        return type.accept(new ValueType.Cases<>() {
            @Override
            public CodeBlock scalar(ValueType.Scalar scalar) {
                return scalarShape(scalar.kind(), scalar.nullable());
            }

            @Override
            public CodeBlock enumValue(ValueType.EnumValue enumValue) {
                return scalarShape(enumValue.javaType().simpleName(), BsonTypeCode.STRING,
                        List.of(BsonTypeCode.STRING, BsonTypeCode.SYMBOL), true);
            }

            @Override
            public CodeBlock nestedRecord(ValueType.NestedRecord nested) {
                return CodeBlock.of("$T.nested($L)", VALUE_SHAPE, nestedCodec.apply(nested));
            }

            @Override
            public CodeBlock sequence(ValueType.Sequence sequence) {
                return CodeBlock.of("$T.sequence($L)", VALUE_SHAPE, sequence.element().accept(this));
            }

            @Override
            public CodeBlock stringMap(ValueType.StringMap map) {
                return CodeBlock.of("$T.map($L)", VALUE_SHAPE, map.value().accept(this));
            }

            @Override
            public CodeBlock optional(ValueType.OptionalValue optional) {
                return optional.value().accept(this);
            }

            @Override
            public CodeBlock optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return scalarShape(optional.kind(), true);
            }

            @Override
            public CodeBlock rawDocument(ValueType.RawDocument raw) {
                return CodeBlock.of("$T.rawDocument()", VALUE_SHAPE);
            }

            @Override
            public CodeBlock fromRegistry(ValueType.FromRegistry fromRegistry) {
                return CodeBlock.of("$T.registry($L)", VALUE_SHAPE, registryCodec.apply(fromRegistry));
            }
        });
    }

    private static CodeBlock scalarShape(ScalarKind kind, boolean nullable) {
        String javaType = kind.runtimeType();
        return scalarShape(javaType.substring(javaType.lastIndexOf('.') + 1), kind.bsonType(), kind.readsFrom(), nullable);
    }

    private static CodeBlock scalarShape(String javaType, int written, List<Integer> readsFrom, boolean nullable) {
        List<Integer> accepted = new ArrayList<>(readsFrom);
        if (nullable) {
            accepted.add(BsonTypeCode.NULL);
        }
        CodeBlock.Builder codes = CodeBlock.builder();
        accepted.forEach(code -> codes.add(", $L", hex(code)));
        return CodeBlock.of("$T.scalar($S, $L$L)", VALUE_SHAPE, javaType, hex(written), codes.build());
    }

    private static String hex(int code) {
        return String.format("0x%02X", code);
    }

    /** Cases that answer {@link #otherwise} for every variant a subclass does not override. */
    private abstract static class Defaults<R> implements ValueType.Cases<R> {
        abstract R otherwise(ValueType type);

        @Override
        public R scalar(ValueType.Scalar scalar) {
            return otherwise(scalar);
        }

        @Override
        public R enumValue(ValueType.EnumValue enumValue) {
            return otherwise(enumValue);
        }

        @Override
        public R nestedRecord(ValueType.NestedRecord nested) {
            return otherwise(nested);
        }

        @Override
        public R sequence(ValueType.Sequence sequence) {
            return otherwise(sequence);
        }

        @Override
        public R stringMap(ValueType.StringMap map) {
            return otherwise(map);
        }

        @Override
        public R optional(ValueType.OptionalValue optional) {
            return otherwise(optional);
        }

        @Override
        public R optionalPrimitive(ValueType.OptionalPrimitive optional) {
            return otherwise(optional);
        }

        @Override
        public R rawDocument(ValueType.RawDocument raw) {
            return otherwise(raw);
        }

        @Override
        public R fromRegistry(ValueType.FromRegistry fromRegistry) {
            return otherwise(fromRegistry);
        }
    }
}
