package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.analysis.RecordGraph;
import io.github.bsonrecords.processor.analysis.Suppressions;
import io.github.bsonrecords.processor.analysis.TypeMapper;
import io.github.bsonrecords.processor.analysis.UnresolvedTypeException;
import io.github.bsonrecords.processor.analysis.UnsupportedTypeException;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.ComponentModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;

/**
 * How the component's Java type maps to BSON ({@link TypeMapper}), with {@code @BsonRepresentation},
 * which changes how a {@code String} maps. Rejects a type it cannot map; a type javac has not
 * resolved yet defers the whole record to the next round.
 */
final class TypeReader implements ComponentReader {
    private final RecordGraph graph;
    private final boolean metamodelByDefault;

    TypeReader(RecordGraph graph, boolean metamodelByDefault) {
        this.graph = graph;
        this.metamodelByDefault = metamodelByDefault;
    }

    @Override
    public void read(ComponentSite site, ComponentModel.Builder component) throws UnresolvedTypeException {
        Optional<Boolean> storeAsObjectId = representation(site);
        if (storeAsObjectId.isEmpty()) {
            site.reject();
        }
        TypeMapper mapper = new TypeMapper(site.record(), graph, metamodelByDefault, (warning, argument) -> {
            if (!Suppressions.suppressed(site.at(), site.component(), site.record())) {
                site.report(warning, site.name(), site.record().getSimpleName(), argument);
            }
        });
        try {
            component.type(mapper.mapComponent(site.component().asType(), storeAsObjectId.orElse(false)));
        } catch (UnsupportedTypeException e) {
            List<Object> arguments = new ArrayList<>(List.of(site.name(), site.record().getSimpleName()));
            arguments.addAll(e.arguments());
            site.report(e.id(), arguments.toArray());
            site.reject();
        }
    }

    @Override
    public boolean readsRejected() {
        return true;
    }

    /** Empty after an error; true for a String stored as an ObjectId. */
    private static Optional<Boolean> representation(ComponentSite site) {
        Optional<AnnotationMirror> mirror = site.mirror(Annotations.BSON_REPRESENTATION);
        if (mirror.isEmpty()) {
            return Optional.of(false);
        }
        String bsonType = mirror.flatMap(Annotations::value)
                .flatMap(Annotations::enumConstant)
                .orElse("");
        boolean isString = site.component().asType().toString().equals("java.lang.String");
        if (bsonType.equals("OBJECT_ID") || (bsonType.equals("STRING") && isString)) {
            return Optional.of(bsonType.equals("OBJECT_ID"));
        }
        site.reportAt(mirror.get(), Message.UNSUPPORTED_REPRESENTATION, bsonType, site.name());
        return Optional.empty();
    }
}
