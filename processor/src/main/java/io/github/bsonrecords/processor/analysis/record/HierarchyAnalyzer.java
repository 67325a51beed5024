package io.github.bsonrecords.processor.analysis.record;

import io.github.bsonrecords.processor.analysis.Annotations;
import io.github.bsonrecords.processor.analysis.DeprecatedUses;
import io.github.bsonrecords.processor.analysis.RecordGraph;
import io.github.bsonrecords.processor.analysis.SealedHierarchies;
import com.palantir.javapoet.ClassName;
import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.HierarchyModel;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Turns a sealed {@code @BsonRecord} interface into a {@link HierarchyModel}: every record it
 * permits, through nested sealed interfaces, with the discriminator value that names it; or into
 * the errors that say what to change.
 */
final class HierarchyAnalyzer {
    private final RecordGraph graph;
    private final Elements elements;

    HierarchyAnalyzer(RecordGraph graph, Elements elements) {
        this.graph = graph;
        this.elements = elements;
    }

    AnalysisResult analyze(TypeElement hierarchy, AnnotationMirror bsonRecord) {
        List<Diagnostic> diagnostics = new ArrayList<>();
        if (!hierarchy.getModifiers().contains(Modifier.SEALED)) {
            diagnostics.add(Diagnostic.atAnnotation(Message.INTERFACE_NOT_SEALED, hierarchy, bsonRecord,
                    hierarchy.getSimpleName()));
            return new AnalysisResult.Failed(diagnostics);
        }
        if (!hierarchy.getTypeParameters().isEmpty()) {
            diagnostics.add(Diagnostic.atAnnotation(Message.GENERIC_HIERARCHY, hierarchy, bsonRecord,
                    hierarchy.getSimpleName()));
            return new AnalysisResult.Failed(diagnostics);
        }
        String key = SealedHierarchies.key(hierarchy);
        Set<TypeElement> records = new LinkedHashSet<>();
        collectRecords(hierarchy, hierarchy, key, records, diagnostics);

        List<HierarchyModel.Subtype> subtypes = new ArrayList<>();
        Map<String, TypeElement> byValue = new HashMap<>();
        for (TypeElement record : records) {
            String value = SealedHierarchies.value(record);
            TypeElement clash = byValue.putIfAbsent(value, record);
            if (clash != null) {
                diagnostics.add(Diagnostic.atAnnotation(Message.DUPLICATE_DISCRIMINATOR, hierarchy, bsonRecord,
                        clash.getSimpleName(), record.getSimpleName(), hierarchy.getSimpleName(), value));
                continue;
            }
            ClassName recordClass = ClassName.get(record);
            subtypes.add(new HierarchyModel.Subtype(recordClass, CodecNames.codecFor(recordClass), value,
                    graph.reaches(record, hierarchy)));
        }
        if (!diagnostics.isEmpty()) {
            return new AnalysisResult.Failed(diagnostics);
        }
        ClassName interfaceClass = ClassName.get(hierarchy);
        return new AnalysisResult.Analyzed(new HierarchyModel(interfaceClass, CodecNames.codecFor(interfaceClass),
                hierarchy.getQualifiedName().toString(), key, subtypes,
                DeprecatedUses.ofHierarchy(hierarchy, records, elements)), diagnostics);
    }

    /**
     * The records {@code type} permits, in {@code permits} order, depth first through nested sealed
     * interfaces; anything else permitted is reported at the interface being analysed.
     */
    private static void collectRecords(TypeElement root, TypeElement type, String key, Set<TypeElement> records,
            List<Diagnostic> diagnostics) {
        for (TypeElement permitted : SealedHierarchies.permitted(type)) {
            Optional<String> ownKey = SealedHierarchies.explicit(permitted, "key");
            if (ownKey.isPresent() && !ownKey.get().equals(key)) {
                diagnostics.add(Diagnostic.at(Message.DISCRIMINATOR_KEY_CONFLICT, root, permitted.getSimpleName(),
                        ownKey.get(), root.getSimpleName(), key));
            }
            if (permitted.getKind() == ElementKind.RECORD) {
                if (!Annotations.has(permitted, Annotations.BSON_RECORD)) {
                    diagnostics.add(Diagnostic.at(Message.SUBTYPE_NOT_BSON_RECORD, root, root.getSimpleName(),
                            permitted.getSimpleName()));
                } else if (!permitted.getTypeParameters().isEmpty()) {
                    diagnostics.add(Diagnostic.at(Message.SUBTYPE_GENERIC, root, root.getSimpleName(),
                            permitted.getSimpleName()));
                } else {
                    records.add(permitted);
                }
            } else if (permitted.getKind() == ElementKind.INTERFACE && permitted.getModifiers().contains(Modifier.SEALED)) {
                collectRecords(root, permitted, key, records, diagnostics);
            } else {
                diagnostics.add(Diagnostic.at(Message.SUBTYPE_NOT_RECORD, root, root.getSimpleName(),
                        permitted.getSimpleName(), describe(permitted)));
            }
        }
    }

    private static String describe(TypeElement type) {
        if (type.getKind() == ElementKind.INTERFACE) {
            return "an interface that is not sealed";
        }
        return type.getModifiers().contains(Modifier.NON_SEALED) ? "a non-sealed class" : "a class";
    }
}
