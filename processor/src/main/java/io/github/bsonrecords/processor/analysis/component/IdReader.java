package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.ComponentModel;
import javax.lang.model.element.RecordComponentElement;

/**
 * {@code @BsonId}: the component is the document's {@code _id}; a record has one at most. (Its BSON
 * name is {@link NameReader}'s.)
 */
final class IdReader implements ComponentReader {
    private RecordComponentElement previous;

    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) {
        if (!site.annotated(Annotations.BSON_ID)) {
            return;
        }
        if (previous != null) {
            site.report(Message.DUPLICATE_ID, previous.getSimpleName(), site.name());
        }
        previous = site.component();
        component.id(true);
    }

    @Override
    public boolean readsRejected() {
        return true;
    }
}
