package io.github.bsonrecords;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Earlier BSON names of a component: decoding takes the component's value from a field of any of
 * these names as well as from its current one; encoding always writes the current name. For
 * collections that still hold documents written before a field was renamed:
 * <pre>{@code
 * record Reading(@BsonProperty("temperature") @BsonAlias({"temp_c", "t"}) double temperature) {}
 * }</pre>
 * A name (current or alias) claimed by two components is a compile error. When a document holds
 * the field under more than one of its names, the last one in the document wins, as for a
 * repeated field.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface BsonAlias {
    String[] value();
}
