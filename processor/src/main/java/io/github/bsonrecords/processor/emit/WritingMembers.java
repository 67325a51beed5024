package io.github.bsonrecords.processor.emit;

import com.palantir.javapoet.CodeBlock;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.ValueType;

/**
 * The members of a generated codec ({@link CodecMembers}) that {@link ValueWriting}'s code
 * refers to.
 */
abstract class WritingMembers {

    /** The local variable that holds the component's value in an encode method. */
    abstract String local(ComponentModel component);

    /** The {@code FieldRef} constant of the component, which errors name. */
    abstract String fieldRef(ComponentModel component);

    /** {@code Tags} for component {@code tags}: unique, for names of helper methods. */
    abstract String helperSuffix(ComponentModel component);

    /** The expression for the codec of a nested record. */
    abstract CodeBlock codec(ValueType.NestedRecord node);

    /** The expression for the codec of a registry type. */
    abstract CodeBlock codec(ValueType.FromRegistry node);

    /** The static {@code EnumNames} constant of an enum (an enum map key is written by it). */
    abstract String enumNames(ValueType.EnumValue enumValue);
}
