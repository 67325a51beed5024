/**
 * Codecs a generated codec takes from elsewhere: from the registry, by type and type arguments
 * ({@link io.github.bsonrecords.codec.lookup.TypeArguments}), and the generated codecs of a
 * package split over two compilations, by name ({@link io.github.bsonrecords.codec.lookup.CodecsByName}).
 */
package io.github.bsonrecords.codec.lookup;
