/**
 * What generated codecs call, and nothing else: public because generated code lives in the
 * users' packages, not an API for hand-written code, and free to change between releases
 * together with the processor that emits the calls (each generated class checks its runtime's
 * version when loaded, {@link io.github.bsonrecords.codec.GeneratedCodeVersion}).
 *
 * <ul>
 *   <li>this package: what both directions share and nothing else: {@link io.github.bsonrecords.codec.FieldRef}
 *       (a component, for errors), {@link io.github.bsonrecords.codec.EnumNames}, {@code MapKeys}; and for generated metamodels,
 *       {@link io.github.bsonrecords.codec.PerRegistry} and {@link io.github.bsonrecords.codec.FieldPaths};</li>
 *   <li>{@code write}: encoding, through a {@code BsonWriter} ({@code Writes}) or into bytes
 *       ({@code BsonBuffer}, {@code ByteWrites}), and {@code BinaryCodec}, the byte-level entry points of
 *       a generated codec (its {@code encode} writes a {@code BsonBuffer});</li>
 *   <li>{@code read}: decoding, through a {@code BsonReader} ({@code Reads}) or on the bytes
 *       ({@code DocumentSource}, {@code BsonBytes}, {@code ByteReads}), and the paths in errors; it uses
 *       {@code write} for {@code BinaryCodec} alone (nested records decode through it);</li>
 *   <li>{@code document}: the fields that are no component, in both directions: discriminators and
 *       extra elements;</li>
 *   <li>{@code lookup}: codecs from the registry ({@code TypeArguments}) and by name
 *       ({@code CodecsByName}).</li>
 * </ul>
 * What these share and generated code does not call lives in {@code io.github.bsonrecords.internal},
 * which the module does not export. The packages depend on each other in one direction only
 * ({@code codec} &lt;- {@code write} &lt;- {@code read} &lt;- {@code document}; {@code lookup} on {@code codec}),
 * which {@code PackageCyclesTest} checks.
 */
package io.github.bsonrecords.codec;
