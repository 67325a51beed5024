package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonEnumValue;

/**
 * Stored by name, or as {@code @BsonEnumValue} renames a constant: as a map key too. {@code "rouge.vif"}
 * holds a dot, so a metamodel path cannot address it as a key.
 */
public enum Color {
    RED,
    @BsonEnumValue("vert") GREEN,
    @BsonEnumValue("bleu ciel") BLUE,
    @BsonEnumValue("rouge.vif") CRIMSON
}
