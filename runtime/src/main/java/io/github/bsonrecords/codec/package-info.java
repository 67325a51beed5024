/**
 * What generated codecs call, and nothing else: public because generated code lives in the
 * users' packages, not an API for hand-written code, and free to change between releases
 * together with the processor that emits the calls (each generated class checks its runtime's
 * version when loaded, {@link io.github.bsonrecords.codec.GeneratedCodeVersion}).
 *
 * <ul>
 *   <li>this package: what both directions share: the {@link io.github.bsonrecords.codec.BinaryCodec}
 *       entry points, {@link io.github.bsonrecords.codec.FieldRef} (a component, for errors),
 *       {@link io.github.bsonrecords.codec.EnumNames}; and for generated metamodels,
 *       {@link io.github.bsonrecords.codec.PerRegistry} and {@link io.github.bsonrecords.codec.FieldPaths};</li>
 *   <li>{@code read}: decoding, through a {@code BsonReader} ({@code Reads}) or on the bytes
 *       ({@code DocumentSource}, {@code BsonBytes}, {@code ByteReads}), and the paths in errors;</li>
 *   <li>{@code write}: encoding, through a {@code BsonWriter} ({@code Writes}) or into bytes
 *       ({@code BsonBuffer}, {@code ByteWrites});</li>
 *   <li>{@code lookup}: codecs from the registry ({@code TypeArguments}) and by name
 *       ({@code CodecsByName}).</li>
 * </ul>
 * What these share and generated code does not call lives in {@code io.github.bsonrecords.internal},
 * which the module does not export.
 */
package io.github.bsonrecords.codec;
