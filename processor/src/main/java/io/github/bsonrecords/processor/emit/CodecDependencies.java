package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC;
import static io.github.bsonrecords.processor.emit.KnownTypes.TYPE_ARGUMENTS;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.TypeRef;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import javax.lang.model.element.Modifier;

/**
 * The codecs a generated class builds from the registry it is given: one field per nested record's
 * codec ({@code new AddressBsonCodec(registry)}, or built on first use where it leads back to the
 * class being generated) and per registry type ({@code TypeArguments.codecFor(...)}). The record's
 * codec, a sealed interface's codec and the metamodel's {@code Codecs} class build theirs here, so
 * that they build them alike.
 */
public final class CodecDependencies {
    private final NameAllocator names;
    private final Modifier[] visibility;
    private final Consumer<FieldSpec> fields;
    private final Map<ClassName, String> nestedFields = new LinkedHashMap<>();
    private final CodeBlock.Builder construction = CodeBlock.builder();
    private final List<MethodSpec> lazyAccessors = new ArrayList<>();
    private boolean needsRegistry;

    /**
     * @param names the names of the class's members, which a codec field takes its name from
     * @param visibility the fields' visibility: none for a private nested class's
     * @param fields where each field is declared, in the order asked for
     */
    public CodecDependencies(NameAllocator names, Consumer<FieldSpec> fields, Modifier... visibility) {
        this.names = names;
        this.visibility = visibility;
        this.fields = fields;
    }

    /**
     * The field holding the codec of {@code record} ({@code addressCodec}), declared once per
     * record; a {@code lazy} one is built on first use by its accessor (see {@link #reference}),
     * as the record or interface ({@code owner}) it leads back to could not be built otherwise.
     */
    public String nested(ClassName record, ClassName codec, boolean lazy, String owner) {
        String existing = nestedFields.get(record);
        if (existing != null) {
            return existing;
        }
        String field = names.newName(decapitalize(record.simpleName()) + "Codec");
        nestedFields.put(record, field);
        if (lazy) {
            needsRegistry = true;
            fields.accept(FieldSpec.builder(codec, field).addModifiers(visibility).build());
            lazyAccessors.add(lazyAccessor(codec, field, record, owner));
        } else {
            fields.accept(FieldSpec.builder(codec, field).addModifiers(visibility).addModifiers(Modifier.FINAL).build());
            construction.addStatement("this.$N = new $T(registry)", field, codec);
        }
        return field;
    }

    /** The expression for a nested codec's field: its accessor when it is built on first use. */
    public static CodeBlock reference(String field, boolean lazy) {
        return lazy ? CodeBlock.of("$N()", field) : CodeBlock.of("$N", field);
    }

    /**
     * A new field holding the registry's codec of {@code node}, a value of {@code component}
     * ({@code tagsCodec}), looked up with the component's {@code FieldRef}, which a failed lookup names.
     */
    public String registry(ComponentModel component, ValueType.FromRegistry node, CodeBlock fieldRef) {
        String field = names.newName(component.name() + "Codec");
        TypeName codecType = ParameterizedTypeName.get(CODEC, node.javaType().box());
        fields.accept(FieldSpec.builder(codecType, field).addModifiers(visibility).addModifiers(Modifier.FINAL).build());
        construction.addStatement("this.$N = $T.codecFor($L, registry, $L)", field, TYPE_ARGUMENTS,
                typeExpression(node.lookup()), fieldRef);
        return field;
    }

    /** The constructor's statements that build the codecs, in the order they were asked for. */
    public CodeBlock construction() {
        return construction.build();
    }

    /** The accessors of the codecs built on first use. */
    public List<MethodSpec> lazyAccessors() {
        return List.copyOf(lazyAccessors);
    }

    /** Whether a codec is built on first use, so that the class keeps the registry in a field. */
    public boolean needsRegistry() {
        return needsRegistry;
    }

    /**
     * The accessor that builds {@code codec} on first use, for a type that leads back to the
     * {@code owner} ("record" or "interface") being generated; its class needs a {@code registry} field.
     */
    private static MethodSpec lazyAccessor(ClassName codec, String field, ClassName leadsBack, String owner) {
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

    /** The {@code java.lang.reflect.Type} a registry codec is looked up with (type parameters from {@code arguments}). */
    private static CodeBlock typeExpression(TypeRef ref) {
        return typeExpression(ref, parameter -> CodeBlock.of("$T.argument(arguments, $L)", TYPE_ARGUMENTS, parameter.index()));
    }

    /**
     * The {@code java.lang.reflect.Type} expression of {@code ref} for a registry lookup, each type
     * parameter written by {@code parameter}.
     */
    public static CodeBlock typeExpression(TypeRef ref, Function<TypeRef.TypeParameterRef, CodeBlock> parameter) {
        if (ref instanceof TypeRef.TypeParameterRef typeParameter) {
            return parameter.apply(typeParameter);
        }
        TypeRef.ClassRef classRef = (TypeRef.ClassRef) ref;
        if (classRef.arguments().isEmpty()) {
            return CodeBlock.of("$T.class", classRef.raw());
        }
        CodeBlock.Builder code = CodeBlock.builder().add("$T.parameterized($T.class", TYPE_ARGUMENTS, classRef.raw());
        classRef.arguments().forEach(argument -> code.add(", $L", typeExpression(argument, parameter)));
        return code.add(")").build();
    }

    private static String decapitalize(String name) {
        return Character.toLowerCase(name.charAt(0)) + name.substring(1);
    }
}
