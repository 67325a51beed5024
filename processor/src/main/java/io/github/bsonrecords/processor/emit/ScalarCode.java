package io.github.bsonrecords.processor.emit;

import static io.github.bsonrecords.processor.emit.KnownTypes.BYTE_ENCODING;
import static io.github.bsonrecords.processor.emit.KnownTypes.WRITES;

import com.palantir.javapoet.CodeBlock;
import io.github.bsonrecords.processor.model.ScalarKind;

/** The reader and writer calls for each scalar kind. One table, so decode and encode stay in step. */
final class ScalarCode {
    private ScalarCode() {
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

    /** A statement writing the non-null {@code value} into {@code buffer}, the bytes {@link #write} would give. */
    static CodeBlock put(ScalarKind kind, CodeBlock value, String fieldRef) {
        return switch (kind) {
            case BOOLEAN -> CodeBlock.of("buffer.putByte($L ? 1 : 0)", value);
            case INT, SHORT, BYTE -> CodeBlock.of("buffer.putInt($L)", value);
            case LONG -> CodeBlock.of("buffer.putLong($L)", value);
            case DOUBLE, FLOAT -> CodeBlock.of("buffer.putDouble($L)", value);
            case STRING -> CodeBlock.of("buffer.putString($L)", value);
            case OBJECT_ID -> CodeBlock.of("buffer.putObjectId($L)", value);
            case DECIMAL128 -> CodeBlock.of("buffer.putDecimal128($L)", value);
            case BYTES -> CodeBlock.of("buffer.putBinary(0, $L)", value);
            case CHAR -> CodeBlock.of("$T.character(buffer, $L)", BYTE_ENCODING, value);
            case DATE -> CodeBlock.of("buffer.putLong($L.getTime())", value);
            case UUID -> CodeBlock.of("$T.uuid(buffer, $L)", BYTE_ENCODING, value);
            case BINARY -> CodeBlock.of("buffer.putBinary($L.getType(), $L.getData())", value, value);
            case OBJECT_ID_HEX -> CodeBlock.of("$T.objectIdHex(buffer, $L, $N)", BYTE_ENCODING, value, fieldRef);
            case INSTANT -> CodeBlock.of("$T.instant(buffer, $L, $N)", BYTE_ENCODING, value, fieldRef);
            case LOCAL_DATE -> CodeBlock.of("$T.localDate(buffer, $L, $N)", BYTE_ENCODING, value, fieldRef);
            case LOCAL_DATE_TIME -> CodeBlock.of("$T.localDateTime(buffer, $L, $N)", BYTE_ENCODING, value, fieldRef);
            case LOCAL_TIME -> CodeBlock.of("$T.localTime(buffer, $L, $N)", BYTE_ENCODING, value, fieldRef);
            case BIG_DECIMAL -> CodeBlock.of("$T.bigDecimal(buffer, $L, $N)", BYTE_ENCODING, value, fieldRef);
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

    /** Whether the byte reader of the kind needs the value's end (it has a variable length). */
    static boolean readsToEnd(ScalarKind kind) {
        return switch (kind) {
            case CHAR, STRING, UUID, BYTES, BINARY -> true;
            default -> false;
        };
    }

    /** The BSON type code a value of the kind is written with. */
    static int bsonType(ScalarKind kind) {
        return switch (kind) {
            case DOUBLE, FLOAT -> 0x01;
            case STRING, CHAR -> 0x02;
            case BYTES, BINARY, UUID -> 0x05;
            case OBJECT_ID, OBJECT_ID_HEX -> 0x07;
            case BOOLEAN -> 0x08;
            case INSTANT, DATE, LOCAL_DATE, LOCAL_DATE_TIME, LOCAL_TIME -> 0x09;
            case INT, SHORT, BYTE -> 0x10;
            case LONG -> 0x12;
            case DECIMAL128, BIG_DECIMAL -> 0x13;
        };
    }

    /** The name shared by the {@code Reads} and {@code FastReads} method for the kind. */
    static String readMethod(ScalarKind kind) {
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
