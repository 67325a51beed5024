package io.github.bsonrecords.processor.analysis.record;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeVariableName;
import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.analysis.DeprecatedUses;
import io.github.bsonrecords.processor.analysis.RecordGraph;
import io.github.bsonrecords.processor.analysis.RecordPolicies;
import io.github.bsonrecords.processor.analysis.SealedHierarchies;
import io.github.bsonrecords.processor.analysis.UnresolvedTypeException;
import io.github.bsonrecords.processor.analysis.component.ComponentReaders;
import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Turns one {@code @BsonRecord} element into a {@link RecordModel}, or into the errors that say
 * what the user must change. Reads elements and mirrors only; writes no source.
 */
public final class RecordAnalyzer {
    private final RecordGraph graph = new RecordGraph();
    private final HierarchyAnalyzer hierarchies;
    private final boolean metamodelByDefault;
    private final Elements elements;

    /**
     * @param metamodelByDefault whether records get a metamodel where neither they nor their package say
     * @param elements the compilation's, for what is deprecated
     */
    public RecordAnalyzer(boolean metamodelByDefault, Elements elements) {
        this.metamodelByDefault = metamodelByDefault;
        this.elements = elements;
        this.hierarchies = new HierarchyAnalyzer(graph, elements);
    }

    public AnalysisResult analyze(Element element) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        AnnotationMirror bsonRecord = Annotations.find(element, Annotations.BSON_RECORD).orElse(null);
        if (element.getKind() == ElementKind.INTERFACE) {
            checkReachable((TypeElement) element, bsonRecord, diagnostics);
            return diagnostics.isEmpty() ? hierarchies.analyze((TypeElement) element, bsonRecord)
                    : new AnalysisResult.Failed(diagnostics);
        }
        if (element.getKind() != ElementKind.RECORD) {
            diagnostics.add(Diagnostic.atAnnotation(Message.NOT_A_RECORD, element, bsonRecord, element.getSimpleName(),
                    article(element.getKind())));
            return new AnalysisResult.Failed(diagnostics);
        }
        TypeElement record = (TypeElement) element;
        checkReachable(record, bsonRecord, diagnostics);
        Optional<Discriminator> discriminator = discriminator(record, diagnostics);
        checkTypeLevelAnnotations(record, diagnostics);
        ComponentReaders.checkConstructorParameters(record, diagnostics);

        RecordPolicies policies = RecordPolicies.of(record, metamodelByDefault);
        ComponentReaders readers = ComponentReaders.forRecord(policies, discriminator, graph, metamodelByDefault);
        List<ComponentModel> components = new ArrayList<>();
        for (RecordComponentElement component : record.getRecordComponents()) {
            try {
                readers.read(record, component, diagnostics).ifPresent(components::add);
            } catch (UnresolvedTypeException e) {
                return new AnalysisResult.Deferred(e.getMessage());
            }
        }
        if (diagnostics.stream().anyMatch(d -> d.kind() == javax.tools.Diagnostic.Kind.ERROR)) {
            return new AnalysisResult.Failed(diagnostics);
        }
        ClassName recordClass = ClassName.get(record);
        List<TypeVariableName> typeVariables = record.getTypeParameters().stream().map(TypeVariableName::get).toList();
        RecordModel model = new RecordModel(recordClass, CodecNames.codecFor(recordClass),
                record.getQualifiedName().toString(), typeVariables, components, discriminator, policies.metamodel(),
                DeprecatedUses.ofRecord(record, elements));
        return new AnalysisResult.Analyzed(model, diagnostics);
    }

    /**
     * The generated codec lives in the record's package and must be able to name it. (Local
     * records never reach a processor: javac does not hand them out; the runtime provider
     * reports them instead.)
     */
    private static void checkReachable(TypeElement record, AnnotationMirror bsonRecord, List<Diagnostic> diagnostics) {
        for (Element current = record; current instanceof TypeElement; current = current.getEnclosingElement()) {
            if (current.getModifiers().contains(Modifier.PRIVATE)) {
                diagnostics.add(Diagnostic.atAnnotation(Message.PRIVATE_RECORD, record, bsonRecord, record.getSimpleName(),
                        current == record ? "is private" : "is inside the private class " + current.getSimpleName()));
                return;
            }
        }
    }

    /**
     * What the record writes to tell it apart from the other records of the sealed
     * {@code @BsonRecord} interfaces it implements, if any; {@code @BsonDiscriminator} on a record
     * outside such an interface is refused, as is a record whose interfaces disagree on the key.
     */
    private static Optional<Discriminator> discriminator(TypeElement record, List<Diagnostic> diagnostics) {
        Set<TypeElement> above = SealedHierarchies.hierarchiesAbove(record);
        if (above.isEmpty()) {
            Annotations.find(record, Annotations.BSON_DISCRIMINATOR).ifPresent(mirror ->
                    diagnostics.add(Diagnostic.atAnnotation(Message.DISCRIMINATOR_ON_RECORD, record, mirror,
                            record.getSimpleName())));
            return Optional.empty();
        }
        TypeElement nearest = above.iterator().next();
        String key = SealedHierarchies.key(nearest);
        for (TypeElement other : above) {
            String otherKey = SealedHierarchies.key(other);
            if (!otherKey.equals(key)) {
                diagnostics.add(Diagnostic.at(Message.DISCRIMINATOR_KEY_CONFLICT, record, nearest.getSimpleName(), key,
                        other.getSimpleName(), otherKey));
            }
        }
        return Optional.of(new Discriminator(key, SealedHierarchies.value(record)));
    }

    private static void checkTypeLevelAnnotations(TypeElement record, List<Diagnostic> diagnostics) {
        for (Element enclosed : record.getEnclosedElements()) {
            if (enclosed instanceof ExecutableElement executable) {
                Annotations.find(executable, Annotations.BSON_CREATOR).ifPresent(mirror ->
                        diagnostics.add(Diagnostic.atAnnotation(Message.CREATOR_ON_RECORD, executable, mirror)));
            }
        }
    }

    private static String article(ElementKind kind) {
        String name = kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        return ("aeiou".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }
}
