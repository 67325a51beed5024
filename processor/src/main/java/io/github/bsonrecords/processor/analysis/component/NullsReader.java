package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.model.ComponentModel;

/** {@code @BsonNulls}, else the record's {@code nulls} policy: whether a null is written as BSON null or left out. */
final class NullsReader implements ComponentReader {
    private final boolean writeNulls;

    /** @param writeNulls the record's {@code nulls} policy is {@code WRITE} */
    NullsReader(boolean writeNulls) {
        this.writeNulls = writeNulls;
    }

    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) {
        component.writeNull(site.mirror(Annotations.NULLS)
                .flatMap(Annotations::value)
                .flatMap(Annotations::enumConstant)
                .map("WRITE"::equals)
                .orElse(writeNulls));
    }
}
