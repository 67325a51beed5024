package io.github.bsonrecords.processor.emit.metamodel;

import static io.github.bsonrecords.processor.emit.KnownTypes.ENUM_NAMES;
import static io.github.bsonrecords.processor.emit.KnownTypes.MAP_KEYS;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.ARRAY_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.FIELD_KINDS;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.MAP_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.NUMBER_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.STRING_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.TYPED_KEY_MAP_FIELD;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.CodecDependencies;
import io.github.bsonrecords.processor.emit.Constants;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.function.Function;

/**
 * Which field reference a component gets in a metamodel, computed once per component through
 * {@link ValueType.Cases} (a new variant does not compile until it is given one): {@code StringField}
 * for strings, {@code NumberField<Integer>} for the {@linkplain ScalarKind#numeric() numeric} scalars,
 * the nested record's {@code Address_.Embedded}, {@code Line_.Elements<List<Line>>} for arrays of
 * records, {@code ArrayField} and {@code MapField} for other containers, {@code Field<T>} for the
 * other values. The reference is built from a {@code FieldKind} of the runtime's {@code FieldKinds}
 * (a scalar's constant, or a container's composed from its element's), whose value writers make the
 * calls the codec makes; a nested record's metamodel is built directly.
 */
final class FieldShapes {
    private FieldShapes() {
    }

    /**
     * A component's field reference: its declared type, the nested record it builds eagerly (an
     * embedded record, or the element of an array of records; null for none), the expression of its
     * {@code FieldKind}, and for a nested record's metamodel the expression that builds it at a path
     * (null for the others, which are built by their kind).
     */
    record FieldShape(TypeName fieldType, ValueType.NestedRecord eagerRecord, CodeBlock kind,
            Function<CodeBlock, CodeBlock> direct) {
        /** The nested record's metamodel at {@code path}; only for a shape with {@link #direct()}. */
        CodeBlock at(CodeBlock path) {
            return direct.apply(path);
        }
    }

    /**
     * The shape of a component of {@code type}, filters on which compare with the value inside an
     * {@code Optional} (empty ones are not stored) and an {@code OptionalInt} as the int32 it is
     * stored as. A generic record's type variables are replaced first ({@link TypeVariableErasure}):
     * its codec created without type arguments treats their values by runtime class.
     */
    static FieldShape of(ValueType type, TypeVariableErasure erasure) {
        return shape(erasure.erase(type));
    }

    private static FieldShape shape(ValueType type) {
        return type.accept(new ValueType.Cases<>() {
            @Override
            public FieldShape scalar(ValueType.Scalar scalar) {
                return scalarShape(scalar.kind(), scalar.javaType().box());
            }

            @Override
            public FieldShape enumValue(ValueType.EnumValue enumValue) {
                return plain(enumValue, CodeBlock.of("$T.enumValue($L)", FIELD_KINDS, enumNames(enumValue)));
            }

            @Override
            public FieldShape nestedRecord(ValueType.NestedRecord nested) {
                if (!nested.metamodel()) {
                    // a sealed interface, or a record without a metamodel: compared whole
                    return plain(nested, CodeBlock.of("$T.record($T::new)", FIELD_KINDS, nested.codec()));
                }
                ClassName embedded = CodecNames.embeddedMetamodelFor(nested.javaType());
                return new FieldShape(embedded, nested, CodeBlock.of("(path, field) -> new $T(path)", embedded),
                        path -> CodeBlock.of("new $T($L)", embedded, path));
            }

            @Override
            public FieldShape sequence(ValueType.Sequence sequence) {
                ValueType.NestedRecord element = sequence.element().accept(new RecordWithMetamodel());
                if (element != null) {
                    ClassName elements = CodecNames.elementsMetamodelFor(element.javaType());
                    return new FieldShape(ParameterizedTypeName.get(elements, sequence.javaType()), element,
                            CodeBlock.of("(path, field) -> new $T<>(path)", elements),
                            path -> CodeBlock.of("new $T<>($L)", elements, path));
                }
                FieldShape elementShape = shape(sequence.element());
                return new FieldShape(ParameterizedTypeName.get(ARRAY_FIELD, sequence.javaType(),
                        sequence.element().javaType().box(), elementShape.fieldType()), null,
                        CodeBlock.of("$T.array($L)", FIELD_KINDS, elementShape.kind()), null);
            }

            @Override
            public FieldShape stringMap(ValueType.StringMap map) {
                FieldShape valueShape = shape(map.value());
                TypeName value = map.value().javaType().box();
                if (map.key().kind() == MapKey.Kind.STRING) {
                    return new FieldShape(ParameterizedTypeName.get(MAP_FIELD, map.javaType(), value,
                            valueShape.fieldType()), null,
                            CodeBlock.of("$T.map($L)", FIELD_KINDS, valueShape.kind()), null);
                }
                // the field name the codec stores a key as: the codec's own conversion
                CodeBlock keys = map.key().enumType() != null
                        ? CodeBlock.of("$L::value", enumNames(map.key().enumType()))
                        : CodeBlock.of("$T::name", MAP_KEYS);
                return new FieldShape(ParameterizedTypeName.get(TYPED_KEY_MAP_FIELD, map.javaType(),
                        map.key().javaType(), value, valueShape.fieldType()), null,
                        CodeBlock.of("$T.map($L, $L)", FIELD_KINDS, keys, valueShape.kind()), null);
            }

            @Override
            public FieldShape optional(ValueType.OptionalValue optional) {
                return shape(optional.value());
            }

            @Override
            public FieldShape optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return scalarShape(optional.kind(), boxed(optional.kind()));
            }

            @Override
            public FieldShape rawDocument(ValueType.RawDocument raw) {
                return plain(raw, CodeBlock.of("$T.RAW_DOCUMENT", FIELD_KINDS));
            }

            @Override
            public FieldShape fromRegistry(ValueType.FromRegistry fromRegistry) {
                return plain(fromRegistry, CodeBlock.of("$T.registry($L)", FIELD_KINDS,
                        typeExpression(fromRegistry.lookup())));
            }
        });
    }

    /** The scalar's constant in {@code FieldKinds}, named after its {@code ValueWriters} method. */
    static String scalarConstant(ScalarKind kind) {
        return Constants.constantName(kind.method());
    }

    private static FieldShape scalarShape(ScalarKind kind, TypeName boxed) {
        CodeBlock constant = CodeBlock.of("$T.$N", FIELD_KINDS, scalarConstant(kind));
        if (kind == ScalarKind.STRING) {
            return new FieldShape(STRING_FIELD, null, constant, null);
        }
        ClassName fieldClass = kind.numeric() ? NUMBER_FIELD : FIELD;
        return new FieldShape(ParameterizedTypeName.get(fieldClass, boxed), null, constant, null);
    }

    private static FieldShape plain(ValueType value, CodeBlock kind) {
        return new FieldShape(ParameterizedTypeName.get(FIELD, value.javaType().box()), null, kind, null);
    }

    /** The record itself when the type is a nested record with a metamodel, else null. */
    private static final class RecordWithMetamodel implements ValueType.Cases<ValueType.NestedRecord> {
        @Override
        public ValueType.NestedRecord scalar(ValueType.Scalar scalar) {
            return null;
        }

        @Override
        public ValueType.NestedRecord enumValue(ValueType.EnumValue enumValue) {
            return null;
        }

        @Override
        public ValueType.NestedRecord nestedRecord(ValueType.NestedRecord nested) {
            return nested.metamodel() ? nested : null;
        }

        @Override
        public ValueType.NestedRecord sequence(ValueType.Sequence sequence) {
            return null;
        }

        @Override
        public ValueType.NestedRecord stringMap(ValueType.StringMap map) {
            return null;
        }

        @Override
        public ValueType.NestedRecord optional(ValueType.OptionalValue optional) {
            return null;
        }

        @Override
        public ValueType.NestedRecord optionalPrimitive(ValueType.OptionalPrimitive optional) {
            return null;
        }

        @Override
        public ValueType.NestedRecord rawDocument(ValueType.RawDocument raw) {
            return null;
        }

        @Override
        public ValueType.NestedRecord fromRegistry(ValueType.FromRegistry fromRegistry) {
            return null;
        }
    }

    /** The enum's {@code EnumNames}, as the codec builds them: the strings its constants are stored as. */
    private static CodeBlock enumNames(ValueType.EnumValue enumValue) {
        if (!enumValue.renamed()) {
            return CodeBlock.of("$T.of($T.class)", ENUM_NAMES, enumValue.javaType());
        }
        return CodeBlock.of("$T.of($T.class, $L)", ENUM_NAMES, enumValue.javaType(), enumValue.bsonValues().stream()
                .map(value -> CodeBlock.of("$S", value)).collect(CodeBlock.joining(", ")));
    }

    /**
     * The type the codec looks the registry's codec up with, a type parameter being {@code Object}
     * as in a generic record's codec created without type arguments (values by runtime class).
     */
    static CodeBlock typeExpression(TypeRef ref) {
        return CodecDependencies.typeExpression(ref, parameter -> CodeBlock.of("$T.class", Object.class));
    }

    private static TypeName boxed(ScalarKind kind) {
        return switch (kind) {
            case INT -> TypeName.INT.box();
            case LONG -> TypeName.LONG.box();
            case DOUBLE -> TypeName.DOUBLE.box();
            default -> throw new IllegalArgumentException("no optional primitive of " + kind);
        };
    }
}
