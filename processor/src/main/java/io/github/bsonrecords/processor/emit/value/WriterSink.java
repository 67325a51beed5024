package io.github.bsonrecords.processor.emit.value;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_WRITER;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENCODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.SCALAR_ELEMENTS;
import static io.github.bsonrecords.processor.emit.KnownTypes.WRITES;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.List;
import java.util.Optional;

/** Encoding through the {@code BsonWriter} API: works with every writer, decorators included. */
public final class WriterSink implements ValueSink {

    @Override
    public List<ParameterSpec> helperParameters(TypeName valueType) {
        return List.of(ParameterSpec.builder(BSON_WRITER, "writer").build(),
                ParameterSpec.builder(valueType, "value").build(),
                ParameterSpec.builder(ENCODER_CONTEXT, "context").build());
    }

    @Override
    public CodeBlock helperArguments(CodeBlock value) {
        return CodeBlock.of("writer, $L, context", value);
    }

    @Override
    public CodeBlock slot(Slot slot, int bsonType, String field) {
        if (slot.component() != null) {
            return CodeBlock.builder().addStatement("writer.writeName($S)", slot.component().bsonName()).build();
        }
        if (slot.key() != null) {
            return CodeBlock.builder().addStatement("$T.mapKey(writer, $L, $N)", WRITES, slot.key(), field).build();
        }
        return CodeBlock.of("");
    }

    @Override
    public CodeBlock nullValue(Slot slot, String field) {
        return CodeBlock.builder().add(slot(slot, 0x0A, field)).addStatement("writer.writeNull()").build();
    }

    @Override
    public CodeBlock scalar(ScalarKind kind, CodeBlock value, String field) {
        return CodeBlock.builder().addStatement("$T.$L(writer, $L, $N)", WRITES, kind.method(), value, field).build();
    }

    @Override
    public CodeBlock enumValue(CodeBlock value, ValueType.EnumValue type) {
        if (!type.renamed()) {
            return CodeBlock.builder().addStatement("writer.writeString($L.name())", value).build();
        }
        // the constants @BsonEnumValue renames; the codec's EnumNames holds the same strings for the byte path
        CodeBlock.Builder cases = CodeBlock.builder();
        for (int i = 0; i < type.constants().size(); i++) {
            if (!type.constants().get(i).equals(type.bsonValues().get(i))) {
                cases.add("case $N -> $S;\n", type.constants().get(i), type.bsonValues().get(i));
            }
        }
        return CodeBlock.builder()
                .add("writer.writeString(switch ($L) {\n$>", value)
                .add(cases.build())
                .add("default -> $L.name();\n", value)
                .add("$<});\n")
                .build();
    }

    @Override
    public CodeBlock nested(CodeBlock codec, CodeBlock value) {
        return CodeBlock.builder().addStatement("$L.encode(writer, $L, context)", codec, value).build();
    }

    @Override
    public CodeBlock rawDocument(CodeBlock value) {
        return CodeBlock.builder().addStatement("$T.rawDocument(writer, $L, context)", WRITES, value).build();
    }

    @Override
    public CodeBlock fromRegistry(Slot slot, CodeBlock codec, CodeBlock value, String field) {
        return CodeBlock.builder()
                .add(slot(slot, -1, field))
                .addStatement("context.encodeWithChildContext($L, writer, $L)", codec, value)
                .build();
    }

    @Override
    public Optional<CodeBlock> primitiveArray(ValueType.Sequence sequence, CodeBlock value) {
        return Optional.empty(); // the writer takes values one by one
    }

    @Override
    public CodeBlock scalarElements(ScalarKind kind, boolean document, CodeBlock value, String field) {
        return CodeBlock.builder().addStatement("$T.$L.$L(writer, $L, $N)", SCALAR_ELEMENTS, kind.name(),
                document ? "writeMap" : "writeArray", value, field).build();
    }

    @Override
    public void openElements(CodeBlock.Builder code, boolean document, int depth) {
        code.addStatement(document ? "writer.writeStartDocument()" : "writer.writeStartArray()");
    }

    @Override
    public void endElement(CodeBlock.Builder code, int depth) {
        // the writer numbers array elements itself
    }

    @Override
    public void closeElements(CodeBlock.Builder code, boolean document, int depth) {
        code.addStatement(document ? "writer.writeEndDocument()" : "writer.writeEndArray()");
    }
}
