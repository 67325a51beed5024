package io.github.bsonrecords.codec;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks sources written by the bson-records processor. {@code CLASS} retention: coverage tools
 * skip the code, and modular users need not read {@code java.compiler} for
 * {@code javax.annotation.processing.Generated}.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface Generated {
    /** The processor that wrote the source. */
    String value();
}
