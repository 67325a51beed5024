package io.github.bsonrecords.examples.legal;

import java.util.List;

/**
 * What the generator may declare: every scalar of the processor's {@code model/ScalarKind}, and the
 * switches for shapes that other work makes legal. Each switch is one line: turn it on (or pass
 * {@code -Dlegal.<name>=true}) once the feature it names is merged.
 */
final class TypeTable {
    // Each switch below is on; -Dlegal.<name>=false turns one off to tell its failures from the rest.
    /**
     * A bounded type variable passed on to another generic record,
     * {@code NestedParameterized<A, B, C extends Number>(Parameterized<C, A> ...)} (the metamodel erases
     * {@code C} to what its bound allows).
     */
    static final boolean NESTED_BOUNDED_GENERICS = on("nestedBoundedGenerics", true);
    /** Components whose type is a {@code @Deprecated @BsonRecord} (generated code suppresses exactly those warnings). */
    static final boolean DEPRECATED_COMPONENT_TYPES = on("deprecatedComponentTypes", true);
    /** Map keys other than String: enum (by its BSON value), UUID, Integer, Long. */
    static final boolean MAP_KEYS_BEYOND_STRING = on("mapKeysBeyondString", true);

    /** Primitives: components and array elements only. */
    static final List<JavaType> PRIMITIVES = List.of(primitive("boolean"), primitive("int"), primitive("long"),
            primitive("double"), primitive("float"), primitive("short"), primitive("byte"), primitive("char"));

    /**
     * The reference scalars of {@code ScalarKind} (its {@code OBJECT_ID_HEX} is a String component with
     * {@code @BsonRepresentation(BsonType.OBJECT_ID)}, written by {@link DeclarationWriter}).
     */
    static final List<JavaType> SCALARS = List.of(
            value("java.lang.Boolean"), value("java.lang.Integer"), value("java.lang.Long"), value("java.lang.Double"),
            value("java.lang.Float"), value("java.lang.Short"), value("java.lang.Byte"), value("java.lang.Character"),
            value("java.lang.String"), value("org.bson.types.ObjectId"), value("java.time.Instant"),
            value("java.util.Date"), value("java.time.LocalDate"), value("java.time.LocalDateTime"),
            value("java.time.LocalTime"), value("java.util.UUID"), value("org.bson.types.Decimal128"),
            value("java.math.BigDecimal"), JavaType.reference("byte[]", true, false), value("org.bson.types.Binary"),
            // the driver's default registry has no Duration codec
            JavaType.reference("java.time.Duration", false, true));

    /** Primitive optionals: components only. */
    static final List<JavaType> OPTIONAL_PRIMITIVES = List.of(JavaType.reference("java.util.OptionalInt", false, true),
            JavaType.reference("java.util.OptionalLong", false, true),
            JavaType.reference("java.util.OptionalDouble", false, true));

    /** Type arguments within {@code N extends Number}. */
    static final List<String> NUMBERS = List.of("java.lang.Integer", "java.lang.Long", "java.lang.Double",
            "java.lang.Short", "java.lang.Byte", "java.lang.Float", "java.math.BigDecimal");
    /** Type arguments within {@code C extends Comparable<C>} (an enum is one too; LocalDate is a Comparable<ChronoLocalDate>). */
    static final List<String> SELF_COMPARABLE = List.of("java.lang.String", "java.lang.Integer", "java.lang.Long",
            "java.util.UUID", "org.bson.types.ObjectId", "java.time.Instant");
    /** Map keys beyond String, when {@link #MAP_KEYS_BEYOND_STRING} is on (an enum is one too). */
    static final List<String> MAP_KEYS = List.of("java.util.UUID", "java.lang.Integer", "java.lang.Long");

    /** Deepest nesting of containers ({@code List<Set<Map<String, X>>>}). */
    static final int CONTAINER_DEPTH = 3;
    /** Deepest nesting of generated records inside one unit. */
    static final int RECORD_DEPTH = 2;

    private TypeTable() {
    }

    static JavaType scalar(String source) {
        return SCALARS.stream().filter(type -> type.source().equals(source)).findFirst().orElseThrow();
    }

    private static JavaType primitive(String name) {
        return new JavaType(name, true, true, true);
    }

    private static JavaType value(String source) {
        return JavaType.reference(source, true, true);
    }

    private static boolean on(String feature, boolean byDefault) {
        return Boolean.parseBoolean(System.getProperty("legal." + feature, Boolean.toString(byDefault)));
    }
}
