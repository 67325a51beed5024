package io.github.bsonrecords.processor.emit.codec;

import static io.github.bsonrecords.processor.emit.KnownTypes.BSON_BUFFER;
import static io.github.bsonrecords.processor.emit.KnownTypes.BYTE_WRITES;
import static io.github.bsonrecords.processor.emit.KnownTypes.ENCODER_CONTEXT;
import static io.github.bsonrecords.processor.emit.KnownTypes.SCALAR_ELEMENTS;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.ParameterSpec;
import com.palantir.javapoet.TypeName;
import io.github.bsonrecords.processor.emit.value.Slot;
import io.github.bsonrecords.processor.emit.value.ValueSink;
import io.github.bsonrecords.processor.model.ScalarKind;
import io.github.bsonrecords.processor.model.SequenceKind;
import io.github.bsonrecords.processor.model.ValueType;
import java.util.List;
import java.util.Optional;

/**
 * Encoding into a {@code BsonBuffer}: pre-encoded {@code [type][name][0]} headers, cached array
 * indexes, little-endian numbers and ASCII-fast strings, written into one array that is copied
 * once into the driver's output.
 */
final class BufferSink implements ValueSink {
    private final CodecMembers members;

    BufferSink(CodecMembers members) {
        this.members = members;
    }

    @Override
    public List<ParameterSpec> helperParameters(TypeName valueType) {
        return List.of(ParameterSpec.builder(BSON_BUFFER, "buffer").build(),
                ParameterSpec.builder(valueType, "value").build(),
                ParameterSpec.builder(ENCODER_CONTEXT, "context").build());
    }

    @Override
    public CodeBlock helperArguments(CodeBlock value) {
        return CodeBlock.of("buffer, $L, context", value);
    }

    @Override
    public CodeBlock slot(Slot slot, int bsonType, String field) {
        CodeBlock.Builder code = CodeBlock.builder();
        if (slot.component() != null && bsonType != 0x0A) {
            return code.addStatement("buffer.putBytes($N)", members.header(slot.component())).build();
        }
        code.addStatement("buffer.putByte($L)", hex(bsonType));
        return code.add(name(slot, field)).build();
    }

    @Override
    public CodeBlock nullValue(Slot slot, String field) {
        return slot(slot, 0x0A, field);
    }

    @Override
    public CodeBlock scalar(ScalarKind kind, CodeBlock value, String field) {
        return CodeBlock.builder().addStatement("$T.$L(buffer, $L, $N)", BYTE_WRITES, kind.method(), value, field).build();
    }

    @Override
    public CodeBlock enumValue(CodeBlock value, ValueType.EnumValue type) {
        return CodeBlock.builder().addStatement("buffer.putBytes($N.nameBytes($L))", members.enumNames(type), value).build();
    }

    @Override
    public CodeBlock nested(CodeBlock codec, CodeBlock value) {
        return CodeBlock.builder().addStatement("$T.nested($L, buffer, $L, context)", BYTE_WRITES, codec, value).build();
    }

    @Override
    public CodeBlock rawDocument(CodeBlock value) {
        return CodeBlock.builder().addStatement("buffer.putRawDocument($L)", value).build();
    }

    @Override
    public CodeBlock fromRegistry(Slot slot, CodeBlock codec, CodeBlock value, String field) {
        return CodeBlock.builder()
                .addStatement("byte[] encoded = $T.encode(buffer, $L, $L, context)", BYTE_WRITES, codec, value)
                .addStatement("buffer.putByte(encoded[0])")
                .add(name(slot, field))
                .addStatement("buffer.putBytes(encoded, 1, encoded.length - 1)")
                .build();
    }

    /** {@code double[]}, {@code long[]} and {@code int[]}: one loop in the buffer, room made once per run of elements. */
    @Override
    public Optional<CodeBlock> primitiveArray(ValueType.Sequence sequence, CodeBlock value) {
        if (sequence.kind() != SequenceKind.ARRAY || !(sequence.element() instanceof ValueType.Scalar scalar)
                || !scalar.javaType().isPrimitive()) {
            return Optional.empty();
        }
        return switch (scalar.kind()) {
            case DOUBLE -> Optional.of(CodeBlock.builder().addStatement("buffer.putDoubleArray($L)", value).build());
            case LONG -> Optional.of(CodeBlock.builder().addStatement("buffer.putLongArray($L)", value).build());
            case INT -> Optional.of(CodeBlock.builder().addStatement("buffer.putIntArray($L)", value).build());
            default -> Optional.empty();
        };
    }

    @Override
    public CodeBlock scalarElements(ScalarKind kind, boolean document, CodeBlock value, String field) {
        return CodeBlock.builder().addStatement("$T.$L.$L(buffer, $L, $N)", SCALAR_ELEMENTS, kind.name(),
                document ? "putMap" : "putArray", value, field).build();
    }

    @Override
    public void openElements(CodeBlock.Builder code, boolean document, int depth) {
        code.addStatement("int start$L = buffer.reserveInt()", depth);
        if (!document) {
            code.addStatement("int index$L = 0", depth);
        }
    }

    @Override
    public void endElement(CodeBlock.Builder code, int depth) {
        code.addStatement("index$L++", depth);
    }

    @Override
    public void closeElements(CodeBlock.Builder code, boolean document, int depth) {
        code.addStatement("buffer.putByte(0)");
        code.addStatement("buffer.patchSize(start$L)", depth);
    }

    /** The slot's name as a CString: a field's pre-encoded name, an array index, or a checked map key. */
    private CodeBlock name(Slot slot, String field) {
        if (slot.component() != null) {
            return CodeBlock.builder().addStatement("buffer.putBytes($N)", members.nameCString(slot.component())).build();
        }
        if (slot.key() != null) {
            return CodeBlock.builder().addStatement("$T.mapKey(buffer, $L, $N)", BYTE_WRITES, slot.key(), field).build();
        }
        return CodeBlock.builder().addStatement("buffer.putArrayIndex($N)", slot.index()).build();
    }

    private static String hex(int bsonType) {
        return String.format("0x%02X", bsonType);
    }
}
