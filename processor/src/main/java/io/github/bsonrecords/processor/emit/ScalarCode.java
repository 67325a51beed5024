package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.READS;
import static io.github.bsonrecords.processor.emit.KnownTypes.WRITES;

import com.palantir.javapoet.CodeBlock;
import io.github.bsonrecords.processor.model.ScalarKind;

/** The reader and writer calls for each scalar kind. One table, so decode and encode stay in step. */
final class ScalarCode {
    private ScalarCode() {
    }

    /** An expression reading a non-null value of the kind from {@code reader}. */
    static CodeBlock read(ScalarKind kind, String fieldRef) {
        return CodeBlock.of("$T.$L(reader, $N)", READS, readMethod(kind), fieldRef);
    }

    /** A statement writing the non-null {@code value} to {@code writer}. */
    static CodeBlock write(ScalarKind kind, CodeBlock value, String fieldRef) {
        return switch (kind) {
            case BOOLEAN -> CodeBlock.of("writer.writeBoolean($L)", value);
            case INT, SHORT, BYTE -> CodeBlock.of("writer.writeInt32($L)", value);
            case LONG -> CodeBlock.of("writer.writeInt64($L)", value);
            case DOUBLE, FLOAT -> CodeBlock.of("writer.writeDouble($L)", value);
            case STRING -> CodeBlock.of("writer.writeString($L)", value);
            case OBJECT_ID -> CodeBlock.of("writer.writeObjectId($L)", value);
            case DECIMAL128 -> CodeBlock.of("writer.writeDecimal128($L)", value);
            case CHAR -> CodeBlock.of("$T.character(writer, $L)", WRITES, value);
            case DATE -> CodeBlock.of("$T.date(writer, $L)", WRITES, value);
            case UUID -> CodeBlock.of("$T.uuid(writer, $L)", WRITES, value);
            case BYTES -> CodeBlock.of("$T.bytes(writer, $L)", WRITES, value);
            case BINARY -> CodeBlock.of("$T.binary(writer, $L)", WRITES, value);
            case OBJECT_ID_HEX -> CodeBlock.of("$T.objectIdHex(writer, $L, $N)", WRITES, value, fieldRef);
            case INSTANT -> CodeBlock.of("$T.instant(writer, $L, $N)", WRITES, value, fieldRef);
            case LOCAL_DATE -> CodeBlock.of("$T.localDate(writer, $L, $N)", WRITES, value, fieldRef);
            case LOCAL_DATE_TIME -> CodeBlock.of("$T.localDateTime(writer, $L, $N)", WRITES, value, fieldRef);
            case LOCAL_TIME -> CodeBlock.of("$T.localTime(writer, $L, $N)", WRITES, value, fieldRef);
            case BIG_DECIMAL -> CodeBlock.of("$T.bigDecimal(writer, $L, $N)", WRITES, value, fieldRef);
        };
    }

    /** The primitive's zero, the value of a missing field. */
    static String zero(ScalarKind kind) {
        return switch (kind) {
            case BOOLEAN -> "false";
            case CHAR -> "'\\0'";
            case LONG -> "0L";
            case DOUBLE -> "0.0";
            case FLOAT -> "0.0f";
            default -> "0";
        };
    }

    private static String readMethod(ScalarKind kind) {
        return switch (kind) {
            case BOOLEAN -> "booleanValue";
            case INT -> "intValue";
            case LONG -> "longValue";
            case DOUBLE -> "doubleValue";
            case FLOAT -> "floatValue";
            case SHORT -> "shortValue";
            case BYTE -> "byteValue";
            case CHAR -> "charValue";
            case STRING -> "string";
            case OBJECT_ID_HEX -> "objectIdHex";
            case OBJECT_ID -> "objectId";
            case INSTANT -> "instant";
            case DATE -> "date";
            case LOCAL_DATE -> "localDate";
            case LOCAL_DATE_TIME -> "localDateTime";
            case LOCAL_TIME -> "localTime";
            case UUID -> "uuid";
            case DECIMAL128 -> "decimal128";
            case BIG_DECIMAL -> "bigDecimal";
            case BYTES -> "bytes";
            case BINARY -> "binary";
        };
    }
}
