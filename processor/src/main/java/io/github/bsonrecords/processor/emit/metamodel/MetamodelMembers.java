package io.github.bsonrecords.processor.emit.metamodel;

import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_REGISTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.LIST;
import static io.github.bsonrecords.processor.emit.KnownTypes.REFLECT_TYPE;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeSpec;
import io.github.bsonrecords.processor.emit.CodecDependencies;
import io.github.bsonrecords.processor.emit.CodecNodes;
import io.github.bsonrecords.processor.emit.Constants;
import io.github.bsonrecords.processor.emit.value.ValueWriting;
import io.github.bsonrecords.processor.emit.value.WritingMembers;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * What a metamodel's value writers refer to when {@link ValueWriting} emits the codec's writer code
 * for one value: the component's {@code FieldRef} constant and the codecs of nested records and
 * registry types. Those are the fields of a private {@code Codecs} class, built from the registry
 * a filter is rendered with (once per registry) exactly as the codec builds them in its
 * constructor: {@code new AddressBsonCodec(registry)}, {@code TypeArguments.codecFor(...)}.
 */
final class MetamodelMembers extends WritingMembers {
    private final ClassName mappingClass;
    private final Map<ComponentModel, String> fieldRefs;
    private final Map<ComponentModel, String> helperSuffixes;
    private final Map<ClassName, String> nestedCodecs = new LinkedHashMap<>();
    private final Map<ValueType, String> registryCodecs = new IdentityHashMap<>();
    private final List<FieldSpec> fields = new ArrayList<>();
    private final CodecDependencies dependencies = new CodecDependencies(new NameAllocator(), fields::add);
    private final NameAllocator staticNames;
    private final Map<ClassName, String> enumNames = new LinkedHashMap<>();
    private final List<FieldSpec> enumNamesFields = new ArrayList<>();
    private boolean typeParameterLookups;

    /**
     * @param operands each component's operand type ({@link FieldShapes#operand}), the very nodes
     *                 the writers are emitted from: registry codecs are found by node identity
     * @param staticNames the names of {@code Mapping}'s static fields, where {@code EnumNames} constants go too
     */
    MetamodelMembers(ClassName mappingClass, Map<ComponentModel, String> fieldRefs, Map<ComponentModel, String> helperSuffixes,
            Map<ComponentModel, ValueType> operands, NameAllocator staticNames) {
        this.mappingClass = mappingClass;
        this.staticNames = staticNames;
        this.fieldRefs = fieldRefs;
        this.helperSuffixes = helperSuffixes;
        operands.forEach(this::register);
    }

    /** A writer's value is its {@code value} parameter. */
    @Override
    public String local(ComponentModel component) {
        return "value";
    }

    @Override
    public String fieldRef(ComponentModel component) {
        return fieldRefs.get(component);
    }

    @Override
    public String helperSuffix(ComponentModel component) {
        return helperSuffixes.get(component);
    }

    /** The codec in the writer's local {@code codecs}, the {@code Codecs} of the registry being rendered with. */
    @Override
    public CodeBlock codec(ValueType.NestedRecord node) {
        return inCodecs(nestedCodecs.get(node.javaType()), node);
    }

    @Override
    public CodeBlock codec(ValueType.FromRegistry node) {
        return inCodecs(registryCodecs.get(node), node);
    }

    private static CodeBlock inCodecs(String field, ValueType node) {
        if (field == null) {
            throw new IllegalStateException("no codec registered for " + node);
        }
        return CodeBlock.of("codecs.$N", field);
    }

    /** A static constant of {@code Mapping}, as the codec's: the writer of a map with enum keys names them by it. */
    @Override
    public String enumNames(ValueType.EnumValue enumValue) {
        return enumNames.computeIfAbsent(enumValue.javaType(), type -> {
            String name = staticNames.newName(Constants.enumNamesConstant(enumValue));
            enumNamesFields.add(Constants.enumNamesField(enumValue, name));
            return name;
        });
    }

    /** The {@code EnumNames} constants asked for, to declare in {@code Mapping}. */
    List<FieldSpec> enumNamesFields() {
        return enumNamesFields;
    }

    /** Whether any component needs a codec, so that the {@code Codecs} class is generated. */
    boolean hasCodecs() {
        return !fields.isEmpty();
    }

    TypeSpec codecsClass(ClassName name) {
        CodeBlock.Builder body = CodeBlock.builder();
        if (typeParameterLookups) {
            // as the generic record's codec created without type arguments: type parameters by runtime class
            body.addStatement("$T arguments = $T.of()", ParameterizedTypeName.get(LIST, REFLECT_TYPE), LIST);
        }
        body.add(dependencies.construction());
        return TypeSpec.classBuilder(name)
                .addJavadoc("The codecs the record's codec builds in its constructor, built alike from the registry a\n"
                        + "filter or update is rendered with: once per registry, never per value.\n")
                .addModifiers(Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addFields(fields)
                .addMethod(MethodSpec.constructorBuilder()
                        .addParameter(CODEC_REGISTRY, "registry")
                        .addCode(body.build())
                        .build())
                .build();
    }

    /** Creates the codec fields the writer of {@code type} (and of its elements and values) will ask for. */
    private void register(ComponentModel component, ValueType type) {
        CodecNodes.visit(type, new CodecNodes.Visitor() {
            @Override
            public void nested(ValueType.NestedRecord nested) {
                // Codecs builds every nested codec in its constructor
                nestedCodecs.put(nested.javaType(), dependencies.nested(nested.javaType(), nested.codec(), false, "record"));
            }

            @Override
            public void registry(ValueType.FromRegistry fromRegistry) {
                registryCodecs.put(fromRegistry, dependencies.registry(component, fromRegistry,
                        CodeBlock.of("$T.$N", mappingClass, fieldRefs.get(component))));
                typeParameterLookups |= mentionsTypeParameter(fromRegistry.lookup());
            }
        });
    }

    private static boolean mentionsTypeParameter(TypeRef ref) {
        return ref instanceof TypeRef.TypeParameterRef
                || ((TypeRef.ClassRef) ref).arguments().stream().anyMatch(MetamodelMembers::mentionsTypeParameter);
    }
}
