package io.github.bsonrecords.processor.emit.metamodel;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_REGISTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENCODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_REF;
import static io.github.bsonrecords.processor.emit.KnownTypes.GENERATED_CODE_VERSION;
import static io.github.bsonrecords.processor.emit.KnownTypes.MAP_KEYS;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.ARRAY_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.MAP_FIELD;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.PER_REGISTRY;
import static io.github.bsonrecords.processor.emit.metamodel.QueryTypes.TYPED_KEY_MAP_FIELD;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.github.bsonrecords.processor.emit.Constants;
import io.github.bsonrecords.processor.emit.ProcessorVersion;
import io.github.bsonrecords.processor.emit.value.ValueWriting;
import io.github.bsonrecords.processor.emit.value.WriterSink;
import io.github.bsonrecords.processor.model.CodecNames;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The private {@code Mapping} class of a metamodel: for each component, a factory of its field
 * reference at a given path, and the writers of its values (and of its elements or map values),
 * whose bodies are the codec's own writer code, emitted by {@link ValueWriting} over a
 * {@link WriterSink} for one value at a time. A filter value is therefore encoded by the code
 * that encodes the stored value, not by a second mapping.
 *
 * <p>It holds no state of other metamodels: building a field reference (which builds the nested
 * records' references) initialises only {@code Mapping} classes, which depend on nothing, so
 * records that nest each other cannot deadlock in class initialisation.
 */
final class MetamodelMapping {
    private final RecordModel model;
    private final ClassName metamodel;
    private final ClassName mappingClass;
    private final ClassName codecsClass;
    private final NameAllocator staticNames = new NameAllocator();
    private final NameAllocator methodNames = new NameAllocator();
    private final Map<ComponentModel, ValueType> operands = new LinkedHashMap<>();
    private final Map<ComponentModel, String> fieldRefs = new LinkedHashMap<>();
    private final Map<ComponentModel, String> factories = new LinkedHashMap<>();
    private final List<MethodSpec> methods = new ArrayList<>();
    private final String versionConstant;
    private final String codecsConstant;
    private final MetamodelMembers members;
    private final ValueWriting writing;

    MetamodelMapping(RecordModel model, ClassName metamodel, ClassName mappingClass, ClassName codecsClass) {
        this.model = model;
        this.metamodel = metamodel;
        this.mappingClass = mappingClass;
        this.codecsClass = codecsClass;
        this.versionConstant = staticNames.newName("RUNTIME_VERSION_CHECKED");
        Map<ComponentModel, String> suffixes = new LinkedHashMap<>();
        NameAllocator suffixNames = new NameAllocator();
        TypeVariableErasure erasure = new TypeVariableErasure(model.typeVariables());
        for (ComponentModel component : model.components()) {
            operands.put(component, FieldShapes.operand(component.type(), erasure));
            fieldRefs.put(component, staticNames.newName(Constants.constantName(component.name())));
            String name = component.name();
            suffixes.put(component, suffixNames.newName(Character.toUpperCase(name.charAt(0)) + name.substring(1)));
        }
        this.codecsConstant = staticNames.newName("CODECS");
        this.members = new MetamodelMembers(mappingClass, fieldRefs, suffixes, operands, staticNames);
        this.writing = new ValueWriting(new WriterSink(), members, "write");
        for (ComponentModel component : model.components()) {
            factories.put(component, node(component, operands.get(component), suffixes.get(component)).factory());
        }
    }

    /** The value type filters on the component take ({@link FieldShapes#operand}). */
    ValueType operand(ComponentModel component) {
        return operands.get(component);
    }

    /** The static method of {@code Mapping} that returns the component's field reference at a path. */
    String factory(ComponentModel component) {
        return factories.get(component);
    }

    /** Names of static fields of {@code Mapping}, which simple names in its code could be mistaken for. */
    List<String> staticFieldNames() {
        List<String> names = new ArrayList<>(fieldRefs.values());
        names.add(versionConstant);
        names.add(codecsConstant);
        members.enumNamesFields().forEach(field -> names.add(field.name()));
        return names;
    }

    TypeSpec mappingClass() {
        TypeSpec.Builder mapping = TypeSpec.classBuilder(mappingClass)
                .addJavadoc("The field references of each component, and the writers of its values: the code of\n"
                        + "{@link $T}'s writer path, for one value at a time. Depends on no other metamodel, so that\n"
                        + "building field references never initialises one.\n", model.codecClass())
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addField(FieldSpec.builder(TypeName.BOOLEAN, versionConstant, Modifier.PRIVATE, Modifier.STATIC,
                                Modifier.FINAL)
                        .initializer("$T.check($S, $T.class)", GENERATED_CODE_VERSION, ProcessorVersion.VALUE, metamodel)
                        .build());
        for (ComponentModel component : model.components()) {
            mapping.addField(FieldSpec.builder(FIELD_REF, fieldRefs.get(component), Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .initializer("new $T($S, $S, $S)", FIELD_REF, model.recordName(), component.name(), component.bsonName())
                    .build());
        }
        mapping.addFields(members.enumNamesFields());
        if (members.hasCodecs()) {
            mapping.addField(FieldSpec.builder(ParameterizedTypeName.get(PER_REGISTRY, codecsClass), codecsConstant,
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("new $T<>($T::new)", PER_REGISTRY, codecsClass)
                    .build());
        }
        return mapping.addMethod(MethodSpec.constructorBuilder().addModifiers(Modifier.PRIVATE).build())
                .addMethods(methods)
                .build();
    }

    /** The class holding the codecs of nested records and registry types, if any component needs one. */
    Optional<TypeSpec> codecsClass() {
        return members.hasCodecs() ? Optional.of(members.codecsClass(codecsClass)) : Optional.empty();
    }

    private record Node(String factory, String writer) {
    }

    /**
     * Adds the factory and the writer of a value of {@code type} (and those of its elements or map
     * values), in that order: {@code fieldTags} and {@code writeTags} for suffix {@code Tags}.
     */
    private Node node(ComponentModel component, ValueType type, String suffix) {
        int at = methods.size();
        String factory = methodNames.newName("field" + suffix);
        String writer = methodNames.newName("write" + suffix);
        TypeName fieldType = FieldShapes.fieldType(type);
        CodeBlock construction = construction(component, type, suffix, writer, fieldType);
        methods.add(at, MethodSpec.methodBuilder(factory)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .returns(fieldType)
                .addParameter(String.class, "path")
                .addStatement("return $L", construction)
                .build());
        methods.add(at + 1, writer(component, type, writer));
        return new Node(factory, writer);
    }

    /** The expression that builds the field reference of a value of {@code type}, adding what it calls. */
    private CodeBlock construction(ComponentModel component, ValueType type, String suffix, String writer,
            TypeName fieldType) {
        CodeBlock plain = fieldType instanceof ParameterizedTypeName parameterized
                ? CodeBlock.of("new $T<>(path, $T::$N)", parameterized.rawType(), mappingClass, writer)
                : CodeBlock.of("new $T(path, $T::$N)", fieldType, mappingClass, writer);
        return type.accept(new ValueType.Cases<>() {
            @Override
            public CodeBlock scalar(ValueType.Scalar scalar) {
                return plain;
            }

            @Override
            public CodeBlock enumValue(ValueType.EnumValue enumValue) {
                return plain;
            }

            @Override
            public CodeBlock nestedRecord(ValueType.NestedRecord nested) {
                return nested.metamodel()
                        ? CodeBlock.of("new $T(path, $T::$N)", CodecNames.embeddedMetamodelFor(nested.javaType()),
                                mappingClass, writer)
                        : plain;
            }

            @Override
            public CodeBlock sequence(ValueType.Sequence sequence) {
                ValueType.NestedRecord element = FieldShapes.withMetamodel(sequence.element());
                if (element != null) {
                    String elementWriter = methodNames.newName(writer + "Element");
                    methods.add(writer(component, sequence.element(), elementWriter));
                    return CodeBlock.of("new $T<>(path, $T::$N, $T::$N)",
                            CodecNames.elementsMetamodelFor(element.javaType()), mappingClass, writer, mappingClass,
                            elementWriter);
                }
                Node node = node(component, sequence.element(), suffix + "Element");
                return CodeBlock.of("new $T<>(path, $T::$N, $T::$N, $T::$N)", ARRAY_FIELD, mappingClass, writer,
                        mappingClass, node.writer(), mappingClass, node.factory());
            }

            @Override
            public CodeBlock stringMap(ValueType.StringMap map) {
                Node value = node(component, map.value(), suffix + "Value");
                return map.key().kind() == MapKey.Kind.STRING
                        ? CodeBlock.of("new $T<>(path, $T::$N, $T::$N)", MAP_FIELD, mappingClass, writer,
                                mappingClass, value.factory())
                        : CodeBlock.of("new $T<>(path, $T::$N, $T::$N, $L)", TYPED_KEY_MAP_FIELD, mappingClass,
                                writer, mappingClass, value.factory(), keyName(map.key()));
            }

            @Override
            public CodeBlock optional(ValueType.OptionalValue optional) {
                return plain;
            }

            @Override
            public CodeBlock optionalPrimitive(ValueType.OptionalPrimitive optional) {
                return plain;
            }

            @Override
            public CodeBlock rawDocument(ValueType.RawDocument raw) {
                return plain;
            }

            @Override
            public CodeBlock fromRegistry(ValueType.FromRegistry fromRegistry) {
                return plain;
            }
        });
    }

    /** The function from a map's key to the field name the codec stores it as: the codec's own conversion. */
    private CodeBlock keyName(MapKey key) {
        return key.enumType() != null ? CodeBlock.of("$N::value", members.enumNames(key.enumType()))
                : CodeBlock.of("$T::name", MAP_KEYS);
    }

    /** A {@code ValueWriter} method: the codec's writer code for one non-null value of the type. */
    private MethodSpec writer(ComponentModel component, ValueType type, String name) {
        CodeBlock.Builder body = CodeBlock.builder();
        if (FieldShapes.needsCodecs(type)) {
            body.addStatement("$T codecs = $N.get(registry)", codecsClass, codecsConstant);
        }
        body.add(writing.value(type, CodeBlock.of("value"), fieldRefs.get(component)));
        return MethodSpec.methodBuilder(name)
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC)
                .addParameter(BSON_WRITER, "writer")
                .addParameter(FieldShapes.valueType(type), "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addParameter(CODEC_REGISTRY, "registry")
                .addCode(body.build())
                .build();
    }
}
