package io.github.bsonrecords.processor.emit.metamodel;

import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.ARRAY_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.MAP_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.NUMBER_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.STRING_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.TYPED_KEY_MAP_FIELD;

import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.CodecNodes;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ValueType;

/**
 * Which field reference a value type gets in a metamodel, and the Java types it is declared with:
 * {@code StringField} for strings, {@code NumberField<Double>} for numbers, the nested record's
 * {@code Address_.Embedded}, {@code OrderLine_.Elements<List<OrderLine>>} for arrays of records,
 * {@code ArrayField} and {@code MapField} for other containers, {@code Field<T>} for the rest.
 */
final class FieldShapes {
    private FieldShapes() {
    }

    /**
     * What a filter on the component compares with: the value inside an {@code Optional} (empty ones
     * are not stored), an {@code OptionalInt} as the int32 scalar it is stored as. A generic record's
     * type variables are replaced first ({@link TypeVariableErasure}): its codec created without type
     * arguments treats their values by runtime class.
     */
    static ValueType operand(ValueType componentType, TypeVariableErasure erasure) {
        ValueType type = erasure.erase(componentType);
        if (type instanceof ValueType.OptionalValue optional) {
            return optional.value();
        }
        if (type instanceof ValueType.OptionalPrimitive optional) {
            return new ValueType.Scalar(boxed(optional.kind()), optional.kind());
        }
        return type;
    }

    /** The field reference's declared type. */
    static TypeName fieldType(ValueType type) {
        return type.accept(new ValueType.Cases<>() {
            @Override
            public TypeName scalar(ValueType.Scalar scalar) {
                if (scalar.kind() == ScalarKind.STRING) {
                    return STRING_FIELD;
                }
                return ParameterizedTypeName.get(numeric(scalar.kind()) ? NUMBER_FIELD : FIELD, valueType(scalar));
            }

            @Override
            public TypeName enumValue(ValueType.EnumValue enumValue) {
                return plain(enumValue);
            }

            @Override
            public TypeName nestedRecord(ValueType.NestedRecord nested) {
                return nested.metamodel() ? CodecNames.embeddedMetamodelFor(nested.javaType()) : plain(nested);
            }

            @Override
            public TypeName sequence(ValueType.Sequence sequence) {
                ValueType.NestedRecord element = withMetamodel(sequence.element());
                if (element != null) {
                    return ParameterizedTypeName.get(CodecNames.elementsMetamodelFor(element.javaType()),
                            sequence.javaType());
                }
                return ParameterizedTypeName.get(ARRAY_FIELD, sequence.javaType(), valueType(sequence.element()),
                        fieldType(sequence.element()));
            }

            @Override
            public TypeName stringMap(ValueType.StringMap map) {
                return map.key().kind() == MapKey.Kind.STRING
                        ? ParameterizedTypeName.get(MAP_FIELD, map.javaType(), valueType(map.value()),
                                fieldType(map.value()))
                        : ParameterizedTypeName.get(TYPED_KEY_MAP_FIELD, map.javaType(), map.key().javaType(),
                                valueType(map.value()), fieldType(map.value()));
            }

            @Override
            public TypeName optional(ValueType.OptionalValue optional) {
                return plain(optional);
            }

            @Override
            public TypeName optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return plain(optional);
            }

            @Override
            public TypeName rawDocument(ValueType.RawDocument raw) {
                return plain(raw);
            }

            @Override
            public TypeName fromRegistry(ValueType.FromRegistry fromRegistry) {
                return plain(fromRegistry);
            }

            private TypeName plain(ValueType value) {
                return ParameterizedTypeName.get(FIELD, valueType(value));
            }
        });
    }

    /** The Java type of the values the field takes, boxed. */
    static TypeName valueType(ValueType type) {
        return type.javaType().box();
    }

    /** Whether writing a value needs codecs from the registry: a nested record or a registry type, at any depth. */
    static boolean needsCodecs(ValueType type) {
        return CodecNodes.any(type);
    }

    /**
     * The nested record a field reference of the type builds eagerly (its own component fields), or
     * null: an embedded record, or the element of an array of records. Elements of other containers
     * are built on demand ({@code at(2)}, {@code key("k")}). A sealed interface has no components of
     * its own, and a record without a metamodel no references to them: their values are compared
     * whole, as a plain field's.
     */
    static ValueType.NestedRecord eagerRecord(ValueType type) {
        ValueType.NestedRecord nested = withMetamodel(type);
        if (nested != null) {
            return nested;
        }
        return type.accept(new NoRecord() {
            @Override
            public ValueType.NestedRecord sequence(ValueType.Sequence sequence) {
                return withMetamodel(sequence.element());
            }
        });
    }

    /** The record itself when the type is a nested record with a metamodel, else null. */
    static ValueType.NestedRecord withMetamodel(ValueType type) {
        return type.accept(new NoRecord() {
            @Override
            public ValueType.NestedRecord nestedRecord(ValueType.NestedRecord nested) {
                return nested.metamodel() ? nested : null;
            }
        });
    }

    /** Null for every variant; each use overrides the one or two that can hold a record. */
    private abstract static class NoRecord implements ValueType.Cases<ValueType.NestedRecord> {
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
            return null;
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

    private static boolean numeric(ScalarKind kind) {
        return switch (kind) {
            case INT, LONG, DOUBLE, FLOAT, SHORT, BYTE, DECIMAL128, BIG_DECIMAL -> true;
            default -> false;
        };
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
