/**
 * Encoding, for generated code: {@link io.github.bsonrecords.codec.write.Writes} through the
 * {@code BsonWriter} API (any writer); into bytes, {@link io.github.bsonrecords.codec.write.BsonBuffer}
 * (the buffer: pre-encoded names, little-endian numbers, UTF-8) and
 * {@link io.github.bsonrecords.codec.write.ByteWrites} (values: the bytes {@code Writes} writes).
 */
package io.github.bsonrecords.codec.write;
