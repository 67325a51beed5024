package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.BINARY_CODEC;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_READER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.CLASS;
import static io.github.bsonrecords.processor.emit.KnownTypes.CODEC_REGISTRY;
import static io.github.bsonrecords.processor.emit.KnownTypes.DECODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.DISCRIMINATORS;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENCODER_CONTEXT;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.FieldSpec;
import com.palantir.javapoet.JavaFile;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.NameAllocator;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.TypeSpec;
import io.github.bsonrecords.processor.emit.CodecDependencies;
import io.github.bsonrecords.processor.emit.GeneratedClass;
import io.github.bsonrecords.processor.emit.SuppressedWarnings;
import io.github.bsonrecords.processor.model.HierarchyModel;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javax.lang.model.element.Element;
import javax.lang.model.element.Modifier;

/**
 * Renders the codec of a sealed interface: decoding finds the discriminator and hands the whole
 * document to that record's codec (on the bytes, or through the reader after a look-ahead);
 * encoding hands the value to its record's codec, which writes the discriminator after {@code _id}.
 */
public final class HierarchyCodecEmitter {

    public JavaFile emit(HierarchyModel model, Element originatingElement) {
        TypeSpec.Builder codec = GeneratedClass.builder(model.codecClass())
                .addJavadoc("Codec for the sealed interface {@link $T}, written by the bson-records annotation processor:\n"
                        + "its records told apart by the field {@code $L}. Do not edit: change the interface or its records\n"
                        + "and compile again.\n", model.javaClass(), model.key())
                .addSuperinterface(ParameterizedTypeName.get(BINARY_CODEC, model.javaClass()))
                .addOriginatingElement(originatingElement)
                .addField(GeneratedClass.versionCheck(GeneratedClass.VERSION_CHECK, model.codecClass()))
                .addField(FieldSpec.builder(DISCRIMINATORS, "DISCRIMINATORS", Modifier.PRIVATE, Modifier.STATIC,
                                Modifier.FINAL)
                        .addJavadoc("The key, and each record's value in the order of the cases below.\n")
                        .initializer("$T.of($S, $S, $L)", DISCRIMINATORS, model.qualifiedName(), model.key(),
                                model.subtypes().stream().map(s -> CodeBlock.of("$S", s.value()))
                                        .collect(CodeBlock.joining(", ")))
                        .build());
        CodeBlock.Builder constructor = CodeBlock.builder();
        boolean needsRegistry = model.subtypes().stream().anyMatch(HierarchyModel.Subtype::lazy);
        if (needsRegistry) {
            codec.addField(FieldSpec.builder(CODEC_REGISTRY, "registry", Modifier.PRIVATE, Modifier.FINAL).build());
            constructor.addStatement("this.registry = registry");
        }
        CodecDependencies dependencies = new CodecDependencies(new NameAllocator(), codec::addField, Modifier.PRIVATE);
        List<CodeBlock> codecOf = new ArrayList<>();
        for (HierarchyModel.Subtype subtype : model.subtypes()) {
            String field = dependencies.nested(subtype.record(), subtype.codec(), subtype.lazy(), "interface");
            codecOf.add(CodecDependencies.reference(field, subtype.lazy()));
        }
        codec.addMethods(dependencies.lazyAccessors());
        codec.addMethod(MethodSpec.constructorBuilder()
                        .addModifiers(Modifier.PUBLIC)
                        .addParameter(CODEC_REGISTRY, "registry")
                        .addCode(constructor.add(dependencies.construction()).build())
                        .build())
                .addMethod(DecodeMethods.dispatch(model.javaClass()))
                .addMethod(decode(model, "bytes, start", i -> CodeBlock.of("$L.decode(bytes, start, context, depth)",
                                codecOf.get(i)))
                        .addJavadoc("Decodes the document at {@code start} as the record its discriminator names.\n")
                        .addParameter(ArrayTypeName.of(TypeName.BYTE), "bytes")
                        .addParameter(TypeName.INT, "start")
                        .addParameter(DECODER_CONTEXT, "context")
                        .addParameter(TypeName.INT, "depth")
                        .build())
                .addMethod(decode(model, "reader", i -> CodeBlock.of("$L.decode(reader, context, depth)", codecOf.get(i)))
                        .addJavadoc("Looks ahead for the discriminator, then decodes the document from its start.\n")
                        .addParameter(BSON_READER, "reader")
                        .addParameter(DECODER_CONTEXT, "context")
                        .addParameter(TypeName.INT, "depth")
                        .build())
                .addMethod(encode(model, codecOf, locals(model), BSON_WRITER, "writer"))
                .addMethod(encode(model, codecOf, locals(model), BSON_BUFFER, "buffer"))
                .addMethod(MethodSpec.methodBuilder("getEncoderClass")
                        .addAnnotation(Override.class)
                        .addModifiers(Modifier.PUBLIC)
                        .returns(ParameterizedTypeName.get(CLASS, model.javaClass()))
                        .addStatement("return $T.class", model.javaClass())
                        .build())
                .addMethod(ShapeMethod.of(model, codecOf));
        SuppressedWarnings.addTo(codec, model.suppressedWarnings());
        return GeneratedClass.file(model.codecClass().packageName(), codec.build());
    }

    /** A decode method switching on the discriminator found in {@code source} (which {@code DISCRIMINATORS.find} takes). */
    private static MethodSpec.Builder decode(HierarchyModel model, String source, Function<Integer, CodeBlock> decodeAs) {
        CodeBlock.Builder body = CodeBlock.builder()
                .add("return switch ($N.find($L)) {\n$>", "DISCRIMINATORS", source);
        for (int i = 0; i < model.subtypes().size(); i++) {
            body.add("case $L -> $L;\n", i, decodeAs.apply(i));
        }
        body.add("default -> throw new $T($S);\n", IllegalStateException.class, "a discriminator index out of range");
        body.add("$<};\n");
        return MethodSpec.methodBuilder("decode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(model.javaClass())
                .addCode(body.build());
    }

    /** {@code asCircle} for each record, distinct even where two records share a simple name. */
    private static List<String> locals(HierarchyModel model) {
        NameAllocator names = new NameAllocator();
        List.of("writer", "buffer", "value", "context").forEach(names::newName);
        return model.subtypes().stream().map(s -> names.newName("as" + s.record().simpleName(), s)).toList();
    }

    /** Hands the value to its record's codec, which writes the discriminator. */
    private static MethodSpec encode(HierarchyModel model, List<CodeBlock> codecOf, List<String> locals, TypeName output,
            String name) {
        CodeBlock.Builder body = CodeBlock.builder();
        for (int i = 0; i < model.subtypes().size(); i++) {
            HierarchyModel.Subtype subtype = model.subtypes().get(i);
            String local = locals.get(i);
            body.add(i == 0 ? "if ($L instanceof $T $N) {\n$>" : "$<} else if ($L instanceof $T $N) {\n$>", "value",
                    subtype.record(), local);
            body.addStatement("$L.encode($N, $N, context)", codecOf.get(i), name, local);
        }
        if (!model.subtypes().isEmpty()) {
            body.add("$<} else {\n$>");
        }
        body.addStatement("throw DISCRIMINATORS.unknownSubtype(value)");
        if (!model.subtypes().isEmpty()) {
            body.add("$<}\n");
        }
        return MethodSpec.methodBuilder("encode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(output, name)
                .addParameter(model.javaClass(), "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(body.build())
                .build();
    }
}
