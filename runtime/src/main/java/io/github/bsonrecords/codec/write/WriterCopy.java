package io.github.bsonrecords.codec.write;

import org.bson.BsonReader;
import org.bson.BsonWriter;

/**
 * Writes an encoded document through a {@code BsonWriter}'s API, value by value, as read from a
 * reader over its bytes: how a generated codec reaches a writer that takes no bytes (a
 * {@code BsonDocumentWriter}, a {@code JsonWriter}, a decorator). Every name and value passes the
 * writer's own methods (its checks, its depth limit, a decorator's overrides), as if the codec had
 * called them; {@code writer.pipe} would hand a decorator's work to the writer it wraps.
 */
final class WriterCopy {
    private WriterCopy() {
    }

    /** The document the reader is at (or at the start of), into the writer where it expects a document. */
    static void document(BsonReader reader, BsonWriter writer) {
        reader.readStartDocument();
        writer.writeStartDocument();
        while (reader.readBsonType() != org.bson.BsonType.END_OF_DOCUMENT) {
            writer.writeName(reader.readName());
            value(reader, writer);
        }
        reader.readEndDocument();
        writer.writeEndDocument();
    }

    private static void array(BsonReader reader, BsonWriter writer) {
        reader.readStartArray();
        writer.writeStartArray();
        while (reader.readBsonType() != org.bson.BsonType.END_OF_DOCUMENT) {
            value(reader, writer);
        }
        reader.readEndArray();
        writer.writeEndArray();
    }

    /** The value the reader has just read the type (and name) of. */
    private static void value(BsonReader reader, BsonWriter writer) {
        switch (reader.getCurrentBsonType()) {
            case DOCUMENT -> document(reader, writer);
            case ARRAY -> array(reader, writer);
            case DOUBLE -> writer.writeDouble(reader.readDouble());
            case STRING -> writer.writeString(reader.readString());
            case BINARY -> writer.writeBinaryData(reader.readBinaryData());
            case UNDEFINED -> {
                reader.readUndefined();
                writer.writeUndefined();
            }
            case OBJECT_ID -> writer.writeObjectId(reader.readObjectId());
            case BOOLEAN -> writer.writeBoolean(reader.readBoolean());
            case DATE_TIME -> writer.writeDateTime(reader.readDateTime());
            case NULL -> {
                reader.readNull();
                writer.writeNull();
            }
            case REGULAR_EXPRESSION -> writer.writeRegularExpression(reader.readRegularExpression());
            case DB_POINTER -> writer.writeDBPointer(reader.readDBPointer());
            case JAVASCRIPT -> writer.writeJavaScript(reader.readJavaScript());
            case SYMBOL -> writer.writeSymbol(reader.readSymbol());
            case JAVASCRIPT_WITH_SCOPE -> {
                writer.writeJavaScriptWithScope(reader.readJavaScriptWithScope());
                document(reader, writer);
            }
            case INT32 -> writer.writeInt32(reader.readInt32());
            case TIMESTAMP -> writer.writeTimestamp(reader.readTimestamp());
            case INT64 -> writer.writeInt64(reader.readInt64());
            case DECIMAL128 -> writer.writeDecimal128(reader.readDecimal128());
            case MIN_KEY -> {
                reader.readMinKey();
                writer.writeMinKey();
            }
            case MAX_KEY -> {
                reader.readMaxKey();
                writer.writeMaxKey();
            }
            default -> throw new IllegalStateException("no BSON value of type " + reader.getCurrentBsonType());
        }
    }
}
