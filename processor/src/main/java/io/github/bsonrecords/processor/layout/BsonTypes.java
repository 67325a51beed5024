package io.github.bsonrecords.processor.layout;

import io.github.bsonrecords.processor.model.ScalarKind.BsonTypeCode;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.Optional;

/** The BSON type a value of each model type is written with, where it is fixed at compile time. */
public final class BsonTypes {
    private static final ValueType.Cases<Optional<Integer>> WRITTEN = new ValueType.Cases<>() {
        @Override
        public Optional<Integer> scalar(ValueType.Scalar scalar) {
            return Optional.of(scalar.kind().bsonType());
        }

        @Override
        public Optional<Integer> enumValue(ValueType.EnumValue enumValue) {
            return Optional.of(BsonTypeCode.STRING);
        }

        @Override
        public Optional<Integer> nestedRecord(ValueType.NestedRecord nested) {
            return Optional.of(BsonTypeCode.DOCUMENT);
        }

        @Override
        public Optional<Integer> sequence(ValueType.Sequence sequence) {
            return Optional.of(BsonTypeCode.ARRAY);
        }

        @Override
        public Optional<Integer> stringMap(ValueType.StringMap map) {
            return Optional.of(BsonTypeCode.DOCUMENT);
        }

        @Override
        public Optional<Integer> optional(ValueType.OptionalValue optional) {
            return optional.value().accept(this);
        }

        @Override
        public Optional<Integer> optionalPrimitive(ValueType.OptionalPrimitive optional) {
            return Optional.of(optional.kind().bsonType());
        }

        @Override
        public Optional<Integer> rawDocument(ValueType.RawDocument raw) {
            return Optional.of(BsonTypeCode.DOCUMENT);
        }

        @Override
        public Optional<Integer> fromRegistry(ValueType.FromRegistry fromRegistry) {
            return Optional.empty(); // only the registry's codec knows, once it has written
        }
    };

    private BsonTypes() {
    }

    /** The size of a value of the BSON type, when it is fixed. */
    public static Optional<Integer> fixedSize(int bsonType) {
        return switch (bsonType) {
            case BsonTypeCode.BOOLEAN -> Optional.of(1);
            case BsonTypeCode.INT32 -> Optional.of(4);
            case BsonTypeCode.DOUBLE, BsonTypeCode.INT64, BsonTypeCode.DATE_TIME -> Optional.of(8);
            case BsonTypeCode.OBJECT_ID -> Optional.of(12);
            case BsonTypeCode.DECIMAL128 -> Optional.of(16);
            default -> Optional.empty();
        };
    }

    /** The type code, or empty when only the value's codec knows it. */
    public static Optional<Integer> written(ValueType type) {
        return type.accept(WRITTEN);
    }
}
