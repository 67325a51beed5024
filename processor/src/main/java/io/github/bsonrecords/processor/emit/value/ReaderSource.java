package io.github.bsonrecords.processor.emit.value;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_READER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_TYPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.DECODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.MAP_KEYS;
import static io.github.bsonrecords.processor.emit.KnownTypes.READS;
import static io.github.bsonrecords.processor.emit.KnownTypes.SCALAR_CONTAINERS;
import static io.github.bsonrecords.processor.emit.KnownTypes.SCALAR_CONTAINER_ELEMENT;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.List;
import java.util.Optional;

/** Decoding through the {@code BsonReader} API: works with every reader. */
public final class ReaderSource implements ValueSource {

    @Override
    public List<ParameterSpec> helperParameters() {
        return List.of(ParameterSpec.builder(BSON_READER, "reader").build(),
                ParameterSpec.builder(DECODER_CONTEXT, "context").build(),
                ParameterSpec.builder(TypeName.INT, "depth").build());
    }

    @Override
    public CodeBlock helperArguments(Cursor at) {
        return CodeBlock.of("reader, context, depth");
    }

    @Override
    public Cursor helperCursor() {
        return Cursor.READER;
    }

    @Override
    public CodeBlock isNull(Cursor at) {
        return CodeBlock.of("$T.consumeNull(reader)", READS);
    }

    @Override
    public CodeBlock expect(Cursor at, boolean document, String field) {
        return CodeBlock.builder()
                .addStatement("$T.expect(reader, $T.$L, $N)", READS, BSON_TYPE, document ? "DOCUMENT" : "ARRAY", field)
                .build();
    }

    @Override
    public CodeBlock scalar(ScalarKind kind, Cursor at, String field) {
        return CodeBlock.of("$T.$L(reader, $N)", READS, kind.method(), field);
    }

    @Override
    public CodeBlock enumValue(ClassName type, CodeBlock enumNames, Cursor at, String field) {
        return CodeBlock.of("$T.enumValue(reader, $L, $N)", READS, enumNames, field);
    }

    @Override
    public CodeBlock nested(CodeBlock codec, Cursor at, String field) {
        return CodeBlock.of("$T.nested($L, reader, context, depth, $N)", READS, codec, field);
    }

    @Override
    public CodeBlock rawDocument(Cursor at, String field) {
        return CodeBlock.of("$T.rawDocument(reader, context, $N)", READS, field);
    }

    @Override
    public CodeBlock fromRegistry(CodeBlock codec, Cursor at, String field) {
        return CodeBlock.of("$T.decode($L, reader, context, $N)", READS, codec, field);
    }

    @Override
    public Optional<CodeBlock> elementCount(Cursor at, ValueType element) {
        return Optional.empty(); // the reader tells no sizes
    }

    @Override
    public Optional<CodeBlock> stringList(Cursor at, String field) {
        return Optional.empty(); // the element loop, which reads from the reader
    }

    @Override
    public Cursor openElements(CodeBlock.Builder code, Cursor at, boolean document, int depth) {
        code.addStatement(document ? "reader.readStartDocument()" : "reader.readStartArray()");
        // the key or index being read, for the path in a decode error
        if (document) {
            code.addStatement("$T name$L = null", KnownTypes.STRING, depth);
        } else {
            code.addStatement("int index$L = 0", depth);
        }
        code.beginControlFlow("try");
        code.beginControlFlow("while (reader.readBsonType() != $T.END_OF_DOCUMENT)", BSON_TYPE);
        return Cursor.READER;
    }

    @Override
    public CodeBlock mapKey(MapKey key, CodeBlock enumNames, int depth, String field) {
        // the name is kept for the path in a decode error, the key's own included
        CodeBlock name = CodeBlock.of("name$L = reader.readName()", depth);
        return switch (key.kind()) {
            case STRING -> name;
            case ENUM -> CodeBlock.of("$T.$L($L, $L, $N)", MAP_KEYS, key.kind().method(), name, enumNames, field);
            case UUID, INTEGER, LONG -> CodeBlock.of("$T.$L($L, $N)", MAP_KEYS, key.kind().method(), name, field);
        };
    }

    @Override
    public void closeElements(CodeBlock.Builder code, boolean document, int depth) {
        if (!document) {
            code.addStatement("index$L++", depth);
        }
        code.endControlFlow();
        code.nextControlFlow("catch ($T e)", KnownTypes.DECODING_EXCEPTION);
        if (document) {
            code.addStatement("throw $T.key(e, name$L)", KnownTypes.DECODE_PATHS, depth);
        } else {
            code.addStatement("throw $T.index(e, index$L)", KnownTypes.DECODE_PATHS, depth);
        }
        code.endControlFlow();
        code.addStatement(document ? "reader.readEndDocument()" : "reader.readEndArray()");
    }

    @Override
    public Optional<CodeBlock> sharedContainer(boolean map, String element, Cursor at, String field) {
        return Optional.of(CodeBlock.of("$T.$L(reader, $T.$L, $N)", SCALAR_CONTAINERS, map ? "map" : "list",
                SCALAR_CONTAINER_ELEMENT, element, field));
    }

    @Override
    public Optional<CodeBlock> entryCount(Cursor at) {
        return Optional.empty(); // the reader tells no sizes
    }
}
