package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_REGISTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENUM_NAMES;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_NAMES;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_REF;
import static io.github.bsonrecords.processor.emit.KnownTypes.GENERATED_CODE_VERSION;
import static io.github.bsonrecords.processor.emit.KnownTypes.LIST;
import static io.github.bsonrecords.processor.emit.KnownTypes.REFLECT_TYPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.STANDARD_CHARSETS;
import static io.github.bsonrecords.processor.emit.KnownTypes.TYPE_ARGUMENTS;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Modifier;

/**
 * The names and members a codec class shares between its decode and encode halves: one
 * {@code FieldRef} constant per component, and, created when the emitters first ask for them,
 * pre-encoded names, enum names, the codecs of nested records and registry types (built once, in
 * the constructor) and the constructor itself.
 */
final class CodecMembers extends WritingMembers {
    private static final ArrayTypeName BYTE_ARRAY = ArrayTypeName.of(TypeName.BYTE);

    /** Where a field is declared: the version check, then each component's constants, then codecs. */
    private enum Group { VERSION, COMPONENT, SHARED, CODECS }

    private record Member(Group group, int component, int order, FieldSpec field) {
    }

    private final RecordModel model;
    private final CodecLayout layout;
    private final Map<ComponentModel, String> fieldRefs = new LinkedHashMap<>();
    private final Map<ComponentModel, String> locals = new LinkedHashMap<>();
    private final Map<ComponentModel, String> helperSuffixes = new LinkedHashMap<>();
    private final Map<ComponentModel, String> headers = new LinkedHashMap<>();
    private final Map<ComponentModel, HeaderWords> headerWords = new LinkedHashMap<>();
    /** Keyed by BSON name: a component's own and its aliases (unique across the record). */
    private final Map<String, String> nameWords = new LinkedHashMap<>();
    private final Map<String, String> nameCStrings = new LinkedHashMap<>();
    private final Map<ClassName, String> enumNames = new LinkedHashMap<>();
    /** The component each nested-record and registry node belongs to, for naming its codec field. */
    private final Map<ValueType, ComponentModel> owners = new IdentityHashMap<>();
    private final Map<ValueType, CodeBlock> codecs = new IdentityHashMap<>();
    private final Map<ClassName, String> nestedCodecFields = new LinkedHashMap<>();
    private final List<Member> members = new ArrayList<>();
    private final List<MethodSpec> lazyAccessors = new ArrayList<>();
    private final CodeBlock.Builder constructorBody = CodeBlock.builder();
    private final NameAllocator memberNames = new NameAllocator();
    private final NameAllocator helperNames = new NameAllocator();
    private final Map<Integer, String> groupSuffixes = new LinkedHashMap<>();
    private String fieldNames;
    private String discriminatorField;
    private HeaderWords discriminatorWords;
    private String extraElements;
    private String layouts;
    private boolean needsRegistryField;

    CodecMembers(CodecLayout layout) {
        this.model = layout.model();
        this.layout = layout;
        NameAllocator localNames = new NameAllocator();
        GeneratedNames.RESERVED.forEach(name -> localNames.newName(name, name));
        // Fields are referenced by simple name from methods that declare a local per component: give
        // the locals their names first and keep every member name clear of them.
        for (ComponentModel component : model.components()) {
            String local = localNames.newName(GeneratedNames.localFor(component.name()), component);
            locals.put(component, local);
            memberNames.newName(local, component);
            String suffix = Character.toUpperCase(component.name().charAt(0)) + component.name().substring(1);
            helperSuffixes.put(component, helperNames.newName(suffix, component));
        }
        // the first static initialiser, so that a runtime of another version is reported before any other call into it
        add(Group.VERSION, -1, FieldSpec.builder(TypeName.BOOLEAN, memberNames.newName("RUNTIME_VERSION_CHECKED"),
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.check($S, $T.class)", GENERATED_CODE_VERSION, ProcessorVersion.VALUE, model.codecClass())
                .build());
        for (ComponentModel component : model.components()) {
            String constant = memberNames.newName(constantName(component.name()));
            fieldRefs.put(component, constant);
            add(Group.COMPONENT, index(component), FieldSpec.builder(FIELD_REF, constant,
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("new $T($S, $S, $S)", FIELD_REF, model.recordName(), component.name(), component.bsonName())
                    .build());
            recordOwners(component, component.type());
        }
    }

    @Override
    String fieldRef(ComponentModel component) {
        return fieldRefs.get(component);
    }

    /** The components' local names, which generated code must never use as a simple type name. */
    String[] localNames() {
        return locals.values().toArray(String[]::new);
    }

    @Override
    String local(ComponentModel component) {
        return locals.get(component);
    }

    /** The pre-encoded {@code [type][name][0]} of a component whose BSON type is fixed. */
    String header(ComponentModel component) {
        return headers.computeIfAbsent(component, c -> {
            int bsonType = CodecLayout.fixedType(c)
                    .orElseThrow(() -> new IllegalStateException("no fixed BSON type for " + c));
            String name = memberNames.newName(fieldRef(c) + "_HEADER");
            add(Group.COMPONENT, index(c), FieldSpec.builder(BYTE_ARRAY, name, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .initializer("$T.fieldHeader(0x$L, $S)", BSON_BUFFER, String.format("%02X", bsonType), c.bsonName())
                    .build());
            return name;
        });
    }

    /**
     * The words of a component's header that {@code ElementHeader.end} compares: its first 8 bytes
     * and its last 8, declared after the header itself.
     */
    HeaderWords headerWords(ComponentModel component) {
        return headerWords.computeIfAbsent(component, c -> wordsOf(header(c), Group.COMPONENT, index(c)));
    }

    /** Declares the {@code _FIRST} and {@code _LAST} words of the pre-encoded bytes in constant {@code bytes}. */
    private HeaderWords wordsOf(String bytes, Group group, int component) {
        String first = memberNames.newName(bytes + "_FIRST");
        String last = memberNames.newName(bytes + "_LAST");
        add(group, component, FieldSpec.builder(TypeName.LONG, first, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.firstWord($N)", KnownTypes.ELEMENT_HEADER, bytes)
                .build());
        add(group, component, FieldSpec.builder(TypeName.LONG, last, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.lastWord($N)", KnownTypes.ELEMENT_HEADER, bytes)
                .build());
        return new HeaderWords(bytes, first, last);
    }

    /** The constants naming a component's pre-encoded header and the two words of it that are compared. */
    record HeaderWords(String header, String first, String last) {
    }

    /** The first (up to) 8 bytes of the component's BSON name as one little-endian word. */
    String nameWord(ComponentModel component) {
        return nameWord(component, component.bsonName());
    }

    /** The first (up to) 8 bytes of {@code bsonName}, the component's name or one of its aliases, as one word. */
    String nameWord(ComponentModel component, String bsonName) {
        return nameWords.computeIfAbsent(bsonName, n -> {
            String name = memberNames.newName(constantPrefix(component, bsonName) + "_WORD");
            add(Group.COMPONENT, index(component), FieldSpec.builder(TypeName.LONG, name, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("$L, up to its 8th byte, as {@code BsonBytes.nameWord} reads it.\n", javadocText(bsonName))
                    .initializer("0x$LL", Long.toHexString(nameWord(bsonName.getBytes(StandardCharsets.UTF_8))))
                    .build());
            return name;
        });
    }

    /** The component's BSON name as a CString: for registry values and for names longer than a word. */
    String nameCString(ComponentModel component) {
        return nameCString(component, component.bsonName());
    }

    /** {@code bsonName}, the component's name or one of its aliases, as a CString. */
    String nameCString(ComponentModel component, String bsonName) {
        return nameCStrings.computeIfAbsent(bsonName, n -> {
            String name = memberNames.newName(constantPrefix(component, bsonName) + "_NAME");
            add(Group.COMPONENT, index(component), FieldSpec.builder(BYTE_ARRAY, name, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .initializer("$S.getBytes($T.UTF_8)", bsonName + "\0", STANDARD_CHARSETS)
                    .build());
            return name;
        });
    }

    /** {@code TIMESTAMP} for the component's own name, {@code TIMESTAMP_ALIAS1} for its second alias. */
    private String constantPrefix(ComponentModel component, String bsonName) {
        int alias = component.aliases().indexOf(bsonName);
        return bsonName.equals(component.bsonName()) ? fieldRef(component) : fieldRef(component) + "_ALIAS" + alias;
    }

    /** The constant holding an enum's pre-encoded constant names. */
    @Override
    String enumNames(ValueType.EnumValue enumValue) {
        return enumNames.computeIfAbsent(enumValue.javaType(), type -> {
            String name = memberNames.newName(enumNamesConstant(enumValue));
            add(Group.SHARED, -1, enumNamesField(enumValue, name));
            return name;
        });
    }

    /** The name an enum's {@code EnumNames} constant is given, unless taken: {@code PRIORITY_NAMES}. */
    static String enumNamesConstant(ValueType.EnumValue enumValue) {
        return constantName(enumValue.javaType().simpleName()) + "_NAMES";
    }

    /** The enum's {@code EnumNames} constant: the strings its constants are stored as. */
    static FieldSpec enumNamesField(ValueType.EnumValue enumValue, String name) {
        ClassName type = enumValue.javaType();
        return FieldSpec.builder(ParameterizedTypeName.get(ENUM_NAMES, type), name, Modifier.PRIVATE, Modifier.STATIC,
                        Modifier.FINAL)
                .initializer(enumValue.renamed()
                        ? CodeBlock.of("$T.of($T.class, $L)", ENUM_NAMES, type, enumValue.bsonValues().stream()
                                .map(v -> CodeBlock.of("$S", v)).collect(CodeBlock.joining(", ")))
                        : CodeBlock.of("$T.of($T.class)", ENUM_NAMES, type))
                .build();
    }

    /** {@code Tags} for component {@code tags}: helper methods are {@code parseTags}, {@code putTags}, ... */
    @Override
    String helperSuffix(ComponentModel component) {
        return helperSuffixes.get(component);
    }

    /** {@code Group0} for the first group of a wide record's components: its methods are {@code parseGroup0}, ... */
    String groupSuffix(int group) {
        return groupSuffixes.computeIfAbsent(group, g -> helperNames.newName("Group" + g));
    }

    /** The pre-encoded discriminator field of a sealed interface's record ({@code [0x02]_t\0[string]}). */
    String discriminatorField(Discriminator discriminator) {
        if (discriminatorField == null) {
            discriminatorField = memberNames.newName("DISCRIMINATOR");
            add(Group.SHARED, -1, FieldSpec.builder(BYTE_ARRAY, discriminatorField, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc("What tells this record apart from the others of its sealed interface, written after _id.\n")
                    .initializer("$T.stringField($S, $S)", BSON_BUFFER, discriminator.key(), discriminator.value())
                    .build());
        }
        return discriminatorField;
    }

    /** The words of the whole pre-encoded discriminator field that {@code ElementHeader.end} compares. */
    HeaderWords discriminatorWords(Discriminator discriminator) {
        if (discriminatorWords == null) {
            discriminatorWords = wordsOf(discriminatorField(discriminator), Group.SHARED, -1);
        }
        return discriminatorWords;
    }

    /** The record's {@code ExtraElements}: its extra-elements component and the names its own fields claim. */
    String extraElements(ComponentModel component) {
        if (extraElements == null) {
            extraElements = memberNames.newName("EXTRA_ELEMENTS");
            CodeBlock claimed = model.claimedNames().stream()
                    .map(name -> CodeBlock.of("$S", name))
                    .collect(CodeBlock.joining(", "));
            add(Group.SHARED, -1, FieldSpec.builder(KnownTypes.EXTRA_ELEMENTS, extraElements, Modifier.PRIVATE,
                            Modifier.STATIC, Modifier.FINAL)
                    .addJavadoc("The fields no other component claims, collected into {@code $L}.\n", component.name())
                    .initializer(claimed.isEmpty() ? CodeBlock.of("$T.of($S, $S)", KnownTypes.EXTRA_ELEMENTS,
                                    model.recordName(), component.name())
                            : CodeBlock.of("$T.of($S, $S, $L)", KnownTypes.EXTRA_ELEMENTS, model.recordName(),
                                    component.name(), claimed))
                    .build());
        }
        return extraElements;
    }

    /** The codec of a {@code Map<String, Object>} extra-elements component's values; empty for the document types. */
    Optional<CodeBlock> extraValuesCodec(ComponentModel extras) {
        return extras.type() instanceof ValueType.StringMap map
                ? Optional.of(codec((ValueType.FromRegistry) map.value()))
                : Optional.empty();
    }

    /** The constant listing the BSON names in encode order, which the byte path tries first. */
    String fieldNames() {
        if (fieldNames == null) {
            fieldNames = memberNames.newName("FIELD_NAMES");
            CodeBlock names = layout.encodeOrder().stream()
                    .map(component -> CodeBlock.of("$S", component.bsonName()))
                    .collect(CodeBlock.joining(", "));
            add(Group.SHARED, -1, FieldSpec.builder(FIELD_NAMES, fieldNames, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc("The BSON names in the order this codec writes them: what a document holds next is tried first.\n")
                    .initializer("$T.of($L)", FIELD_NAMES, names)
                    .build());
        }
        return fieldNames;
    }

    /**
     * The instance field holding the field orders this codec has read lately ({@code LearnedLayouts}),
     * over a constant {@code LAYOUT_TABLE}: each component's header in encode order (null where its
     * BSON type is not fixed), the discriminator field, the steps of the order this codec writes
     * and the aliases.
     */
    String layouts(List<CodeBlock> headers, CodeBlock discriminator, List<CodeBlock> written) {
        if (layouts == null) {
            String names = fieldNames();
            String table = memberNames.newName("LAYOUT_TABLE");
            CodeBlock aliases = layout.encodeOrder().stream()
                    .flatMap(component -> component.decodedNames().stream().filter(n -> !n.equals(component.bsonName())))
                    .map(name -> CodeBlock.of(", $S", name))
                    .collect(CodeBlock.joining(""));
            add(Group.SHARED, -1, FieldSpec.builder(KnownTypes.LAYOUT_TABLE, table, Modifier.PRIVATE, Modifier.STATIC,
                            Modifier.FINAL)
                    .addJavadoc("What the ordered pass reads: each component's header (null where its BSON type is not fixed),\n"
                            + "the discriminator, the order this codec writes, and the other names components decode from.\n")
                    .initializer("$T.of($N,\n$>$>new byte[][] {$L},\n$L,\nnew byte[] {$L}$L)$L$<$<", KnownTypes.LAYOUT_TABLE,
                            names, CodeBlock.join(headers, ", "), discriminator,
                            CodeBlock.join(written, ", "),
                            aliases, layout.extraElements().isPresent() ? ".keepingId()" : "")
                    .build());
            layouts = memberNames.newName("layouts");
            add(Group.CODECS, -1, FieldSpec.builder(KnownTypes.LEARNED_LAYOUTS, layouts, Modifier.PRIVATE, Modifier.FINAL)
                    .addJavadoc("The field orders of the documents this codec read last, which it expects next.\n")
                    .initializer("new $T($N)", KnownTypes.LEARNED_LAYOUTS, table)
                    .build());
        }
        return layouts;
    }

    /** The expression for the codec of a nested record: itself, or a field built in the constructor (or lazily). */
    @Override
    CodeBlock codec(ValueType.NestedRecord node) {
        return codecs.computeIfAbsent(node, n -> nestedCodec(node));
    }

    /** The expression for the codec of a registry type: a field looked up in the constructor. */
    @Override
    CodeBlock codec(ValueType.FromRegistry node) {
        return codecs.computeIfAbsent(node, n -> registryCodec(owners.get(node), node));
    }

    /** A name as a Java string literal that cannot end the comment it stands in ({@code "a*&#47;b"}). */
    private static String javadocText(String name) {
        return CodeBlock.of("$S", name).toString().replace("*/", "*&#47;").replace("@", "{@literal @}");
    }

    /** Bytes 0..7 of a name, little-endian, zero-padded: the same word {@code BsonBytes.nameWord} reads. */
    private static long nameWord(byte[] name) {
        long word = 0;
        for (int i = Math.min(name.length, 8) - 1; i >= 0; i--) {
            word = (word << 8) | (name[i] & 0xFF);
        }
        return word;
    }

    /** Every field asked for, in a fixed order (call after the methods are emitted). */
    List<FieldSpec> fields() {
        List<FieldSpec> all = new ArrayList<>(members.stream()
                .sorted(Comparator.comparing(Member::group).thenComparingInt(Member::component)
                        .thenComparingInt(Member::order))
                .map(Member::field)
                .toList());
        if (needsRegistryField) {
            all.add(FieldSpec.builder(CODEC_REGISTRY, "registry", Modifier.PRIVATE, Modifier.FINAL).build());
        }
        return all;
    }

    List<MethodSpec> lazyAccessors() {
        return lazyAccessors;
    }

    /** The constructors (call after the methods are emitted: they build the codecs those asked for). */
    List<MethodSpec> constructors() {
        ParameterizedTypeName typeList = ParameterizedTypeName.get(LIST, REFLECT_TYPE);
        CodeBlock.Builder body = CodeBlock.builder();
        if (needsRegistryField) {
            body.addStatement("this.registry = registry");
        }
        if (!model.generic()) {
            return List.of(MethodSpec.constructorBuilder()
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(CODEC_REGISTRY, "registry")
                    .addCode(body.add(constructorBody.build()).build())
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
                .addCode(body.add(constructorBody.build()).build())
                .build();
        return List.of(withoutArguments, withArguments);
    }

    private void add(Group group, int component, FieldSpec field) {
        members.add(new Member(group, component, members.size(), field));
    }

    private int index(ComponentModel component) {
        return model.components().indexOf(component);
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

    private CodeBlock nestedCodec(ValueType.NestedRecord nested) {
        if (nested.self()) {
            return CodeBlock.of("this");
        }
        String field = nestedCodecFields.get(nested.javaType());
        if (field == null) {
            field = memberNames.newName(decapitalize(nested.javaType().simpleName()) + "Codec");
            nestedCodecFields.put(nested.javaType(), field);
            if (nested.lazy()) {
                addLazyCodec(nested, field);
            } else {
                add(Group.CODECS, -1, FieldSpec.builder(nested.codec(), field, Modifier.PRIVATE, Modifier.FINAL).build());
                constructorBody.addStatement("this.$N = new $T(registry)", field, nested.codec());
            }
        }
        return nested.lazy() ? CodeBlock.of("$N()", field) : CodeBlock.of("$N", field);
    }

    private void addLazyCodec(ValueType.NestedRecord nested, String field) {
        needsRegistryField = true;
        add(Group.CODECS, -1, FieldSpec.builder(nested.codec(), field, Modifier.PRIVATE).build());
        lazyAccessors.add(lazyAccessor(nested.codec(), field, nested.javaType(), "record"));
    }

    /**
     * The accessor that builds {@code codec} on first use, for a type that leads back to the
     * {@code owner} ("record" or "interface") being generated; its class needs a {@code registry} field.
     */
    static MethodSpec lazyAccessor(ClassName codec, String field, ClassName leadsBack, String owner) {
        return MethodSpec.methodBuilder(field)
                .addModifiers(Modifier.PRIVATE)
                .returns(codec)
                .addComment("Built on first use: $T leads back to this $L, so building it in the constructor", leadsBack,
                        owner)
                .addComment("would never end. A race builds it twice at worst; the codec is immutable.")
                .addStatement("$T codec = $N", codec, field)
                .beginControlFlow("if (codec == null)")
                .addStatement("codec = new $T(registry)", codec)
                .addStatement("$N = codec", field)
                .endControlFlow()
                .addStatement("return codec")
                .build();
    }

    private CodeBlock registryCodec(ComponentModel component, ValueType.FromRegistry node) {
        String field = memberNames.newName(component.name() + "Codec");
        TypeName codecType = ParameterizedTypeName.get(CODEC, node.javaType().box());
        add(Group.CODECS, -1, FieldSpec.builder(codecType, field, Modifier.PRIVATE, Modifier.FINAL).build());
        constructorBody.addStatement("this.$N = $T.codecFor($L, registry, $N)",
                field, TYPE_ARGUMENTS, typeExpression(node.lookup()), fieldRef(component));
        return CodeBlock.of("$N", field);
    }

    /** The {@code java.lang.reflect.Type} a registry codec is looked up with (type parameters from {@code arguments}). */
    static CodeBlock typeExpression(TypeRef ref) {
        if (ref instanceof TypeRef.TypeParameterRef parameter) {
            return CodeBlock.of("$T.argument(arguments, $L)", TYPE_ARGUMENTS, parameter.index());
        }
        TypeRef.ClassRef classRef = (TypeRef.ClassRef) ref;
        if (classRef.arguments().isEmpty()) {
            return CodeBlock.of("$T.class", classRef.raw());
        }
        CodeBlock.Builder code = CodeBlock.builder().add("$T.parameterized($T.class", TYPE_ARGUMENTS, classRef.raw());
        classRef.arguments().forEach(argument -> code.add(", $L", typeExpression(argument)));
        return code.add(")").build();
    }

    /** {@code sensorId -> SENSOR_ID}. */
    static String constantName(String component) {
        return component.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(Locale.ROOT);
    }

    private static String decapitalize(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
