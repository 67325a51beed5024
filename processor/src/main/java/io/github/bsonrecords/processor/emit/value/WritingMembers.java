package io.github.bsonrecords.processor.emit.value;

import com.palantir.javapoet.CodeBlock;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.ValueType;

/**
 * The members of a generated codec ({@code CodecMembers}) that {@link ValueWriting}'s and
 * {@link ValueReading}'s code refers to.
 */
public abstract class WritingMembers {

    /** The local variable that holds the component's value in an encode method. */
    public abstract String local(ComponentModel component);

    /** The {@code FieldRef} constant of the component, which errors name. */
    public abstract String fieldRef(ComponentModel component);

    /** {@code Tags} for component {@code tags}: unique, for names of helper methods. */
    public abstract String helperSuffix(ComponentModel component);

    /** The expression for the codec of a nested record. */
    public abstract CodeBlock codec(ValueType.NestedRecord node);

    /** The expression for the codec of a registry type. */
    public abstract CodeBlock codec(ValueType.FromRegistry node);

    /** The static {@code EnumNames} constant of an enum (an enum map key is written by it). */
    public abstract String enumNames(ValueType.EnumValue enumValue);
}
