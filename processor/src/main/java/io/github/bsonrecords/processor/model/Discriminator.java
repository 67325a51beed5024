package io.github.bsonrecords.processor.model;

/**
 * The field that tells a sealed interface's records apart: written by each record's codec right
 * after {@code _id} (where the driver's {@code PojoCodec} writes it), matched by the interface's codec.
 */
public record Discriminator(String key, String value) {
}
