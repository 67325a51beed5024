package io.github.bsonrecords;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The mapping policies of every {@link BsonRecord} in a package, declared once in its
 * {@code package-info.java}:
 * <pre>{@code
 * @BsonRecordDefaults(naming = BsonNaming.SNAKE_CASE)
 * package com.acme.billing;
 * }</pre>
 * An attribute given on a record's own {@code @BsonRecord} wins over the package's; a component's
 * own annotation wins over both. The processor reads it at compile time; {@code RUNTIME} retention lets
 * tools and tests see the policy a record was generated with, as for {@link BsonRecord}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PACKAGE)
public @interface BsonRecordDefaults {
    BsonNaming naming() default BsonNaming.IDENTITY;

    MissingPrimitives missing() default MissingPrimitives.ZERO;

    NullValues nulls() default NullValues.OMIT;

    /**
     * Whether the package's records get a metamodel; see {@link BsonRecord#metamodel()}. A record's own
     * attribute wins over this one, which wins over the processor option {@code -Absonrecords.metamodel}.
     */
    boolean metamodel() default true;
}
