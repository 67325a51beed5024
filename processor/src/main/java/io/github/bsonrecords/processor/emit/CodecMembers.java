package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENUM_NAMES;
import static io.github.bsonrecords.processor.emit.KnownTypes.STANDARD_CHARSETS;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_REGISTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.FIELD_REF;
import static io.github.bsonrecords.processor.emit.KnownTypes.GENERATED_CODE_VERSION;
import static io.github.bsonrecords.processor.emit.KnownTypes.LIST;
import static io.github.bsonrecords.processor.emit.KnownTypes.REFLECT_TYPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.TYPE_ARGUMENTS;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.Modifier;

/**
 * The names and members a codec class shares between its decode and encode halves: one
 * {@code FieldRef} constant per component, the codecs of nested records and registry types
 * (built once, in the constructor), and the constructor itself.
 */
final class CodecMembers extends WritingMembers {
    /** Names generated code uses for its parameters; components must not shadow them. */
    private static final List<String> RESERVED = List.of("reader", "writer", "context", "value", "registry", "arguments",
            "binary", "document", "buffer", "bytes", "start", "end", "limit", "position", "type", "nameEnd", "valueStart",
            "valueEnd", "result", "encoded", "e", "fieldName", "depth");

    private static final ArrayTypeName BYTE_ARRAY = ArrayTypeName.of(TypeName.BYTE);

    private final RecordModel model;
    private final Map<ComponentModel, String> fieldRefs = new LinkedHashMap<>();
    private final Map<ComponentModel, String> locals = new LinkedHashMap<>();
    private final Map<ComponentModel, String> helperSuffixes = new LinkedHashMap<>();
    private final Map<ComponentModel, String> headers = new LinkedHashMap<>();
    private final Map<ComponentModel, String> nameWords = new LinkedHashMap<>();
    private final Map<ComponentModel, String> nameCStrings = new LinkedHashMap<>();
    private final Map<ClassName, String> enumNames = new LinkedHashMap<>();
    private final Map<ValueType, CodeBlock> codecs = new IdentityHashMap<>();
    private final Map<ClassName, String> nestedCodecFields = new LinkedHashMap<>();
    private final List<FieldSpec> fields = new ArrayList<>();
    private final List<MethodSpec> lazyAccessors = new ArrayList<>();
    private final CodeBlock.Builder constructorBody = CodeBlock.builder();
    private final NameAllocator memberNames = new NameAllocator();
    private boolean needsRegistryField;

    CodecMembers(RecordModel model) {
        this.model = model;
        NameAllocator localNames = new NameAllocator();
        RESERVED.forEach(name -> localNames.newName(name, name));
        NameAllocator helperNames = new NameAllocator();
        // Fields are referenced by simple name from methods that declare a local per component: give
        // the locals their names first and keep every member name clear of them.
        for (ComponentModel component : model.components()) {
            String local = localNames.newName(component.name(), component);
            locals.put(component, local);
            memberNames.newName(local, component);
            String suffix = Character.toUpperCase(component.name().charAt(0)) + component.name().substring(1);
            helperSuffixes.put(component, helperNames.newName(suffix, component));
        }
        // the first static initialiser, so that a runtime of another version is reported before any other call into it
        fields.add(FieldSpec.builder(TypeName.BOOLEAN, memberNames.newName("RUNTIME_VERSION_CHECKED"),
                        Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .initializer("$T.check($S, $T.class)", GENERATED_CODE_VERSION, ProcessorVersion.VALUE, model.codecClass())
                .build());
        for (ComponentModel component : model.components()) {
            String constant = memberNames.newName(constantName(component.name()));
            fieldRefs.put(component, constant);
            fields.add(FieldSpec.builder(FIELD_REF, constant, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("new $T($S, $S, $S)", FIELD_REF, model.recordName(), component.name(), component.bsonName())
                    .build());
            addNameConstants(component, constant);
        }
        for (ComponentModel component : model.components()) {
            registerCodecs(component, component.type());
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
        return required(headers, component, "header");
    }

    /** The first (up to) 8 bytes of the component's BSON name as one little-endian word. */
    String nameWord(ComponentModel component) {
        return required(nameWords, component, "name word");
    }

    /** The component's BSON name as a CString: for registry values and for names longer than a word. */
    String nameCString(ComponentModel component) {
        return required(nameCStrings, component, "name");
    }

    /** The constant holding an enum's pre-encoded constant names. */
    String enumNames(ValueType.EnumValue enumValue) {
        return required(enumNames, enumValue.javaType(), "enum names");
    }

    /** {@code Tags} for component {@code tags}: helper methods are {@code decodeTags}, {@code encodeTags}. */
    @Override
    String helperSuffix(ComponentModel component) {
        return helperSuffixes.get(component);
    }

    /** The expression for the codec of a nested-record or registry node. */
    @Override
    CodeBlock codec(ValueType node) {
        CodeBlock codec = codecs.get(node);
        if (codec == null) {
            throw new IllegalStateException("no codec registered for " + node);
        }
        return codec;
    }

    private void addNameConstants(ComponentModel component, String constant) {
        byte[] name = component.bsonName().getBytes(StandardCharsets.UTF_8);
        int bsonType = ValueWriting.bsonType(component.type());
        if (bsonType >= 0) {
            String header = memberNames.newName(constant + "_HEADER");
            headers.put(component, header);
            fields.add(FieldSpec.builder(BYTE_ARRAY, header, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.fieldHeader(0x$L, $S)", BSON_BUFFER, String.format("%02X", bsonType),
                            component.bsonName())
                    .build());
        }
        String word = memberNames.newName(constant + "_WORD");
        nameWords.put(component, word);
        fields.add(FieldSpec.builder(TypeName.LONG, word, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                .addJavadoc("$S, up to its 8th byte, as {@code BsonBytes.nameWord} reads it.\n", component.bsonName())
                .initializer("0x$LL", Long.toHexString(nameWord(name)))
                .build());
        if (bsonType < 0 || name.length > 8) {
            String cString = memberNames.newName(constant + "_NAME");
            nameCStrings.put(component, cString);
            fields.add(FieldSpec.builder(BYTE_ARRAY, cString, Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$S.getBytes($T.UTF_8)", component.bsonName() + "\0", STANDARD_CHARSETS)
                    .build());
        }
    }

    /** Bytes 0..7 of a name, little-endian, zero-padded: the same word {@code BsonBytes.nameWord} reads. */
    private static long nameWord(byte[] name) {
        long word = 0;
        for (int i = Math.min(name.length, 8) - 1; i >= 0; i--) {
            word = (word << 8) | (name[i] & 0xFF);
        }
        return word;
    }

    private static <K> String required(Map<K, String> names, K key, String what) {
        String name = names.get(key);
        if (name == null) {
            throw new IllegalStateException("no " + what + " for " + key);
        }
        return name;
    }

    List<FieldSpec> fields() {
        List<FieldSpec> all = new ArrayList<>(fields);
        if (needsRegistryField) {
            all.add(FieldSpec.builder(CODEC_REGISTRY, "registry", Modifier.PRIVATE, Modifier.FINAL).build());
        }
        return all;
    }

    List<MethodSpec> lazyAccessors() {
        return lazyAccessors;
    }

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

    private void registerCodecs(ComponentModel component, ValueType type) {
        if (type instanceof ValueType.NestedRecord nested) {
            codecs.put(nested, nestedCodec(nested));
        } else if (type instanceof ValueType.FromRegistry fromRegistry) {
            codecs.put(fromRegistry, registryCodec(component, fromRegistry));
        } else if (type instanceof ValueType.Sequence sequence) {
            registerCodecs(component, sequence.element());
        } else if (type instanceof ValueType.StringMap map) {
            registerCodecs(component, map.value());
        } else if (type instanceof ValueType.OptionalValue optional) {
            registerCodecs(component, optional.value());
        } else if (type instanceof ValueType.EnumValue enumValue && !enumNames.containsKey(enumValue.javaType())) {
            String constant = memberNames.newName(constantName(enumValue.javaType().simpleName()) + "_NAMES");
            enumNames.put(enumValue.javaType(), constant);
            fields.add(FieldSpec.builder(ParameterizedTypeName.get(ENUM_NAMES, enumValue.javaType()), constant,
                            Modifier.PRIVATE, Modifier.STATIC, Modifier.FINAL)
                    .initializer("$T.of($T.class)", ENUM_NAMES, enumValue.javaType())
                    .build());
        }
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
                fields.add(FieldSpec.builder(nested.codec(), field, Modifier.PRIVATE, Modifier.FINAL).build());
                constructorBody.addStatement("this.$N = new $T(registry)", field, nested.codec());
            }
        }
        return nested.lazy() ? CodeBlock.of("$N()", field) : CodeBlock.of("$N", field);
    }

    private void addLazyCodec(ValueType.NestedRecord nested, String field) {
        needsRegistryField = true;
        fields.add(FieldSpec.builder(nested.codec(), field, Modifier.PRIVATE).build());
        lazyAccessors.add(MethodSpec.methodBuilder(field)
                .addModifiers(Modifier.PRIVATE)
                .returns(nested.codec())
                .addComment("Built on first use: $T leads back to this record, so building it in the constructor",
                        nested.javaType())
                .addComment("would never end. A race builds it twice at worst; the codec is immutable.")
                .addStatement("$T codec = $N", nested.codec(), field)
                .beginControlFlow("if (codec == null)")
                .addStatement("codec = new $T(registry)", nested.codec())
                .addStatement("$N = codec", field)
                .endControlFlow()
                .addStatement("return codec")
                .build());
    }

    private CodeBlock registryCodec(ComponentModel component, ValueType.FromRegistry node) {
        String field = memberNames.newName(component.name() + "Codec");
        TypeName codecType = ParameterizedTypeName.get(CODEC, node.javaType().box());
        fields.add(FieldSpec.builder(codecType, field, Modifier.PRIVATE, Modifier.FINAL).build());
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
