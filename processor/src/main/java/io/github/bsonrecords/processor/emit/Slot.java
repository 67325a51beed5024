package io.github.bsonrecords.processor.emit;

import io.github.bsonrecords.processor.model.ComponentModel;

/**
 * Where a value is written: a component's field, an array element (its index in a local
 * variable) or a map entry (its key in a local variable).
 */
record Slot(ComponentModel component, String index, String key) {
    static Slot field(ComponentModel component) {
        return new Slot(component, null, null);
    }

    static Slot element(String indexVariable) {
        return new Slot(null, indexVariable, null);
    }

    static Slot entry(String keyVariable) {
        return new Slot(null, null, keyVariable);
    }
}
