package io.github.bsonrecords.processor.analysis;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeVariableName;
import io.github.bsonrecords.processor.diagnostics.Diagnostic;
import io.github.bsonrecords.processor.diagnostics.Message;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import io.github.bsonrecords.processor.model.ExtraKind;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.RecordComponentElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
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
        checkConstructorParameterAnnotations(record, diagnostics);

        RecordPolicies policies = RecordPolicies.of(record, metamodelByDefault);
        List<ComponentModel> components = new ArrayList<>();
        Map<String, RecordComponentElement> byBsonName = new HashMap<>();
        RecordComponentElement idComponent = null;
        RecordComponentElement extrasComponent = null;
        for (RecordComponentElement component : record.getRecordComponents()) {
            VariableElement field = fieldOf(record, component);
            // javac gives a record component no source position of its own; its field has the component's
            Element at = field != null ? field : component;
            checkAccessorAnnotations(record, at, component, field, diagnostics);
            Optional<String> bsonName = bsonName(at, component, field, policies.naming(), diagnostics);
            List<String> aliases = aliases(at, component, field, diagnostics);
            boolean id = annotated(component, field, Annotations.BSON_ID);
            if (id) {
                if (idComponent != null) {
                    diagnostics.add(Diagnostic.at(Message.DUPLICATE_ID, at, idComponent.getSimpleName(),
                            component.getSimpleName()));
                }
                idComponent = component;
            }
            Optional<Boolean> storeAsObjectId = representation(at, component, field, diagnostics);
            ValueType type;
            try {
                TypeMapper mapper = new TypeMapper(record, graph, metamodelByDefault, (warning, argument) -> {
                    if (!Suppressions.suppressed(at, component, record)) {
                        diagnostics.add(Diagnostic.at(warning, at, component.getSimpleName(), record.getSimpleName(), argument));
                    }
                });
                type = mapper.mapComponent(component.asType(), storeAsObjectId.orElse(false));
            } catch (UnresolvedTypeException e) {
                return new AnalysisResult.Deferred(e.getMessage());
            } catch (UnsupportedTypeException e) {
                List<Object> arguments = new ArrayList<>(List.of(component.getSimpleName(), record.getSimpleName()));
                arguments.addAll(e.arguments());
                diagnostics.add(Diagnostic.at(e.id(), at, arguments.toArray()));
                continue;
            }
            if (bsonName.isEmpty() || storeAsObjectId.isEmpty()) {
                continue;
            }
            if (annotated(component, field, Annotations.BSON_EXTRA_ELEMENTS)) {
                ExtraKind kind = extraKind(type);
                if (kind == ExtraKind.NONE) {
                    diagnostics.add(Diagnostic.at(Message.EXTRA_ELEMENTS_TYPE, at, component.getSimpleName(),
                            record.getSimpleName(), type.javaType()));
                } else if (extrasComponent != null) {
                    diagnostics.add(Diagnostic.at(Message.DUPLICATE_EXTRA_ELEMENTS, at, extrasComponent.getSimpleName(),
                            component.getSimpleName()));
                } else if (id || !aliases.isEmpty() || annotated(component, field, Annotations.BSON_PROPERTY)
                        || annotated(component, field, Annotations.REQUIRED)) {
                    diagnostics.add(Diagnostic.at(Message.EXTRA_ELEMENTS_NAMED, at, component.getSimpleName()));
                }
                extrasComponent = component;
                components.add(new ComponentModel(component.getSimpleName().toString(), bsonName.get(), false, type,
                        List.of(), false, false, kind));
                continue;
            }
            RecordComponentElement clash = byBsonName.putIfAbsent(bsonName.get(), component);
            if (clash != null) {
                diagnostics.add(Diagnostic.at(Message.DUPLICATE_BSON_NAME, at, clash.getSimpleName(),
                        component.getSimpleName(), bsonName.get()));
                continue;
            }
            if (discriminator.isPresent() && (bsonName.get().equals(discriminator.get().key())
                    || aliases.contains(discriminator.get().key()))) {
                diagnostics.add(Diagnostic.at(Message.DISCRIMINATOR_KEY_CLASH, at, component.getSimpleName(),
                        record.getSimpleName(), discriminator.get().key(),
                        SealedHierarchies.hierarchiesAbove(record).iterator().next().getSimpleName()));
            }
            for (String alias : aliases) {
                RecordComponentElement claimed = byBsonName.putIfAbsent(alias, component);
                if (claimed != null) {
                    diagnostics.add(Diagnostic.at(Message.DUPLICATE_ALIAS, at, component.getSimpleName(), alias,
                            claimed == component ? "itself" : "component " + claimed.getSimpleName()));
                }
            }
            boolean required = annotated(component, field, Annotations.REQUIRED)
                    || (policies.missingPrimitivesFail() && type.javaType().isPrimitive());
            boolean writeNull = mirror(component, field, Annotations.NULLS)
                    .flatMap(Annotations::value)
                    .flatMap(Annotations::enumConstant)
                    .map("WRITE"::equals)
                    .orElse(policies.writeNulls());
            components.add(new ComponentModel(component.getSimpleName().toString(), bsonName.get(), id, type, aliases,
                    required, writeNull, ExtraKind.NONE));
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

    /**
     * Driver annotations on a parameter of an explicit canonical constructor, but not on the
     * component, map nothing: the data would land under the component's own name. Refuse them.
     * (A compact constructor's parameters carry the component's annotations, which is fine.)
     */
    private static void checkConstructorParameterAnnotations(TypeElement record, List<Diagnostic> diagnostics) {
        List<? extends RecordComponentElement> components = record.getRecordComponents();
        for (ExecutableElement constructor : ElementFilter.constructorsIn(record.getEnclosedElements())) {
            List<? extends VariableElement> parameters = constructor.getParameters();
            if (!isCanonical(constructor, components)) {
                continue;
            }
            for (int i = 0; i < parameters.size(); i++) {
                RecordComponentElement component = components.get(i);
                VariableElement field = fieldOf(record, component);
                List<String> checked = new ArrayList<>(Annotations.MAPPING);
                checked.addAll(Annotations.UNSUPPORTED_ON_COMPONENTS);
                for (String annotation : checked) {
                    Optional<AnnotationMirror> onParameter = Annotations.find(parameters.get(i), annotation);
                    if (onParameter.isPresent() && !annotated(component, field, annotation)) {
                        String simple = Annotations.simpleName(annotation);
                        diagnostics.add(Diagnostic.atAnnotation(Message.ANNOTATION_ON_CONSTRUCTOR_PARAMETER,
                                parameters.get(i), onParameter.get(), simple, parameters.get(i).getSimpleName(),
                                record.getSimpleName(), component.getSimpleName()));
                    }
                }
            }
        }
    }

    private static boolean isCanonical(ExecutableElement constructor, List<? extends RecordComponentElement> components) {
        List<? extends VariableElement> parameters = constructor.getParameters();
        if (parameters.size() != components.size()) {
            return false;
        }
        for (int i = 0; i < parameters.size(); i++) {
            if (!parameters.get(i).asType().toString().equals(components.get(i).asType().toString())) {
                return false;
            }
        }
        return true;
    }

    /** Driver annotations on an explicit accessor instead of the component are ignored by the driver: refuse them. */
    private static void checkAccessorAnnotations(TypeElement record, Element at, RecordComponentElement component,
            VariableElement field, List<Diagnostic> diagnostics) {
        ExecutableElement accessor = component.getAccessor();
        List<String> checked = new ArrayList<>(Annotations.MAPPING);
        checked.addAll(Annotations.UNSUPPORTED_ON_COMPONENTS);
        for (String annotation : checked) {
            Optional<AnnotationMirror> onAccessor = Annotations.find(accessor, annotation);
            if (onAccessor.isPresent() && !annotated(component, field, annotation)) {
                String simple = Annotations.simpleName(annotation);
                diagnostics.add(Diagnostic.atAnnotation(Message.ANNOTATION_ON_ACCESSOR, accessor, onAccessor.get(), simple,
                        component.getSimpleName(), record.getSimpleName()));
            }
        }
        for (String annotation : Annotations.UNSUPPORTED_ON_COMPONENTS) {
            Annotations.find(field, annotation).ifPresent(mirror ->
                    diagnostics.add(Diagnostic.atAnnotation(Message.UNSUPPORTED_ON_COMPONENT, at, mirror,
                            Annotations.simpleName(annotation), component.getSimpleName())));
        }
    }

    private static Optional<String> bsonName(Element at, RecordComponentElement component, VariableElement field,
            Naming naming, List<Diagnostic> diagnostics) {
        boolean id = annotated(component, field, Annotations.BSON_ID);
        Optional<AnnotationMirror> property = mirror(component, field, Annotations.BSON_PROPERTY);
        String fromProperty = property.flatMap(Annotations::value)
                .map(value -> String.valueOf(value.getValue()))
                .orElse(null);
        if (id) {
            if (fromProperty != null && !fromProperty.equals("_id")) {
                diagnostics.add(Diagnostic.atAnnotation(Message.ID_WITH_OTHER_NAME, at, property.get(),
                        component.getSimpleName(), fromProperty));
                return Optional.empty();
            }
            return Optional.of("_id");
        }
        String name = fromProperty != null ? fromProperty : naming.apply(component.getSimpleName().toString());
        String problem = problem(name);
        if (problem != null) {
            diagnostics.add(Diagnostic.atAnnotation(Message.INVALID_BSON_NAME, at, property.orElse(null),
                    name.replace("\0", "\\0"), component.getSimpleName(), problem));
            return Optional.empty();
        }
        return Optional.of(name);
    }

    /**
     * What an {@code @BsonExtraElements} component of this type collects into: a
     * {@code RawBsonDocument}, a {@code BsonDocument} or a {@code Map<String, Object>}; else NONE.
     */
    private static ExtraKind extraKind(ValueType type) {
        if (type instanceof ValueType.RawDocument) {
            return ExtraKind.RAW_DOCUMENT;
        }
        if (type instanceof ValueType.FromRegistry registry && registry.javaType().toString().equals("org.bson.BsonDocument")) {
            return ExtraKind.BSON_DOCUMENT;
        }
        if (type instanceof ValueType.StringMap map && map.key().kind() == MapKey.Kind.STRING
                && map.value().javaType().toString().equals("java.lang.Object")) {
            return ExtraKind.MAP;
        }
        return ExtraKind.NONE;
    }

    /** What makes {@code name} unusable as a BSON field name, or null. */
    private static String problem(String name) {
        return name.isEmpty() ? "is empty"
                : name.indexOf('\0') >= 0 ? "holds a NUL character, which ends a BSON field name"
                : name.startsWith("$") ? "starts with '$', which MongoDB reserves for operators"
                : null;
    }

    /** The component's {@code @BsonAlias} names; an unusable one is reported and dropped. */
    private static List<String> aliases(Element at, RecordComponentElement component, VariableElement field,
            List<Diagnostic> diagnostics) {
        Optional<AnnotationMirror> mirror = mirror(component, field, Annotations.ALIAS);
        List<String> aliases = new ArrayList<>();
        for (String alias : mirror.map(Annotations::stringValues).orElse(List.of())) {
            String problem = problem(alias);
            if (problem != null) {
                diagnostics.add(Diagnostic.atAnnotation(Message.INVALID_ALIAS, at, mirror.get(),
                        alias.replace("\0", "\\0"), component.getSimpleName(), problem));
            } else {
                aliases.add(alias);
            }
        }
        return aliases;
    }

    /** Empty on error; true for a String stored as an ObjectId. */
    private static Optional<Boolean> representation(Element at, RecordComponentElement component,
            VariableElement field, List<Diagnostic> diagnostics) {
        Optional<AnnotationMirror> mirror = mirror(component, field, Annotations.BSON_REPRESENTATION);
        if (mirror.isEmpty()) {
            return Optional.of(false);
        }
        String bsonType = mirror.flatMap(Annotations::value)
                .flatMap(Annotations::enumConstant)
                .orElse("");
        boolean isString = component.asType().toString().equals("java.lang.String");
        if (bsonType.equals("OBJECT_ID") || (bsonType.equals("STRING") && isString)) {
            return Optional.of(bsonType.equals("OBJECT_ID"));
        }
        diagnostics.add(Diagnostic.atAnnotation(Message.UNSUPPORTED_REPRESENTATION, at, mirror.get(), bsonType,
                component.getSimpleName()));
        return Optional.empty();
    }

    private static boolean annotated(RecordComponentElement component, VariableElement field, String annotation) {
        return mirror(component, field, annotation).isPresent();
    }

    /** Driver annotations target fields and methods, so javac keeps them on the component's private field. */
    private static Optional<AnnotationMirror> mirror(RecordComponentElement component, VariableElement field,
            String annotation) {
        Optional<AnnotationMirror> onField = Annotations.find(field, annotation);
        return onField.isPresent() ? onField : Annotations.find(component, annotation);
    }

    private static VariableElement fieldOf(TypeElement record, RecordComponentElement component) {
        for (VariableElement field : ElementFilter.fieldsIn(record.getEnclosedElements())) {
            if (field.getSimpleName().equals(component.getSimpleName()) && !field.getModifiers().contains(Modifier.STATIC)) {
                return field;
            }
        }
        return null;
    }

    private static String article(ElementKind kind) {
        String name = kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
        return ("aeiou".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }
}
