package io.github.bsonrecords.processor.model;

import java.util.Optional;

/** {@link ValueType#scalarKind()}: the kind of a scalar, empty for every other variant. */
final class ScalarKindCase implements ValueType.Cases<Optional<ScalarKind>> {
    static final ScalarKindCase INSTANCE = new ScalarKindCase();

    private ScalarKindCase() {
    }

    @Override
    public Optional<ScalarKind> scalar(ValueType.Scalar scalar) {
        return Optional.of(scalar.kind());
    }

    @Override
    public Optional<ScalarKind> enumValue(ValueType.EnumValue enumValue) {
        return Optional.empty();
    }

    @Override
    public Optional<ScalarKind> nestedRecord(ValueType.NestedRecord nested) {
        return Optional.empty();
    }

    @Override
    public Optional<ScalarKind> sequence(ValueType.Sequence sequence) {
        return Optional.empty();
    }

    @Override
    public Optional<ScalarKind> stringMap(ValueType.StringMap map) {
        return Optional.empty();
    }

    @Override
    public Optional<ScalarKind> optional(ValueType.OptionalValue optional) {
        return Optional.empty();
    }

    @Override
    public Optional<ScalarKind> optionalPrimitive(ValueType.OptionalPrimitive optional) {
        return Optional.empty();
    }

    @Override
    public Optional<ScalarKind> rawDocument(ValueType.RawDocument raw) {
        return Optional.empty();
    }

    @Override
    public Optional<ScalarKind> fromRegistry(ValueType.FromRegistry fromRegistry) {
        return Optional.empty();
    }
}
