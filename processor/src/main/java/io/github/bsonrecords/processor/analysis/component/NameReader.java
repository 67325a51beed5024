package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.analysis.Naming;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.ComponentModel;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;

/**
 * The component's BSON name: {@code _id} for {@code @BsonId}, else {@code @BsonProperty}'s, else
 * the record's naming strategy applied to the component's name. Rejects an unusable name.
 */
final class NameReader implements ComponentReader {
    private final Naming naming;

    NameReader(Naming naming) {
        this.naming = naming;
    }

    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) {
        Optional<AnnotationMirror> property = site.mirror(Annotations.BSON_PROPERTY);
        String fromProperty = property.flatMap(Annotations::value)
                .map(value -> String.valueOf(value.getValue()))
                .orElse(null);
        if (site.annotated(Annotations.BSON_ID)) {
            if (fromProperty != null && !fromProperty.equals("_id")) {
                site.reportAt(property.get(), Message.ID_WITH_OTHER_NAME, site.name(), fromProperty);
                site.reject();
                return;
            }
            component.bsonName("_id");
            return;
        }
        String name = fromProperty != null ? fromProperty : naming.apply(site.name().toString());
        String problem = BsonNames.problem(name);
        if (problem != null) {
            site.reportAt(property.orElse(null), Message.INVALID_BSON_NAME, BsonNames.shown(name), site.name(), problem);
            site.reject();
            return;
        }
        component.bsonName(name);
    }

    @Override
    public boolean readsRejected() {
        return true;
    }
}
