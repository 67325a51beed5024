/**
 * Decoding, for generated code: {@link io.github.bsonrecords.codec.read.Reads} through the
 * {@code BsonReader} API (any reader); on the bytes of a document,
 * {@link io.github.bsonrecords.codec.read.DocumentSource} (the document a binary reader is on),
 * {@link io.github.bsonrecords.codec.read.BsonBytes} (structure: sizes, names, skipping, checks) and
 * {@link io.github.bsonrecords.codec.read.ByteReads} (values: the same results and errors as
 * {@code Reads}); {@link io.github.bsonrecords.codec.read.DecodePaths} adds where a decode failed.
 */
package io.github.bsonrecords.codec.read;
