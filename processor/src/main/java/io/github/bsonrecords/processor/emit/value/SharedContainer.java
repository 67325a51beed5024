package io.github.bsonrecords.processor.emit.value;

import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.SequenceKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.Optional;

/**
 * A container every record reads the same way, read by the runtime's {@code ScalarContainers}
 * rather than by a loop of the codec's own: a {@code List} or {@code Collection} of boxed
 * scalars, or a {@code Map} from {@code String} to them, of the kinds that runtime knows.
 *
 * @param map     a {@code Map<String, V>} rather than a list
 * @param element the constant of {@code ScalarContainers.Element} its elements are read as
 */
record SharedContainer(boolean map, String element) {

    /** The shared reading of a value of {@code type}, or empty where the codec reads it itself. */
    static Optional<SharedContainer> of(ValueType type) {
        return type.accept(new None<SharedContainer>() {
            @Override
            public Optional<SharedContainer> sequence(ValueType.Sequence sequence) {
                boolean list = sequence.kind() == SequenceKind.LIST || sequence.kind() == SequenceKind.COLLECTION;
                return list ? element(sequence.element()).map(e -> new SharedContainer(false, e)) : Optional.empty();
            }

            @Override
            public Optional<SharedContainer> stringMap(ValueType.StringMap map) {
                return map.key().kind() == MapKey.Kind.STRING
                        ? element(map.value()).map(e -> new SharedContainer(true, e)) : Optional.empty();
            }
        });
    }

    /** The element constant of a boxed scalar the runtime reads (BSON null as null), else empty. */
    private static Optional<String> element(ValueType element) {
        if (element.javaType().isPrimitive()) {
            return Optional.empty();
        }
        return element.accept(new None<String>() {
            @Override
            public Optional<String> scalar(ValueType.Scalar scalar) {
                return switch (scalar.kind()) {
                    case BOOLEAN, INT, LONG, DOUBLE, STRING, OBJECT_ID, INSTANT -> Optional.of(scalar.kind().name());
                    default -> Optional.empty();
                };
            }
        });
    }

    /** Empty for every variant but those overridden. */
    private abstract static class None<R> implements ValueType.Cases<Optional<R>> {
        @Override
        public Optional<R> scalar(ValueType.Scalar scalar) {
            return Optional.empty();
        }

        @Override
        public Optional<R> enumValue(ValueType.EnumValue enumValue) {
            return Optional.empty();
        }

        @Override
        public Optional<R> nestedRecord(ValueType.NestedRecord nested) {
            return Optional.empty();
        }

        @Override
        public Optional<R> sequence(ValueType.Sequence sequence) {
            return Optional.empty();
        }

        @Override
        public Optional<R> stringMap(ValueType.StringMap map) {
            return Optional.empty();
        }

        @Override
        public Optional<R> optional(ValueType.OptionalValue optional) {
            return Optional.empty();
        }

        @Override
        public Optional<R> optionalPrimitive(ValueType.OptionalPrimitive optional) {
            return Optional.empty();
        }

        @Override
        public Optional<R> rawDocument(ValueType.RawDocument raw) {
            return Optional.empty();
        }

        @Override
        public Optional<R> fromRegistry(ValueType.FromRegistry fromRegistry) {
            return Optional.empty();
        }
    }
}
