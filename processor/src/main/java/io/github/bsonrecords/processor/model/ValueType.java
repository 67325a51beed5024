package io.github.bsonrecords.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;

/**
 * How one Java type maps to BSON, as decided by the analysis. Emission renders each variant;
 * nothing here holds source text.
 */
public sealed interface ValueType {
    /** The Java type, as declared. */
    TypeName javaType();

    /** Whether a value can be Java {@code null} (so BSON null decodes to it and it is omitted or written as null). */
    default boolean nullable() {
        return !javaType().isPrimitive();
    }

    /** A primitive, a wrapper or a single-valued type such as {@code String} or {@code Instant}. */
    record Scalar(TypeName javaType, ScalarKind kind) implements ValueType {
    }

    /** An enum, stored by {@code name()}. */
    record EnumValue(ClassName javaType) implements ValueType {
    }

    /**
     * A non-generic {@code @BsonRecord} record, decoded and encoded by calling its generated codec
     * directly. {@code self} when it is the record being generated; {@code lazy} when it can reach
     * the record being generated again (a cycle), so its codec must not be built in the constructor.
     */
    record NestedRecord(ClassName javaType, ClassName codec, boolean self, boolean lazy) implements ValueType {
    }

    /** A list, set, collection or array of elements. */
    record Sequence(TypeName javaType, SequenceKind kind, ValueType element) implements ValueType {
    }

    /** {@code Map<String, V>}, as a BSON document, decoded into a {@code LinkedHashMap}. */
    record StringMap(TypeName javaType, ValueType value) implements ValueType {
    }

    /** {@code Optional<T>}: empty is omitted, BSON null or absent decodes to empty. */
    record OptionalValue(TypeName javaType, ValueType value) implements ValueType {
    }

    /** {@code OptionalInt}, {@code OptionalLong} or {@code OptionalDouble}, never boxed. */
    record OptionalPrimitive(ClassName javaType, ScalarKind kind) implements ValueType {
    }

    /** {@code RawBsonDocument}: bytes copied on decode and piped on encode, never decoded field by field. */
    record RawDocument(ClassName javaType) implements ValueType {
    }

    /** Any other type: the registry's codec, looked up once when the generated codec is constructed. */
    record FromRegistry(TypeName javaType, TypeRef lookup) implements ValueType {
    }
}
