package io.github.bsonrecords.processor.emit.metamodel;

import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_REGISTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_REF;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.BSON;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.FIELD_KINDS;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.PROJECTION;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.RECORD_ARRAY_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.RECORD_FIELD;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import com.palantir.javapoet.TypeVariableName;
import io.github.bsonrecords.processor.emit.Constants;
import io.github.bsonrecords.processor.emit.GeneratedClass;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.emit.SuppressedWarnings;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ValueType;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javax.annotation.processing.Filer;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Renders a {@link RecordModel} as the source of its metamodel, {@code Reading_} for
 * {@code Reading} ({@code Outer_Inner_} for a nested record, as its codec is
 * {@code Outer_InnerBsonCodec}): one {@code public static final} field reference per component,
 * named after it, the BSON name of each as a {@code String} constant, and {@code projection()}.
 * A non-generic record's metamodel also has {@code Embedded} (the record as a nested document:
 * its components' references under a path) and {@code Elements} (an array of the record), which
 * other records' metamodels use for their components of this type.
 *
 * <p>Each component is one line in each class: {@code Embedded} (a {@code RecordField}) declares
 * it with {@code component(name, kind)} over a {@code FieldKinds} kind ({@link FieldShapes}), or
 * builds the nested record's metamodel; {@code Elements} and the static references copy those of an
 * {@code Embedded} at their path. The only generated methods are {@code Embedded.codec},
 * {@code Elements.elementAt} and the accessors of components reached through a cycle, and there is
 * no lambda: loading a metamodel links no call site and spins no class. Building references
 * initialises only {@code Embedded} and {@code Elements} classes, which hold no static state, so
 * records that nest each other cannot deadlock in class initialisation.
 */
public final class MetamodelEmitter {
    /**
     * Methods {@code Embedded} and {@code Elements} inherit from {@code RecordField},
     * {@code RecordArrayField} (and their superclasses) and {@code Object}: a component reached
     * through a cycle is a method named after it (a field would be built without end), unless it
     * would clash with one of these.
     */
    static final List<String> INHERITED_METHODS = List.of(
            "equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize",
            "path", "eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "exists", "set", "unset", "min", "max", "asc",
            "desc", "hashedIndex", "component", "child", "codec", "components",
            "contains", "all", "size", "elemMatch", "push", "pushEach", "addToSet", "addEachToSet", "pull", "pullAll",
            "matched", "each", "filtered", "arrayFilter", "at", "elementAt", "pullWhere");

    /** Writes the metamodel of {@code record} with {@code filer}, as every generated class is written. */
    public void write(RecordModel record, Element originatingElement, Filer filer) throws IOException {
        GeneratedClass.write(emit(record, originatingElement), filer);
    }

    JavaFile emit(RecordModel record, Element originatingElement) {
        // a record with extra elements reads every field: its projection keeps them all
        boolean readsEveryField = record.extraElements().isPresent();
        RecordModel model = record.withoutExtraElements();
        ClassName metamodel = CodecNames.metamodelFor(model.recordClass());
        NameAllocator statics = new NameAllocator();
        for (ComponentModel component : model.components()) {
            // component names are distinct identifiers, so they are kept exactly
            statics.newName(component.name(), component);
        }
        statics.newName(CodecNames.EMBEDDED);
        statics.newName(CodecNames.ELEMENTS);
        Map<ComponentModel, String> constants = new LinkedHashMap<>();
        for (ComponentModel component : model.components()) {
            constants.put(component, statics.newName(Constants.constantName(component.name())));
        }
        String versionConstant = statics.newName("RUNTIME_VERSION_CHECKED");
        String rootConstant = statics.newName("ROOT");
        TypeVariableErasure erasure = new TypeVariableErasure(model.typeVariables());
        Map<ComponentModel, FieldShapes.FieldShape> shapes = new LinkedHashMap<>();
        for (ComponentModel component : model.components()) {
            shapes.put(component, FieldShapes.of(component.type(), erasure));
        }
        // a generic record is never an embedded record: its type arguments go through the registry
        NestedFields nested = model.generic() ? null : new NestedFields(model, metamodel, shapes);

        TypeSpec.Builder type = GeneratedClass.builder(metamodel)
                .addJavadoc("Type-safe references to the fields of {@link $T} documents, one per component, encoding\n"
                        + "values as {@link $T} does, and each BSON name as a constant ({@code NAME} for\n"
                        + "{@code name}). Written by the bson-records annotation processor: do not edit.\n",
                        model.recordClass(), model.codecClass())
                .addOriginatingElement(originatingElement)
                .addField(GeneratedClass.versionCheck(versionConstant, metamodel));
        for (ComponentModel component : model.components()) {
            type.addField(FieldSpec.builder(String.class, constants.get(component), Modifier.PUBLIC, Modifier.STATIC,
                            Modifier.FINAL)
                    .initializer("$S", component.bsonName())
                    .build());
        }
        if (nested != null) {
            type.addField(FieldSpec.builder(metamodel.nestedClass(CodecNames.EMBEDDED), rootConstant, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .initializer("new $T($S)", metamodel.nestedClass(CodecNames.EMBEDDED), "")
                    .build());
        }
        for (ComponentModel component : model.components()) {
            FieldShapes.FieldShape shape = shapes.get(component);
            type.addField(FieldSpec.builder(shape.fieldType(), component.name(), Modifier.PUBLIC, Modifier.STATIC,
                            Modifier.FINAL)
                    .initializer(nested != null ? nested.fromRoot(rootConstant, component)
                            : atRoot(model, component, shape))
                    .build());
        }
        CodeBlock names = model.encodeOrder().stream()
                .map(component -> CodeBlock.of("$S", component.bsonName()))
                .collect(CodeBlock.joining(", "));
        // built on each call, not in the class's initialiser: loading the metamodel does no more than its fields need
        type.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(MethodSpec.methodBuilder("projection")
                        .addJavadoc(readsEveryField
                                ? CodeBlock.of("An empty projection, so every field: {@link $T}'s extra elements keep the fields it\n"
                                        + "does not name, and writing it back must not lose them.\n", model.recordClass())
                                : CodeBlock.of("{@code Projections.include} of the fields {@link $T} reads, so that the server sends\n"
                                        + "only those (and {@code _id}, unless excluded).\n", model.recordClass()))
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(BSON)
                        .addStatement("return $L", readsEveryField ? CodeBlock.of("new $T()", KnownTypes.BSON_DOCUMENT)
                                : CodeBlock.of("$T.include($L)", PROJECTION, names))
                        .build());
        if (nested != null) {
            type.addType(nested.embedded()).addType(nested.elements());
        }
        // a static field named like a type the code calls (ValueWriters, FieldPaths, List) would hide the type
        List<String> hiding = new ArrayList<>();
        model.components().forEach(component -> hiding.add(component.name()));
        hiding.addAll(constants.values());
        hiding.add(versionConstant);
        hiding.add(rootConstant);
        type.alwaysQualify(hiding.toArray(String[]::new));
        SuppressedWarnings.addTo(type, model.suppressedWarnings());
        return GeneratedClass.file(metamodel.packageName(), type.build());
    }

    /** A generic record's reference: its kind at the root, or its nested record's metamodel. */
    private static CodeBlock atRoot(RecordModel model, ComponentModel component, FieldShapes.FieldShape shape) {
        CodeBlock path = CodeBlock.of("$S", component.bsonName());
        if (shape.direct() != null) {
            return shape.at(path);
        }
        return CodeBlock.of("$T.field($L, new $T($S, $S, $S), $L)", FIELD_KINDS, path, FIELD_REF, model.recordName(),
                component.name(), component.bsonName(), shape.kind());
    }

    /** The {@code Embedded} and {@code Elements} classes of a non-generic record's metamodel. */
    private static final class NestedFields {
        private final RecordModel model;
        private final ClassName embedded;
        private final ClassName elements;
        private final Map<ComponentModel, FieldShapes.FieldShape> shapes;
        private final Map<ComponentModel, String> cycleMethods = new LinkedHashMap<>();

        NestedFields(RecordModel model, ClassName metamodel, Map<ComponentModel, FieldShapes.FieldShape> shapes) {
            this.model = model;
            this.embedded = metamodel.nestedClass(CodecNames.EMBEDDED);
            this.elements = metamodel.nestedClass(CodecNames.ELEMENTS);
            this.shapes = shapes;
            NameAllocator methods = new NameAllocator();
            INHERITED_METHODS.forEach(methods::newName);
            for (ComponentModel component : model.components()) {
                ValueType.NestedRecord nested = shapes.get(component).eagerRecord();
                if (nested != null && (nested.self() || nested.lazy())) {
                    cycleMethods.put(component, methods.newName(component.name()));
                }
            }
        }

        /** The root's reference of the component: its field, or its method for one reached through a cycle. */
        CodeBlock fromRoot(String root, ComponentModel component) {
            String method = cycleMethods.get(component);
            return method == null ? CodeBlock.of("$N.$N", root, component.name()) : CodeBlock.of("$N.$N()", root, method);
        }

        TypeSpec embedded() {
            TypeSpec.Builder type = TypeSpec.classBuilder(embedded)
                    .addJavadoc("{@link $T} as a nested document or array element, with its components under its path.\n",
                            model.recordClass())
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .superclass(ParameterizedTypeName.get(RECORD_FIELD, model.recordClass()));
            MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(String.class, "path")
                    .addStatement("super(path, $S)", model.recordName());
            type.addMethod(MethodSpec.methodBuilder("codec")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PROTECTED)
                    .returns(ParameterizedTypeName.get(CODEC, model.recordClass()))
                    .addParameter(CODEC_REGISTRY, "registry")
                    .addStatement("return new $T(registry)", model.codecClass())
                    .build());
            // the fields' initialisers run after super(...): the components are under the record's path
            return addComponents(type.addMethod(constructor.build()), this::underPath, this::underPath).build();
        }

        /** In {@code Embedded}: the component's reference under the record's path. */
        private CodeBlock underPath(ComponentModel component) {
            FieldShapes.FieldShape shape = shapes.get(component);
            if (shape.direct() != null) {
                return shape.at(CodeBlock.of("child($S)", component.bsonName()));
            }
            return component.name().equals(component.bsonName())
                    ? CodeBlock.of("component($S, $L)", component.name(), shape.kind())
                    : CodeBlock.of("component($S, $S, $L)", component.name(), component.bsonName(), shape.kind());
        }

        TypeSpec elements() {
            TypeVariableName c = TypeVariableName.get("C");
            TypeSpec.Builder type = TypeSpec.classBuilder(elements)
                    .addJavadoc("An array ({@code C}) of {@link $T}, with its elements' components under its path.\n",
                            model.recordClass())
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addTypeVariable(c)
                    .superclass(ParameterizedTypeName.get(RECORD_ARRAY_FIELD, c, model.recordClass(), embedded));
            MethodSpec.Builder constructor = MethodSpec.constructorBuilder()
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(String.class, "path")
                    .addStatement("super(path, new $T(path))", embedded);
            type.addMethod(MethodSpec.methodBuilder("elementAt")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PROTECTED)
                    .returns(embedded)
                    .addParameter(String.class, "path")
                    .addStatement("return new $T(path)", embedded)
                    .build());
            return addComponents(type.addMethod(constructor.build()),
                    component -> CodeBlock.of("components().$N", component.name()),
                    component -> CodeBlock.of("components().$N()", cycleMethods.get(component))).build();
        }

        /**
         * The components' fields, initialised by {@code field}, and the methods of those reached through
         * a cycle, which return {@code method}.
         */
        private TypeSpec.Builder addComponents(TypeSpec.Builder type, Function<ComponentModel, CodeBlock> field,
                Function<ComponentModel, CodeBlock> method) {
            for (ComponentModel component : model.components()) {
                FieldShapes.FieldShape shape = shapes.get(component);
                String name = cycleMethods.get(component);
                if (name == null) {
                    type.addField(FieldSpec.builder(shape.fieldType(), component.name(), Modifier.PUBLIC, Modifier.FINAL)
                            .initializer(field.apply(component))
                            .build());
                } else {
                    type.addMethod(MethodSpec.methodBuilder(name)
                            .addJavadoc("{@link $T#$L()}, built on each call: the record leads back to this one.\n",
                                    model.recordClass(), component.name())
                            .addModifiers(Modifier.PUBLIC)
                            .returns(shape.fieldType())
                            .addStatement("return $L", method.apply(component))
                            .build());
                }
            }
            return type;
        }
    }
}
