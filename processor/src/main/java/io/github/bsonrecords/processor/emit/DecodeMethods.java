package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BINARY_READER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BYTES;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_READER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_TYPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.DECODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.DOCUMENT_SOURCE;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ComponentModel;
import io.github.bsonrecords.processor.model.RecordModel;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The decode half of a codec: {@code decode(BsonReader, ...)} takes the document's bytes when the
 * reader is a {@code BsonBinaryReader} and decodes them directly; any other reader goes through
 * the reader API. Both paths share {@link ValueReading}, so they decode every type alike.
 */
final class DecodeMethods {
    private final RecordModel model;
    private final CodecMembers members;
    private final TypeName recordType;
    private final ValueReading fromReader;
    private final ValueReading fromBytes;

    DecodeMethods(RecordModel model, CodecMembers members, TypeName recordType) {
        this.model = model;
        this.members = members;
        this.recordType = recordType;
        this.fromReader = new ValueReading(new ReaderSource(), members, "read");
        this.fromBytes = new ValueReading(new ByteSource(), members, "parse");
    }

    List<MethodSpec> methods() {
        List<MethodSpec> methods = new ArrayList<>();
        methods.add(dispatch());
        methods.add(fromBytes());
        methods.add(fromReader());
        methods.add(FieldNameMatcher.method(model.components(), members));
        methods.addAll(fromBytes.helpers());
        methods.addAll(fromReader.helpers());
        return methods;
    }

    private MethodSpec dispatch() {
        CodeBlock body = CodeBlock.builder()
                .beginControlFlow("if (reader instanceof $T binary)", BSON_BINARY_READER)
                .addStatement("byte[] document = $T.acquire(binary)", DOCUMENT_SOURCE)
                .beginControlFlow("if (document != null)")
                .beginControlFlow("try")
                .addStatement("return decode(document, 0, context)")
                .nextControlFlow("finally")
                .addStatement("$T.release(document)", DOCUMENT_SOURCE)
                .endControlFlow()
                .endControlFlow()
                .endControlFlow()
                .addStatement("return decodeWithReader(reader, context)")
                .build();
        return MethodSpec.methodBuilder("decode")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(recordType)
                .addParameter(BSON_READER, "reader")
                .addParameter(DECODER_CONTEXT, "context")
                .addCode(body)
                .build();
    }

    private MethodSpec fromReader() {
        CodeBlock.Builder body = CodeBlock.builder();
        declareLocals(body);
        body.addStatement("reader.readStartDocument()");
        body.beginControlFlow("while (reader.readBsonType() != $T.END_OF_DOCUMENT)", BSON_TYPE);
        body.beginControlFlow("switch (reader.readName())");
        for (ComponentModel component : model.components()) {
            body.addStatement("case $S -> $N = $L", component.bsonName(), members.local(component),
                    fromReader.component(component, Cursor.READER));
        }
        body.addStatement("default -> reader.skipValue()");
        body.endControlFlow();
        body.endControlFlow();
        body.addStatement("reader.readEndDocument()");
        return MethodSpec.methodBuilder("decodeWithReader")
                .addModifiers(Modifier.PRIVATE)
                .returns(recordType)
                .addParameter(BSON_READER, "reader")
                .addParameter(DECODER_CONTEXT, "context")
                .addCode(body.add(construct()).build())
                .build();
    }

    private MethodSpec fromBytes() {
        CodeBlock.Builder body = CodeBlock.builder();
        declareLocals(body);
        body.addStatement("int limit = $T.documentEnd(bytes, start) - 1", BSON_BYTES);
        body.addStatement("int position = start + 4");
        body.beginControlFlow("while (position < limit)");
        body.addStatement("int type = bytes[position] & 0xFF");
        body.addStatement("int nameEnd = $T.nameEnd(bytes, position + 1, limit)", BSON_BYTES);
        body.addStatement("int valueStart = nameEnd + 1");
        body.addStatement("int valueEnd = $T.valueEnd(bytes, type, valueStart, limit)", BSON_BYTES);
        body.beginControlFlow("switch ($N(bytes, position + 1, nameEnd - position - 1))", FieldNameMatcher.METHOD);
        Cursor value = new Cursor("type", "valueStart", "valueEnd");
        List<ComponentModel> components = model.components();
        for (int i = 0; i < components.size(); i++) {
            ComponentModel component = components.get(i);
            body.addStatement("case $L -> $N = $L", i, members.local(component), fromBytes.component(component, value));
        }
        body.add("default -> {\n$>// not a component: skipped by its size, never decoded\n$<}\n");
        body.endControlFlow();
        body.addStatement("position = valueEnd");
        body.endControlFlow();
        return MethodSpec.methodBuilder("decode")
                .addJavadoc("Decodes the document that starts at {@code start} in {@code bytes}, reading no further than\n"
                        + "the size it declares. Used by the codecs of enclosing records and by {@code BsonRecords}.\n")
                .addAnnotation(Override.class)
                .addModifiers(Modifier.PUBLIC)
                .returns(recordType)
                .addParameter(ArrayTypeName.of(TypeName.BYTE), "bytes")
                .addParameter(TypeName.INT, "start")
                .addParameter(DECODER_CONTEXT, "context")
                .addCode(body.add(construct()).build())
                .build();
    }

    private void declareLocals(CodeBlock.Builder body) {
        for (ComponentModel component : model.components()) {
            body.addStatement("$T $N = $L", component.type().javaType(), members.local(component),
                    initialValue(component.type()));
        }
    }

    private CodeBlock construct() {
        List<CodeBlock> arguments = model.components().stream().map(c -> CodeBlock.of("$N", members.local(c))).toList();
        return CodeBlock.builder()
                .beginControlFlow("try")
                .addStatement("return new $T$L($L)", model.recordClass(), model.generic() ? "<>" : "",
                        CodeBlock.join(arguments, ", "))
                .nextControlFlow("catch (RuntimeException e)")
                .addStatement("throw $T.constructorFailed($S, e)", KnownTypes.READS, model.recordName())
                .endControlFlow()
                .build();
    }

    private static CodeBlock initialValue(ValueType type) {
        if (type instanceof ValueType.Scalar scalar && scalar.javaType().isPrimitive()) {
            return CodeBlock.of(ScalarCode.zero(scalar.kind()));
        }
        if (type instanceof ValueType.OptionalValue) {
            return CodeBlock.of("$T.empty()", KnownTypes.OPTIONAL);
        }
        if (type instanceof ValueType.OptionalPrimitive optional) {
            return CodeBlock.of("$T.empty()", optional.javaType());
        }
        return CodeBlock.of("null");
    }
}
