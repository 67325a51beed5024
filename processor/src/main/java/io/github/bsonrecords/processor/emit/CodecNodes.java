package io.github.bsonrecords.processor.emit;

import io.github.bsonrecords.processor.model.ValueType;

/**
 * The nodes of a value type whose reading or writing needs a codec object, at any depth (inside
 * arrays, map values and Optionals): nested records (and sealed interfaces) and registry types.
 * One walk, for the codec's constructor, the metamodel's codecs and the question whether any are needed.
 */
public final class CodecNodes {
    /** What to do with each such node, in the order the walk meets them. */
    public interface Visitor {
        void nested(ValueType.NestedRecord nested);

        void registry(ValueType.FromRegistry fromRegistry);
    }

    private CodecNodes() {
    }

    public static void visit(ValueType type, Visitor visitor) {
        type.accept(new ValueType.Cases<Void>() {
            @Override
            public Void scalar(ValueType.Scalar scalar) {
                return null;
            }

            @Override
            public Void enumValue(ValueType.EnumValue enumValue) {
                return null;
            }

            @Override
            public Void nestedRecord(ValueType.NestedRecord nested) {
                visitor.nested(nested);
                return null;
            }

            @Override
            public Void sequence(ValueType.Sequence sequence) {
                return sequence.element().accept(this);
            }

            @Override
            public Void stringMap(ValueType.StringMap map) {
                return map.value().accept(this);
            }

            @Override
            public Void optional(ValueType.OptionalValue optional) {
                return optional.value().accept(this);
            }

            @Override
            public Void optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return null;
            }

            @Override
            public Void rawDocument(ValueType.RawDocument raw) {
                return null;
            }

            @Override
            public Void fromRegistry(ValueType.FromRegistry fromRegistry) {
                visitor.registry(fromRegistry);
                return null;
            }
        });
    }

    /** Whether any node of {@code type} needs a codec. */
    public static boolean any(ValueType type) {
        boolean[] found = {false};
        visit(type, new Visitor() {
            @Override
            public void nested(ValueType.NestedRecord nested) {
                found[0] = true;
            }

            @Override
            public void registry(ValueType.FromRegistry fromRegistry) {
                found[0] = true;
            }
        });
        return found[0];
    }
}
