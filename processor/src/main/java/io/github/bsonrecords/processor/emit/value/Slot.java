package io.github.bsonrecords.processor.emit.value;

import com.palantir.javapoet.CodeBlock;
import io.github.bsonrecords.processor.model.ComponentModel;

/**
 * Where a value is written: a component's field, an array element (its index in a local
 * variable) or a map entry ({@code key}: the arguments of the runtime's {@code mapKey} that
 * name it, the key's local variable and, for an enum key, its {@code EnumNames}).
 */
public record Slot(ComponentModel component, String index, CodeBlock key) {
    public static Slot field(ComponentModel component) {
        return new Slot(component, null, null);
    }

    public static Slot element(String indexVariable) {
        return new Slot(null, indexVariable, null);
    }

    public static Slot entry(CodeBlock keyArguments) {
        return new Slot(null, null, keyArguments);
    }
}
