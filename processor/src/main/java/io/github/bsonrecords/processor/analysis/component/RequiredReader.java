package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.model.ComponentModel;

/** {@code @BsonRequired}, or a primitive under {@code MissingPrimitives.FAIL}: decoding fails when the field is absent. */
final class RequiredReader implements ComponentReader {
    private final boolean missingPrimitivesFail;

    /** @param missingPrimitivesFail the record's {@code missing} policy is {@code FAIL} */
    RequiredReader(boolean missingPrimitivesFail) {
        this.missingPrimitivesFail = missingPrimitivesFail;
    }

    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) {
        component.required(site.annotated(Annotations.REQUIRED)
                || (missingPrimitivesFail && component.type().javaType().isPrimitive()));
    }
}
