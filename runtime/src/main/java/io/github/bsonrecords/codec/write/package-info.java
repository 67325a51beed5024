/**
 * Encoding, for generated code: {@link io.github.bsonrecords.codec.write.Writes} through the
 * {@code BsonWriter} API (any writer); into bytes, {@link io.github.bsonrecords.codec.write.BsonBuffer}
 * (the buffer: pre-encoded names, little-endian numbers, UTF-8) and
 * {@link io.github.bsonrecords.codec.write.ByteWrites} (values: the bytes {@code Writes} writes); and
 * {@link io.github.bsonrecords.codec.write.BinaryCodec}, a generated codec's byte-level entry points in both
 * directions, here because its {@code encode} writes a {@code BsonBuffer}, whose internals it shares with this package.
 */
package io.github.bsonrecords.codec.write;
