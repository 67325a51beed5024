package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Optional;

/**
 * How one Java type maps to BSON, as decided by the analysis. Emission renders each variant;
 * nothing here holds source text.
 */
public sealed interface ValueType {
    /** The Java type, as declared. */
    TypeName javaType();

    /**
     * Dispatches on the variant: every use of the model that depends on the variant goes through
     * here, so adding a variant fails to compile until each of them handles it.
     */
    <R> R accept(Cases<R> cases);

    /** The kind of a scalar value ({@code String}, {@code int}, {@code Instant}...); empty for any other variant. */
    default Optional<ScalarKind> scalarKind() {
        return accept(ScalarKindCase.INSTANCE);
    }

    /** One method per variant; see {@link #accept}. */
    interface Cases<R> {
        R scalar(Scalar scalar);

        R enumValue(EnumValue enumValue);

        R nestedRecord(NestedRecord nested);

        R sequence(Sequence sequence);

        R stringMap(StringMap map);

        R optional(OptionalValue optional);

        R optionalPrimitive(OptionalPrimitive optional);

        R rawDocument(RawDocument raw);

        R fromRegistry(FromRegistry fromRegistry);
    }

    /** Whether a value can be Java {@code null} (so BSON null decodes to it and it is omitted or written as null). */
    default boolean nullable() {
        return !javaType().isPrimitive();
    }

    /** A primitive, a wrapper or a single-valued type such as {@code String} or {@code Instant}. */
    record Scalar(TypeName javaType, ScalarKind kind) implements ValueType {
        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.scalar(this);
        }
    }

    /**
     * An enum, stored as a string: each constant's {@code name()}, or the value its
     * {@code @BsonEnumValue} gives. {@code bsonValues} is empty when every constant is stored by
     * name, else one value per constant in declaration (ordinal) order, with {@code constants}.
     */
    record EnumValue(ClassName javaType, List<String> constants, List<String> bsonValues) implements ValueType {
        public EnumValue {
            constants = List.copyOf(constants);
            bsonValues = List.copyOf(bsonValues);
        }

        /** Whether any constant is stored as something other than its name. */
        public boolean renamed() {
            return !bsonValues.isEmpty();
        }

        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.enumValue(this);
        }
    }

    /**
     * A non-generic {@code @BsonRecord} record, or a sealed {@code @BsonRecord} interface (its
     * records told apart by a discriminator), decoded and encoded by calling its generated codec
     * directly. {@code self} when it is the record being generated; {@code lazy} when it can reach
     * the record being generated again (a cycle), so its codec must not be built in the constructor.
     * {@code metamodel} when its metamodel {@code Name_} is generated (never for a sealed interface,
     * whose values are compared whole), so that other metamodels refer to its {@code Embedded} and
     * {@code Elements}; else they give it a plain {@code Field}.
     */
    record NestedRecord(ClassName javaType, ClassName codec, boolean self, boolean lazy, boolean metamodel)
            implements ValueType {
        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.nestedRecord(this);
        }
    }

    /** A list, set, collection or array of elements. */
    record Sequence(TypeName javaType, SequenceKind kind, ValueType element) implements ValueType {
        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.sequence(this);
        }
    }

    /**
     * {@code Map<K, V>}, as a BSON document whose field names are the keys (so, in BSON, a map of
     * strings), decoded into a {@code LinkedHashMap}; {@code key} says how a key becomes a name.
     */
    record StringMap(TypeName javaType, MapKey key, ValueType value) implements ValueType {
        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.stringMap(this);
        }
    }

    /** {@code Optional<T>}: empty is omitted, BSON null or absent decodes to empty. */
    record OptionalValue(TypeName javaType, ValueType value) implements ValueType {
        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.optional(this);
        }
    }

    /** {@code OptionalInt}, {@code OptionalLong} or {@code OptionalDouble}, never boxed. */
    record OptionalPrimitive(ClassName javaType, ScalarKind kind) implements ValueType {
        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.optionalPrimitive(this);
        }
    }

    /** {@code RawBsonDocument}: bytes copied on decode and piped on encode, never decoded field by field. */
    record RawDocument(ClassName javaType) implements ValueType {
        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.rawDocument(this);
        }
    }

    /** Any other type: the registry's codec, looked up once when the generated codec is constructed. */
    record FromRegistry(TypeName javaType, TypeRef lookup) implements ValueType {
        @Override
        public <R> R accept(Cases<R> cases) {
            return cases.fromRegistry(this);
        }
    }
}
