package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.ComponentModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;

/** The component's {@code @BsonAlias} names; an unusable one is reported and dropped. */
final class AliasReader implements ComponentReader {
    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) {
        Optional<AnnotationMirror> mirror = site.mirror(Annotations.ALIAS);
        List<String> aliases = new ArrayList<>();
        for (String alias : mirror.map(Annotations::stringValues).orElse(List.of())) {
            String problem = BsonNames.problem(alias);
            if (problem != null) {
                site.reportAt(mirror.get(), Message.INVALID_ALIAS, BsonNames.shown(alias), site.name(), problem);
            } else {
                aliases.add(alias);
            }
        }
        component.aliases(aliases);
    }

    @Override
    public boolean readsRejected() {
        return true;
    }
}
