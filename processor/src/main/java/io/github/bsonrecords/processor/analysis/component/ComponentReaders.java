package io.github.bsonrecords.processor.analysis.component;

import io.github.bsonrecords.processor.analysis.RecordGraph;
import io.github.bsonrecords.processor.analysis.RecordPolicies;
import io.github.bsonrecords.processor.analysis.UnresolvedTypeException;
import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;

/**
 * The readers of one record's components, in the order their diagnostics are reported. Made per
 * record: some remember the components read before (one {@code _id}, one extra-elements component,
 * each BSON name once).
 */
public final class ComponentReaders {
    private final List<ComponentReader> readers;

    ComponentReaders(List<ComponentReader> readers) {
        this.readers = List.copyOf(readers);
    }

    /**
     * @param graph the records seen so far, for cycles through nested records
     * @param metamodelByDefault the processor option, for whether a nested record has a metamodel
     */
    public static ComponentReaders forRecord(RecordPolicies policies, Optional<Discriminator> discriminator,
            RecordGraph graph, boolean metamodelByDefault) {
        return new ComponentReaders(List.of(
                new MisplacedAnnotations(),
                new NameReader(policies.naming()),
                new AliasReader(),
                new IdReader(),
                new TypeReader(graph, metamodelByDefault),
                new ExtraElementsReader(),
                new NameClaims(discriminator),
                new RequiredReader(policies.missingPrimitivesFail()),
                new NullsReader(policies.writeNulls())));
    }

    /**
     * Driver annotations on a parameter of an explicit canonical constructor but not on its
     * component: checked once per record, before its components are read.
     */
    public static void checkConstructorParameters(TypeElement record, List<Diagnostic> diagnostics) {
        MisplacedAnnotations.checkConstructorParameters(record, diagnostics);
    }

    /** The component's model, or empty when a reader rejected it (and reported why to {@code diagnostics}). */
    public Optional<ComponentModel> read(TypeElement record, RecordComponentElement element, List<Diagnostic> diagnostics)
            throws UnresolvedTypeException {
        ComponentSite site = ComponentSite.of(record, element, diagnostics);
        ComponentModel.Builder component = ComponentModel.builder(element.getSimpleName().toString());
        for (ComponentReader reader : readers) {
            if (!site.rejected() || reader.readsRejected()) {
                reader.read(site, component);
            }
        }
        return site.rejected() ? Optional.empty() : Optional.of(component.build());
    }
}
