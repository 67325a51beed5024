package io.github.bsonrecords.processor.emit.value;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BYTES;
import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_TYPE;
import static io.github.bsonrecords.processor.emit.KnownTypes.BYTE_READS;
import static io.github.bsonrecords.processor.emit.KnownTypes.DECODER_CONTEXT;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.KnownTypes;
import io.github.bsonrecords.processor.layout.BsonTypes;
import io.github.bsonrecords.processor.model.MapKey;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.List;
import java.util.Optional;

/**
 * Decoding straight from the document's bytes: names matched on bytes, numbers read with
 * little-endian loads, unknown values skipped by size. Every size is checked by
 * {@code BsonBytes} before it is used.
 */
public final class ByteSource implements ValueSource {

    @Override
    public List<ParameterSpec> helperParameters() {
        return List.of(ParameterSpec.builder(ArrayTypeName.of(TypeName.BYTE), "bytes").build(),
                ParameterSpec.builder(TypeName.INT, "type").build(),
                ParameterSpec.builder(TypeName.INT, "start").build(),
                ParameterSpec.builder(TypeName.INT, "end").build(),
                ParameterSpec.builder(DECODER_CONTEXT, "context").build(),
                ParameterSpec.builder(TypeName.INT, "depth").build());
    }

    @Override
    public CodeBlock helperArguments(Cursor at) {
        return CodeBlock.of("bytes, $N, $N, $N, context, depth", at.type(), at.start(), at.end());
    }

    @Override
    public Cursor helperCursor() {
        return new Cursor("type", "start", "end");
    }

    @Override
    public CodeBlock isNull(Cursor at) {
        return CodeBlock.of("$T.isNull($N)", BYTE_READS, at.type());
    }

    @Override
    public CodeBlock expect(Cursor at, boolean document, String field) {
        return CodeBlock.builder()
                .addStatement("$T.expect(bytes, $N, $N, $T.$L, $N)", BYTE_READS, at.type(), at.start(), BSON_TYPE,
                        document ? "DOCUMENT" : "ARRAY", field)
                .build();
    }

    @Override
    public CodeBlock scalar(ScalarKind kind, Cursor at, String field) {
        return CodeBlock.of("$T.$L(bytes, $N, $N, $N, $N)", BYTE_READS, kind.method(), at.type(), at.start(), at.end(),
                field);
    }

    @Override
    public CodeBlock enumValue(ClassName type, CodeBlock enumNames, Cursor at, String field) {
        return CodeBlock.of("$T.enumValue(bytes, $N, $N, $N, $L, $N)", BYTE_READS, at.type(), at.start(), at.end(),
                enumNames, field);
    }

    @Override
    public CodeBlock nested(CodeBlock codec, Cursor at, String field) {
        return CodeBlock.of("$T.nested($L, bytes, $N, $N, context, depth, $N)", BYTE_READS, codec, at.type(),
                at.start(), field);
    }

    @Override
    public CodeBlock rawDocument(Cursor at, String field) {
        return CodeBlock.of("$T.rawDocument(bytes, $N, $N, $N, $N)", BYTE_READS, at.type(), at.start(), at.end(), field);
    }

    @Override
    public CodeBlock fromRegistry(CodeBlock codec, Cursor at, String field) {
        return CodeBlock.of("$T.decode($L, bytes, $N, $N, context, $N)", BYTE_READS, codec, at.type(), at.start(),
                field);
    }

    /**
     * For fixed-size scalars: the count the array's byte length gives when its elements are those values; for
     * any other element, the count a walk over the elements' sizes gives, so that a list is allocated once at
     * its size, as a decoder that knew it would.
     */
    @Override
    public Optional<CodeBlock> elementCount(Cursor at, ValueType element) {
        Optional<Integer> fixed = element.scalarKind().flatMap(kind -> BsonTypes.fixedSize(kind.bsonType()));
        return Optional.of(fixed.map(size -> CodeBlock.of("$T.fixedElementCount($N, $N, $L)", BSON_BYTES, at.start(),
                at.end(), size)).orElseGet(() -> CodeBlock.of("$T.arrayElementCount(bytes, $N, $N)", BSON_BYTES,
                at.start(), at.end())));
    }

    /** Strings held while the array is read, so that the list is allocated at its size without a count walk. */
    @Override
    public Optional<CodeBlock> stringList(Cursor at, String field) {
        return Optional.of(CodeBlock.of("$T.read(bytes, $N, $N, $N)", KnownTypes.STRING_LISTS, at.start(), at.end(),
                field));
    }

    @Override
    public Optional<CodeBlock> entryCount(Cursor at) {
        return Optional.of(CodeBlock.of("$T.mapCapacity($T.elementCount(bytes, $N, $N))", BSON_BYTES, BSON_BYTES,
                at.start(), at.end()));
    }

    @Override
    public Cursor openElements(CodeBlock.Builder code, Cursor at, boolean document, int depth) {
        String limit = "limit" + depth;
        String position = "position" + depth;
        String type = "type" + depth;
        String nameEnd = "nameEnd" + depth;
        String valueStart = "valueStart" + depth;
        String valueEnd = "valueEnd" + depth;
        code.addStatement("int $N = $N - 1", limit, at.end());
        code.addStatement("int $N = $N + 4", position, at.start());
        String index = "index" + depth;
        if (!document) {
            code.addStatement("int $N = 0", index);
        }
        code.beginControlFlow("try");
        code.beginControlFlow("while ($N < $N)", position, limit);
        code.addStatement("int $N = bytes[$N] & 0xFF", type, position);
        if (document) {
            code.addStatement("int $N = $T.nameEnd(bytes, $N + 1, $N)", nameEnd, BSON_BYTES, position, limit);
        } else {
            // an array's names are its indexes, found by their digits; a map's keys and a document's names are longer
            code.addStatement("int $N = $T.elementNameEnd(bytes, $N + 1, $N, $N++)", nameEnd, BSON_BYTES, position,
                    limit, index);
        }
        code.addStatement("int $N = $N + 1", valueStart, nameEnd);
        code.addStatement("int $N = $T.valueEnd(bytes, $N, $N, $N)", valueEnd, BSON_BYTES, type, valueStart, limit);
        return new Cursor(type, valueStart, valueEnd);
    }

    /** Other keys than strings are read from the name's bytes, without a String on the way. */
    @Override
    public CodeBlock mapKey(MapKey key, CodeBlock enumNames, int depth, String field) {
        return switch (key.kind()) {
            case STRING -> CodeBlock.of("$T.name(bytes, position$L + 1, nameEnd$L)", BYTE_READS, depth, depth);
            case ENUM -> CodeBlock.of("$T.$L(bytes, position$L + 1, nameEnd$L, $L, $N)", BYTE_READS, key.kind().method(),
                    depth, depth, enumNames, field);
            case UUID, INTEGER, LONG -> CodeBlock.of("$T.$L(bytes, position$L + 1, nameEnd$L, $N)", BYTE_READS,
                    key.kind().method(), depth, depth, field);
        };
    }

    @Override
    public void closeElements(CodeBlock.Builder code, boolean document, int depth) {
        code.addStatement("position$L = valueEnd$L", depth, depth);
        code.endControlFlow();
        code.nextControlFlow("catch ($T e)", KnownTypes.DECODING_EXCEPTION);
        code.addStatement("throw $T.element(e, bytes, position$L + 1, $L)", KnownTypes.DECODE_PATHS, depth, document);
        code.endControlFlow();
    }

    /** None: the codec's own loop, which the JIT compiles for this component's element alone. */
    @Override
    public Optional<CodeBlock> sharedContainer(boolean map, String element, Cursor at, String field) {
        return Optional.empty();
    }
}
