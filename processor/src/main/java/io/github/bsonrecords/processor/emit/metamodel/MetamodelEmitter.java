package io.github.bsonrecords.processor.emit.metamodel;

import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.BSON;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.FIELD_PATHS;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.PROJECTION;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.RECORD_ARRAY_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.VALUE_WRITER;

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
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
 */
public final class MetamodelEmitter {
    /**
     * Methods {@code Embedded} and {@code Elements} inherit from {@code Field},
     * {@code RecordArrayField} and {@code Object}: a component reached through a cycle is a method
     * named after it (a field would be built without end), unless it would clash with one of these.
     */
    static final List<String> INHERITED_METHODS = List.of(
            "equals", "hashCode", "toString", "getClass", "notify", "notifyAll", "wait", "clone", "finalize",
            "path", "eq", "ne", "gt", "gte", "lt", "lte", "in", "nin", "exists", "set", "unset", "min", "max", "asc",
            "desc", "hashedIndex",
            "contains", "all", "size", "elemMatch", "push", "pushEach", "addToSet", "addEachToSet", "pull", "pullAll",
            "matched", "each", "filtered", "arrayFilter", "at", "pullWhere");

    public JavaFile emit(RecordModel record, Element originatingElement) {
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
        ClassName mappingClass = metamodel.nestedClass(statics.newName("Mapping"));
        ClassName codecsClass = metamodel.nestedClass(statics.newName("Codecs"));
        Map<ComponentModel, String> constants = new LinkedHashMap<>();
        for (ComponentModel component : model.components()) {
            constants.put(component, statics.newName(Constants.constantName(component.name())));
        }
        String projectionConstant = statics.newName("PROJECTION");
        MetamodelMapping mapping = new MetamodelMapping(model, metamodel, mappingClass, codecsClass);

        TypeSpec.Builder type = GeneratedClass.builder(metamodel)
                .addJavadoc("Type-safe references to the fields of {@link $T} documents, for filters, updates, sorts,\n"
                        + "index keys and projections, whose values are encoded as {@link $T} encodes them.\n"
                        + "Written by the bson-records annotation processor. Do not edit: change the record and compile\n"
                        + "again.\n", model.recordClass(), model.codecClass())
                .addOriginatingElement(originatingElement);
        for (ComponentModel component : model.components()) {
            type.addField(FieldSpec.builder(String.class, constants.get(component), Modifier.PUBLIC, Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc("The BSON field name of {@link $T#$L()}.\n", model.recordClass(), component.name())
                    .initializer("$S", component.bsonName())
                    .build());
        }
        for (ComponentModel component : model.components()) {
            type.addField(FieldSpec.builder(FieldShapes.fieldType(mapping.operand(component)), component.name(),
                            Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("{@link $T#$L()}, BSON field $L.\n", model.recordClass(), component.name(),
                            javadocName(component.bsonName()))
                    .initializer("$T.$N($S)", mappingClass, mapping.factory(component), component.bsonName())
                    .build());
        }
        CodeBlock names = model.encodeOrder().stream()
                .map(component -> CodeBlock.of("$S", component.bsonName()))
                .collect(CodeBlock.joining(", "));
        type.addField(FieldSpec.builder(BSON, projectionConstant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                        .initializer(readsEveryField ? CodeBlock.of("new $T()", KnownTypes.BSON_DOCUMENT)
                                : CodeBlock.of("$T.include($L)", PROJECTION, names))
                        .build())
                .addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethod(MethodSpec.methodBuilder("projection")
                        .addJavadoc(readsEveryField
                                ? CodeBlock.of("An empty projection, so every field: {@link $T}'s extra elements keep the fields it\n"
                                        + "does not name, and writing it back must not lose them.\n", model.recordClass())
                                : CodeBlock.of("The inclusion projection of the BSON fields {@link $T} reads, the document of\n"
                                        + "{@code Projections.include} of their names: a collection of wider documents read as this\n"
                                        + "record sends only what it decodes (and {@code _id}, unless excluded).\n",
                                        model.recordClass()))
                        .addModifiers(Modifier.PUBLIC, Modifier.STATIC)
                        .returns(BSON)
                        .addStatement("return $N", projectionConstant)
                        .build());
        if (!model.generic()) {
            // a generic record is never an embedded record: its type arguments go through the registry
            NestedFields nested = new NestedFields(model, mapping, mappingClass);
            type.addType(nested.embedded(metamodel)).addType(nested.elements(metamodel));
        }
        type.addType(mapping.mappingClass());
        mapping.codecsClass().ifPresent(type::addType);
        // a static field named like a type the code calls (Writes, FieldPaths, List) would hide the type
        List<String> hiding = new ArrayList<>();
        model.components().forEach(component -> hiding.add(component.name()));
        hiding.addAll(constants.values());
        hiding.addAll(mapping.staticFieldNames());
        type.alwaysQualify(hiding.toArray(String[]::new));
        SuppressedWarnings.addTo(type, model.suppressedWarnings());
        return GeneratedClass.file(metamodel.packageName(), type.build());
    }

    /** A BSON name as a quoted string in Javadoc, which no name can end early (a {@code *}{@code /} in it). */
    static String javadocName(String bsonName) {
        return CodeBlock.of("$S", bsonName).toString().replace("*/", "*\\/");
    }

    /** The {@code Embedded} and {@code Elements} classes of a non-generic record's metamodel. */
    private static final class NestedFields {
        private final RecordModel model;
        private final MetamodelMapping mapping;
        private final ClassName mappingClass;
        private final Map<ComponentModel, String> cycleMethods = new LinkedHashMap<>();

        NestedFields(RecordModel model, MetamodelMapping mapping, ClassName mappingClass) {
            this.model = model;
            this.mapping = mapping;
            this.mappingClass = mappingClass;
            NameAllocator methods = new NameAllocator();
            INHERITED_METHODS.forEach(methods::newName);
            for (ComponentModel component : model.components()) {
                ValueType.NestedRecord nested = FieldShapes.eagerRecord(mapping.operand(component));
                if (nested != null && (nested.self() || nested.lazy())) {
                    cycleMethods.put(component, methods.newName(component.name()));
                }
            }
        }

        TypeSpec embedded(ClassName metamodel) {
            ClassName embedded = metamodel.nestedClass(CodecNames.EMBEDDED);
            TypeSpec.Builder type = TypeSpec.classBuilder(embedded)
                    .addJavadoc("{@link $T} as a document nested in another record's document, or as an element of\n"
                            + "an array of them ({@code matched()}, {@code each()}, ...): the document's own filters and\n"
                            + "updates, and its components' references under its path.\n", model.recordClass())
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .superclass(ParameterizedTypeName.get(FIELD, model.recordClass()))
                    .addMethod(constructor(MethodSpec.constructorBuilder()
                            .addJavadoc("For generated metamodels: {@code writer} writes the record as the enclosing"
                                    + " record's codec does.\n")
                            .addParameter(String.class, "path")
                            .addParameter(ParameterizedTypeName.get(VALUE_WRITER, model.recordClass()), "writer")
                            .addStatement("super(path, writer)")));
            return addComponents(type).build();
        }

        TypeSpec elements(ClassName metamodel) {
            ClassName embedded = metamodel.nestedClass(CodecNames.EMBEDDED);
            TypeVariableName c = TypeVariableName.get("C");
            TypeSpec.Builder type = TypeSpec.classBuilder(metamodel.nestedClass(CodecNames.ELEMENTS))
                    .addJavadoc("An array of {@link $T}: the array's filters and updates, conditions on its elements\n"
                            + "({@code elemMatch}), its elements' components under its path (a filter on them matches\n"
                            + "documents in which any element matches), and the positional forms of updates.\n"
                            + "\n"
                            + "@param <C> the component's Java type ({@code List<$T>})\n",
                            model.recordClass(), model.recordClass())
                    .addModifiers(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL)
                    .addTypeVariable(c)
                    .superclass(ParameterizedTypeName.get(RECORD_ARRAY_FIELD, c, model.recordClass(), embedded))
                    .addMethod(constructor(MethodSpec.constructorBuilder()
                            .addJavadoc("For generated metamodels: the writers write the array and one element as the"
                                    + " enclosing record's codec does.\n")
                            .addParameter(String.class, "path")
                            .addParameter(ParameterizedTypeName.get(VALUE_WRITER, c), "writer")
                            .addParameter(ParameterizedTypeName.get(VALUE_WRITER, model.recordClass()), "elementWriter")
                            .addStatement("super(path, writer, elementWriter, elementPath -> new $T(elementPath,"
                                    + " elementWriter))", embedded)));
            return addComponents(type).build();
        }

        /** The constructor, which builds every component's reference but those reached through a cycle. */
        private MethodSpec constructor(MethodSpec.Builder constructor) {
            constructor.addModifiers(Modifier.PUBLIC);
            for (ComponentModel component : model.components()) {
                if (!cycleMethods.containsKey(component)) {
                    constructor.addStatement("this.$N = $T.$N($T.child(path, $S))", component.name(), mappingClass,
                            mapping.factory(component), FIELD_PATHS, component.bsonName());
                }
            }
            return constructor.build();
        }

        private TypeSpec.Builder addComponents(TypeSpec.Builder type) {
            for (ComponentModel component : model.components()) {
                TypeName fieldType = FieldShapes.fieldType(mapping.operand(component));
                String method = cycleMethods.get(component);
                if (method == null) {
                    type.addField(FieldSpec.builder(fieldType, component.name(), Modifier.PUBLIC, Modifier.FINAL)
                            .addJavadoc("{@link $T#$L()}, BSON field $L under this path.\n", model.recordClass(),
                                    component.name(), javadocName(component.bsonName()))
                            .build());
                } else {
                    type.addMethod(MethodSpec.methodBuilder(method)
                            .addJavadoc("{@link $T#$L()}, BSON field $L under this path: a method, built on each\n"
                                    + "call, because the record leads back to this one.\n", model.recordClass(),
                                    component.name(), javadocName(component.bsonName()))
                            .addModifiers(Modifier.PUBLIC)
                            .returns(fieldType)
                            .addStatement("return $T.$N($T.child(path(), $S))", mappingClass, mapping.factory(component),
                                    FIELD_PATHS, component.bsonName())
                            .build());
                }
            }
            return type;
        }
    }
}
