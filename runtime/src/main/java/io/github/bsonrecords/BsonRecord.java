package io.github.bsonrecords;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record for which the bson-records annotation processor writes a codec at compile time.
 *
 * <p>For a record {@code p.Name} the processor writes {@code p.NameBsonCodec} (a nested record
 * {@code p.Outer.Inner} gets {@code p.Outer_InnerBsonCodec}) and, once per package,
 * {@code p.BsonRecordCodecProvider}. Register the generated codecs in front of the driver's
 * defaults, and check the wiring once:
 * <pre>{@code
 * CodecRegistry registry = BsonRecords.verify(BsonRecords.registry());
 * }</pre>
 *
 * <p>Retention is {@code RUNTIME} so that {@link BsonRecords#codecProvider()} can tell a record
 * whose codec was never generated (a processor that did not run) from any other type.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface BsonRecord {
}
