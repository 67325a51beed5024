package io.github.bsonrecords;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a record, or a sealed interface whose permitted subtypes are such records, for which the
 * bson-records annotation processor writes a codec at compile time.
 *
 * <p>For a record {@code p.Name} the processor writes {@code p.NameBsonCodec} (a nested record
 * {@code p.Outer.Inner} gets {@code p.Outer_InnerBsonCodec}) and, once per package,
 * {@code p.BsonRecordCodecProvider}. Register the generated codecs in front of the driver's
 * defaults, and check the wiring once:
 * <pre>{@code
 * CodecRegistry registry = BsonRecords.verify(BsonRecords.registry());
 * }</pre>
 *
 * <p>On a {@code sealed interface}, the codec reads and writes every permitted subtype, told
 * apart by a discriminator field (key {@code _t} and the record's binary class name unless the
 * driver's {@code @BsonDiscriminator} says otherwise), as the driver's {@code PojoCodec} writes it.
 *
 * <p>The attributes below apply to this record; left out, the package's
 * {@link BsonRecordDefaults} (if any) applies, else the default shown. An annotation on a
 * component ({@code @BsonProperty}, {@link BsonRequired}, {@link BsonNulls}) wins over both.
 *
 * <p>Retention is {@code RUNTIME} so that {@link BsonRecords#codecProvider()} can tell a record
 * whose codec was never generated (a processor that did not run) from any other type.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface BsonRecord {
    /** How component names become BSON field names, where {@code @BsonProperty} does not name them. */
    BsonNaming naming() default BsonNaming.IDENTITY;

    /** What a primitive component gets when its field is absent from the document. */
    MissingPrimitives missing() default MissingPrimitives.ZERO;

    /** Whether a null component (or an empty {@code Optional}) is left out or written as BSON null. */
    NullValues nulls() default NullValues.OMIT;

    /**
     * Whether the processor writes the record's metamodel {@code Name_} (type-safe field references
     * for filters, updates, sorts and projections). Its codec never depends on it. Given here, it wins
     * over the package's {@link BsonRecordDefaults#metamodel()}, which wins over the processor option
     * {@code -Absonrecords.metamodel=false}; else {@code true}. Another record's metamodel refers to a
     * record without one as a plain {@code Field<Name>}, compared whole. A sealed interface has no
     * metamodel of its own: its records each follow their own setting.
     */
    boolean metamodel() default true;
}
