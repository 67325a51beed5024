package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENCODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.WRITER_DISPATCH;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.value.ValueWriting;
import io.github.bsonrecords.processor.emit.value.WriterSink;
import io.github.bsonrecords.processor.layout.CodecLayout;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.Discriminator;
import io.github.bsonrecords.processor.model.ExtraKind;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The encode half of a codec: {@code encode} writes the document's fields into a
 * {@code BsonBuffer} and copies them into the output once when the writer is a plain
 * {@code BsonBinaryWriter}; the driver's insert and replace writers get {@code _id} through their
 * API ({@code encodeId}) and the rest spliced in as bytes ({@code encodeAfterId}); that choice is
 * the runtime's {@code WriterDispatch}. Any other writer (tree writers, unknown decorators) goes
 * through the writer API. All share {@link ValueWriting}, so the bytes
 * are the same.
 */
final class EncodeMethods {
    private final RecordModel model;
    private final CodecLayout layout;
    private final TypeName recordType;
    private final ValueWriting toWriter;
    private final ValueWriting toBuffer;
    private final CodecMembers members;
    private final List<MethodSpec> groupMethods = new ArrayList<>();
    private MethodSpec afterIdMethod;

    EncodeMethods(CodecLayout layout, CodecMembers members, TypeName recordType) {
        this.model = layout.model();
        this.layout = layout;
        this.recordType = recordType;
        this.members = members;
        this.toWriter = new ValueWriting(new WriterSink(), members, "write");
        this.toBuffer = new ValueWriting(new BufferSink(members), members, "put");
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(dispatch());
        methods.add(toBuffer());
        methods.add(toWriter());
        if (afterIdMethod != null) {
            methods.add(encodeId(layout.id().get()));
            methods.add(afterIdMethod);
        }
        methods.addAll(groupMethods);
        methods.addAll(toBuffer.helpers());
        methods.addAll(toWriter.helpers());
        return methods;
    }

    /**
     * {@code encode(writer, ...)}: bytes for the writers that take them ({@code WriterDispatch},
     * the same for every record), the writer API for any other.
     */
    private MethodSpec dispatch() {
        // extra elements carry names known only at run time: the driver's insert and replace writers must see them
        String bytes = layout.extraElements().isPresent() ? "encodedIntoBinaryWriter" : "encodedAsBytes";
        return encodeMethod(CodeBlock.builder()
                .beginControlFlow("if (!$T.$N(this, writer, value, context))", WRITER_DISPATCH, bytes)
                .addStatement("encodeWithWriter(writer, value, context)")
                .endControlFlow()
                .build());
    }

    /** {@code _id} through the writer API: where the driver's insert writer must see it, and first on the writer path. */
    private MethodSpec encodeId(ComponentModel id) {
        return MethodSpec.methodBuilder("encodeId")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(BSON_WRITER, "writer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(toWriter.component(id))
                .build();
    }

    private MethodSpec encodeMethod(CodeBlock body) {
        return MethodSpec.methodBuilder("encode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(BSON_WRITER, "writer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(body)
                .build();
    }

    /** The extra elements, after every other field; through the writer API on the writer path. */
    private CodeBlock extraElements(boolean toBytes) {
        return extraElementsCall(toBytes, toBytes ? "put" : "write");
    }

    /**
     * For a record whose fields do not claim {@code _id}: an {@code _id} among its extra elements,
     * first in the document, where MongoDB keeps it (and where the driver's insert writer sees it).
     */
    private CodeBlock extraElementsId(boolean toBytes) {
        return model.claimedNames().contains("_id") ? CodeBlock.of("")
                : extraElementsCall(toBytes, toBytes ? "putId" : "writeId");
    }

    private CodeBlock extraElementsCall(boolean toBytes, String method) {
        if (layout.extraElements().isEmpty()) {
            return CodeBlock.of("");
        }
        ComponentModel extras = layout.extraElements().get();
        String constant = members.extraElements(extras);
        CodeBlock output = CodeBlock.of(toBytes ? "buffer" : "writer");
        // raw bytes are copied into a buffer as they are: no codec, no context
        boolean copied = extras.extras() == ExtraKind.RAW_DOCUMENT && toBytes;
        CodeBlock arguments = members.extraValuesCodec(extras)
                .map(codec -> CodeBlock.of(", $L, context", codec))
                .orElse(CodeBlock.of(copied ? "" : ", context"));
        return CodeBlock.builder()
                .addStatement("$N.$L($L, value.$N()$L)", constant, method, output, extras.name(), arguments)
                .build();
    }

    /** The discriminator of a sealed interface's record, right after {@code _id} (where PojoCodec writes it). */
    private CodeBlock discriminator(boolean toBytes) {
        if (model.discriminator().isEmpty()) {
            return CodeBlock.of("");
        }
        Discriminator discriminator = model.discriminator().get();
        return toBytes
                ? CodeBlock.builder().addStatement("buffer.putBytes($N)", members.discriminatorField(discriminator)).build()
                : CodeBlock.builder().addStatement("writer.writeString($S, $S)", discriminator.key(), discriminator.value())
                        .build();
    }

    private MethodSpec toBuffer() {
        CodeBlock.Builder body = CodeBlock.builder();
        if (layout.id().isPresent()) {
            body.add(toBuffer.component(layout.id().get()));
            body.addStatement("encodeAfterId(buffer, value, context)");
            afterIdMethod = MethodSpec.methodBuilder("encodeAfterId")
                    .addJavadoc("The fields after {@code _id}: the part spliced into the driver's insert and replace writers.\n")
                    .addAnnotation(Override.class)
                    .addModifiers(Modifier.PUBLIC)
                    .addParameter(BSON_BUFFER, "buffer")
                    .addParameter(recordType, "value")
                    .addParameter(ENCODER_CONTEXT, "context")
                    .addCode(discriminator(true))
                    .addCode(components(toBuffer, "put", CodeBlock.of("buffer, value, context"),
                            ParameterSpec.builder(BSON_BUFFER, "buffer").build()))
                    .addCode(extraElements(true))
                    .build();
        } else {
            body.add(extraElementsId(true));
            body.add(discriminator(true));
            body.add(components(toBuffer, "put", CodeBlock.of("buffer, value, context"),
                    ParameterSpec.builder(BSON_BUFFER, "buffer").build()));
            body.add(extraElements(true));
        }
        return MethodSpec.methodBuilder("encode")
                .addJavadoc("Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the\n"
                        + "codecs of enclosing records and by {@code BsonRecords}.\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(BSON_BUFFER, "buffer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(body.build())
                .build();
    }

    private MethodSpec toWriter() {
        CodeBlock.Builder body = CodeBlock.builder();
        body.addStatement("writer.writeStartDocument()");
        if (layout.id().isPresent()) {
            body.addStatement("encodeId(writer, value, context)");
        } else {
            body.add(extraElementsId(false));
        }
        body.add(discriminator(false));
        body.add(components(toWriter, "write",
                CodeBlock.of("writer, value, context"), ParameterSpec.builder(BSON_WRITER, "writer").build()));
        body.add(extraElements(false));
        body.addStatement("writer.writeEndDocument()");
        return MethodSpec.methodBuilder("encodeWithWriter")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(BSON_WRITER, "writer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(body.build())
                .build();
    }

    /**
     * Every component after {@code _id} (all, when none is the {@code _id}) in encode order; for a
     * wide record, a call per group of components (see {@link CodecLayout#encodeGroups()}).
     */
    private CodeBlock components(ValueWriting writing, String prefix, CodeBlock arguments, ParameterSpec output) {
        if (!layout.encodedInGroups()) {
            CodeBlock.Builder body = CodeBlock.builder();
            layout.afterId().forEach(component -> body.add(writing.component(component)));
            return body.build();
        }
        CodeBlock.Builder calls = CodeBlock.builder();
        List<List<ComponentModel>> groups = layout.encodeGroups();
        for (int g = 0; g < groups.size(); g++) {
            String method = prefix + members.groupSuffix(g);
            calls.addStatement("$N($L)", method, arguments);
            CodeBlock.Builder body = CodeBlock.builder();
            groups.get(g).forEach(component -> body.add(writing.component(component)));
            groupMethods.add(MethodSpec.methodBuilder(method)
                    .addModifiers(Modifier.PRIVATE)
                    .addParameter(output)
                    .addParameter(recordType, "value")
                    .addParameter(ENCODER_CONTEXT, "context")
                    .addCode(body.build())
                    .build());
        }
        return calls.build();
    }
}
