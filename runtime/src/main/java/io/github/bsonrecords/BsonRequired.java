package io.github.bsonrecords;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The component's field must be present in every document decoded: when it is absent, decoding
 * fails with a {@link BsonRecordDecodingException} naming the record, the component, the field and
 * its path. A present BSON null still decodes to null (for a reference type). On a primitive it is
 * what {@link MissingPrimitives#FAIL} does for the whole record.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD})
public @interface BsonRequired {
}
