package io.github.bsonrecords.examples.legal;

/**
 * A type a generated declaration gives a component or an element, as written in the source, and
 * what the harness may do with its values.
 *
 * @param source          the type as written, fully qualified (the declarations may shadow {@code String} or {@code List})
 * @param primitive       a primitive, which cannot be an element or a type argument
 * @param driverReads     the driver's reflective {@code RecordCodec} (over its default registry) writes it as we do
 * @param valueEquality   its {@code equals} compares values, so it may be a {@code Set} element or a map key
 */
record JavaType(String source, boolean primitive, boolean driverReads, boolean valueEquality) {
    static JavaType reference(String source, boolean driverReads, boolean valueEquality) {
        return new JavaType(source, false, driverReads, valueEquality);
    }

    JavaType withDriver(boolean driver) {
        return new JavaType(source, primitive, driverReads && driver, valueEquality);
    }
}
