package io.github.bsonrecords;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The BSON string an enum constant is stored as, instead of its {@code name()}, for enums that
 * components of {@link BsonRecord} records use:
 * <pre>{@code
 * enum Channel { @BsonEnumValue("In store") IN_STORE, @BsonEnumValue("Online") ONLINE, PHONE }
 * }</pre>
 * Generated codecs and metamodel filters write and match that string (on the bytes, as for names);
 * constants without it keep their name. The driver's own {@code EnumCodec} does not know it.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.FIELD)
public @interface BsonEnumValue {
    String value();
}
