package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_REGISTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.LIST;
import static io.github.bsonrecords.processor.emit.KnownTypes.REFLECT_TYPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.TYPE_ARGUMENTS;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterizedTypeName;
import io.github.bsonrecords.processor.emit.CodecDependencies;
import io.github.bsonrecords.processor.emit.CodecNodes;
import io.github.bsonrecords.processor.emit.GeneratedClass;
import io.github.bsonrecords.processor.emit.codec.CodecFields.Group;
import io.github.bsonrecords.processor.emit.value.WritingMembers;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * What a codec class's decode and encode methods refer to, created as they first ask for it: the
 * names of its components ({@link ComponentNames}), their constants ({@link ComponentConstants}),
 * the record's ({@link RecordConstants}) and the codecs it builds ({@link CodecDependencies}).
 * {@link #declare()} then gives the fields and constructors; a member asked for after it fails.
 */
final class CodecMembers extends WritingMembers {
    private final RecordModel model;
    private final CodecFields fields = new CodecFields();
    private final ComponentNames names;
    private final ComponentConstants constants;
    private final RecordConstants recordConstants;
    private final CodecDependencies dependencies;
    /** The component each nested-record and registry node belongs to, for naming its codec field. */
    private final Map<ValueType, ComponentModel> owners = new IdentityHashMap<>();
    private final Map<ValueType, CodeBlock> codecs = new IdentityHashMap<>();

    /** The fields and constructors of a codec class, once its methods have asked for every member. */
    record Declarations(List<FieldSpec> fields, List<MethodSpec> constructors, List<MethodSpec> lazyAccessors) {
    }

    CodecMembers(CodecLayout layout) {
        this.model = layout.model();
        this.names = new ComponentNames(model, fields.names());
        fields.add(Group.VERSION, GeneratedClass.versionCheck(fields.names().newName(GeneratedClass.VERSION_CHECK),
                model.codecClass()));
        this.constants = new ComponentConstants(layout, fields);
        this.recordConstants = new RecordConstants(layout, fields, constants);
        this.dependencies = new CodecDependencies(fields.names(), field -> fields.add(Group.CODECS, field),
                Modifier.PRIVATE);
        model.components().forEach(component -> recordOwners(component, component.type()));
    }

    @Override
    public String fieldRef(ComponentModel component) {
        return constants.fieldRef(component);
    }

    /** The components' local names, which generated code must never use as a simple type name. */
    String[] localNames() {
        return names.locals();
    }

    @Override
    public String local(ComponentModel component) {
        return names.local(component);
    }

    @Override
    public String helperSuffix(ComponentModel component) {
        return names.helperSuffix(component);
    }

    /** {@code Group0} for the first group of a wide record's components: its methods are {@code parseGroup0}, ... */
    String groupSuffix(int group) {
        return names.groupSuffix(group);
    }

    /** The pre-encoded {@code [type][name][0]} of a component whose BSON type is fixed. */
    String header(ComponentModel component) {
        return constants.header(component);
    }

    /** The words of a component's header that {@code ElementHeader.end} compares. */
    HeaderWords headerWords(ComponentModel component) {
        return constants.headerWords(component);
    }

    /** The component's BSON name as a CString: written before a value a registry codec encodes. */
    String nameCString(ComponentModel component) {
        return constants.nameCString(component);
    }

    @Override
    public String enumNames(ValueType.EnumValue enumValue) {
        return recordConstants.enumNames(enumValue);
    }

    /** The pre-encoded discriminator field of a sealed interface's record. */
    String discriminatorField(Discriminator discriminator) {
        return recordConstants.discriminatorField(discriminator);
    }

    /** The words of the whole pre-encoded discriminator field that {@code ElementHeader.end} compares. */
    HeaderWords discriminatorWords(Discriminator discriminator) {
        return recordConstants.discriminatorWords(discriminator);
    }

    /** The record's {@code ExtraElements}: its extra-elements component and the names its own fields claim. */
    String extraElements(ComponentModel component) {
        return recordConstants.extraElements(component);
    }

    /** The codec of a {@code Map<String, Object>} extra-elements component's values; empty for the document types. */
    Optional<CodeBlock> extraValuesCodec(ComponentModel extras) {
        return extras.type().accept(new ValueType.Cases<Optional<CodeBlock>>() {
            @Override
            public Optional<CodeBlock> stringMap(ValueType.StringMap map) {
                // Map<String, Object>: the analysis admits no other map here, so its values come from the registry
                return Optional.of(codec((ValueType.FromRegistry) map.value()));
            }

            @Override
            public Optional<CodeBlock> rawDocument(ValueType.RawDocument raw) {
                return Optional.empty();
            }

            @Override
            public Optional<CodeBlock> fromRegistry(ValueType.FromRegistry fromRegistry) {
                return Optional.empty(); // BsonDocument, which ExtraElements builds itself
            }

            @Override
            public Optional<CodeBlock> scalar(ValueType.Scalar scalar) {
                throw notExtraElements(extras);
            }

            @Override
            public Optional<CodeBlock> enumValue(ValueType.EnumValue enumValue) {
                throw notExtraElements(extras);
            }

            @Override
            public Optional<CodeBlock> nestedRecord(ValueType.NestedRecord nested) {
                throw notExtraElements(extras);
            }

            @Override
            public Optional<CodeBlock> sequence(ValueType.Sequence sequence) {
                throw notExtraElements(extras);
            }

            @Override
            public Optional<CodeBlock> optional(ValueType.OptionalValue optional) {
                throw notExtraElements(extras);
            }

            @Override
            public Optional<CodeBlock> optionalPrimitive(ValueType.OptionalPrimitive optional) {
                throw notExtraElements(extras);
            }
        });
    }

    /** A type the analysis never lets hold extra elements: reaching here is a bug of the processor. */
    private static IllegalStateException notExtraElements(ComponentModel extras) {
        return new IllegalStateException("extra elements in " + extras.name() + " of type " + extras.type().javaType());
    }

    /** The constant listing the BSON names in encode order, which the byte path tries first. */
    String fieldNames() {
        return recordConstants.fieldNames();
    }

    /** The instance field holding the field orders this codec has read lately (see {@link RecordConstants#layouts}). */
    String layouts(List<CodeBlock> headers, CodeBlock discriminator, List<CodeBlock> written) {
        return recordConstants.layouts(headers, discriminator, written);
    }

    /** The expression for the codec of a nested record: itself, or a field built in the constructor (or lazily). */
    @Override
    public CodeBlock codec(ValueType.NestedRecord node) {
        return codecs.computeIfAbsent(node, n -> node.self() ? CodeBlock.of("this")
                : CodecDependencies.reference(dependencies.nested(node.javaType(), node.codec(), node.lazy(), "record"),
                        node.lazy()));
    }

    /** The expression for the codec of a registry type: a field looked up in the constructor. */
    @Override
    public CodeBlock codec(ValueType.FromRegistry node) {
        return codecs.computeIfAbsent(node, n -> {
            ComponentModel component = owners.get(node);
            return CodeBlock.of("$N", dependencies.registry(component, node, CodeBlock.of("$N", fieldRef(component))));
        });
    }

    /**
     * The fields, constructors and lazy accessors of the class, once its methods are emitted: every
     * member they asked for is declared, and none can be asked for after.
     */
    Declarations declare() {
        List<FieldSpec> declared = new ArrayList<>(fields.declare());
        if (dependencies.needsRegistry()) {
            declared.add(FieldSpec.builder(CODEC_REGISTRY, "registry", Modifier.PRIVATE, Modifier.FINAL).build());
        }
        return new Declarations(List.copyOf(declared), constructors(), dependencies.lazyAccessors());
    }

    private List<MethodSpec> constructors() {
        ParameterizedTypeName typeList = ParameterizedTypeName.get(LIST, REFLECT_TYPE);
        CodeBlock.Builder body = CodeBlock.builder();
        if (dependencies.needsRegistry()) {
            body.addStatement("this.registry = registry");
        }
        body.add(dependencies.construction());
        if (!model.generic()) {
            return List.of(MethodSpec.constructorBuilder()
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(CODEC_REGISTRY, "registry")
                    .addCode(body.build())
                    .build());
        }
        MethodSpec withoutArguments = MethodSpec.constructorBuilder()
                .addJavadoc("Values of the type parameters are encoded by runtime class and decoded by BSON type.\n")
                .addModifiers(Modifier.PUBLIC)
                .addParameter(CODEC_REGISTRY, "registry")
                .addStatement("this(registry, $T.of())", LIST)
                .build();
        MethodSpec withArguments = MethodSpec.constructorBuilder()
                .addJavadoc("@param typeArguments the record's type arguments, as the registry passes them\n")
                .addModifiers(Modifier.PUBLIC)
                .addParameter(CODEC_REGISTRY, "registry")
                .addParameter(typeList, "typeArguments")
                .addStatement("$T arguments = $T.check($T.class, typeArguments)", typeList, TYPE_ARGUMENTS, model.recordClass())
                .addCode(body.build())
                .build();
        return List.of(withoutArguments, withArguments);
    }

    /** Notes which component each codec-bearing node belongs to; creates nothing. */
    private void recordOwners(ComponentModel component, ValueType type) {
        CodecNodes.visit(type, new CodecNodes.Visitor() {
            @Override
            public void nested(ValueType.NestedRecord nested) {
                owners.put(nested, component);
            }

            @Override
            public void registry(ValueType.FromRegistry fromRegistry) {
                owners.put(fromRegistry, component);
            }
        });
    }
}
