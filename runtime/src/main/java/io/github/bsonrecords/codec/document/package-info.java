/**
 * The fields of a document that are not a record's components, for generated code, in both
 * directions: {@link io.github.bsonrecords.codec.document.Discriminators} (the field that tells a
 * sealed interface's records apart) and {@link io.github.bsonrecords.codec.document.ExtraElements}
 * (the unknown fields a record keeps). Built on {@code read} and {@code write}; nothing below uses it.
 */
package io.github.bsonrecords.codec.document;
