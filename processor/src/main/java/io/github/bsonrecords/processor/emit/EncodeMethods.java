package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BINARY_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENCODER_CONTEXT;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The encode half of a codec: {@code encode} writes the document's fields into a
 * {@code BsonBuffer} and copies them into the output once when the writer is a plain
 * {@code BsonBinaryWriter}; any other writer (the driver's insert and update decorators, tree
 * writers) goes through the writer API. Both share {@link ValueWriting}, so the bytes are the same.
 */
final class EncodeMethods {
    private final RecordModel model;
    private final TypeName recordType;
    private final ValueWriting toWriter;
    private final ValueWriting toBuffer;
    private final CodecMembers members;
    private final List<MethodSpec> groupMethods = new ArrayList<>();

    EncodeMethods(RecordModel model, CodecMembers members, TypeName recordType) {
        this.model = model;
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
        methods.addAll(groupMethods);
        methods.addAll(toBuffer.helpers());
        methods.addAll(toWriter.helpers());
        return methods;
    }

    private MethodSpec dispatch() {
        CodeBlock body = CodeBlock.builder()
                .add("// only the plain binary writer: the driver's decorators must see each field (the insert path\n")
                .add("// reports the _id it finds or generates)\n")
                .beginControlFlow("if (writer.getClass() == $T.class)", BSON_BINARY_WRITER)
                .addStatement("$T buffer = $T.acquire()", BSON_BUFFER, BSON_BUFFER)
                .beginControlFlow("try")
                .addStatement("encode(buffer, value, context)")
                .addStatement("buffer.writeBodyTo(($T) writer)", BSON_BINARY_WRITER)
                .nextControlFlow("finally")
                .addStatement("buffer.release()")
                .endControlFlow()
                .addStatement("return")
                .endControlFlow()
                .addStatement("encodeWithWriter(writer, value, context)")
                .build();
        return MethodSpec.methodBuilder("encode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(BSON_WRITER, "writer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(body)
                .build();
    }

    private MethodSpec toBuffer() {
        return MethodSpec.methodBuilder("encode")
                .addJavadoc("Writes the document's fields (not its size or terminator) into {@code buffer}. Used by the\n"
                        + "codecs of enclosing records and by {@code BsonRecords}.\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .addParameter(BSON_BUFFER, "buffer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(components(toBuffer, "put", CodeBlock.of("buffer, value, context"),
                        ParameterSpec.builder(BSON_BUFFER, "buffer").build()))
                .build();
    }

    private MethodSpec toWriter() {
        CodeBlock.Builder body = CodeBlock.builder();
        body.addStatement("writer.writeStartDocument()");
        body.add(components(toWriter, "write", CodeBlock.of("writer, value, context"),
                ParameterSpec.builder(BSON_WRITER, "writer").build()));
        body.addStatement("writer.writeEndDocument()");
        return MethodSpec.methodBuilder("encodeWithWriter")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(BSON_WRITER, "writer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(body.build())
                .build();
    }

    /** Every component in encode order; for a wide record, a call per group of components (see {@link ComponentGroups}). */
    private CodeBlock components(ValueWriting writing, String prefix, CodeBlock arguments, ParameterSpec output) {
        if (!ComponentGroups.needed(model.components())) {
            CodeBlock.Builder body = CodeBlock.builder();
            model.encodeOrder().forEach(component -> body.add(writing.component(component)));
            return body.build();
        }
        CodeBlock.Builder calls = CodeBlock.builder();
        List<List<ComponentModel>> groups = ComponentGroups.of(model.encodeOrder());
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
