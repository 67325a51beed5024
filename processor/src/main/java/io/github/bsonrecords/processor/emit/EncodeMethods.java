package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BINARY_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENCODER_CONTEXT;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
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

    EncodeMethods(RecordModel model, CodecMembers members, TypeName recordType) {
        this.model = model;
        this.recordType = recordType;
        this.toWriter = new ValueWriting(new WriterSink(), members, "write");
        this.toBuffer = new ValueWriting(new BufferSink(members), members, "put");
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(dispatch());
        methods.add(toBuffer());
        methods.add(toWriter());
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
        CodeBlock.Builder body = CodeBlock.builder();
        for (ComponentModel component : model.encodeOrder()) {
            body.add(toBuffer.component(component));
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
        for (ComponentModel component : model.encodeOrder()) {
            body.add(toWriter.component(component));
        }
        body.addStatement("writer.writeEndDocument()");
        return MethodSpec.methodBuilder("encodeWithWriter")
                .addModifiers(Modifier.PRIVATE)
                .addParameter(BSON_WRITER, "writer")
                .addParameter(recordType, "value")
                .addParameter(ENCODER_CONTEXT, "context")
                .addCode(body.build())
                .build();
    }
}
