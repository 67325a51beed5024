package io.github.bsonrecords.codec.read;

import java.time.Instant;
import org.bson.BsonReader;
import org.bson.BsonType;

/**
 * A short rendering of the value a decode error found, read from the reader positioned on it.
 * Only ever called on the way to an exception, so reading the value does no harm.
 */
final class FoundValues {
    private static final int MAX_STRING = 32;

    private FoundValues() {
    }

    /** " 7", " \"warm\"", " 2024-05-01T12:00:00Z", or "" for types not rendered (documents, arrays, binary). */
    static String render(BsonReader reader, BsonType type) {
        try {
            return switch (type) {
                case STRING -> " " + quote(reader.readString());
                case SYMBOL -> " " + quote(reader.readSymbol());
                case INT32 -> " " + reader.readInt32();
                case INT64 -> " " + reader.readInt64();
                case DOUBLE -> " " + reader.readDouble();
                case DECIMAL128 -> " " + reader.readDecimal128();
                case BOOLEAN -> " " + reader.readBoolean();
                case DATE_TIME -> " " + Instant.ofEpochMilli(reader.readDateTime());
                case OBJECT_ID -> " " + reader.readObjectId().toHexString();
                default -> "";
            };
        } catch (RuntimeException e) {
            // a value that cannot be read is reported by its type alone; the decode error stays the one raised
            return "";
        }
    }

    private static String quote(String value) {
        return '"' + (value.length() <= MAX_STRING ? value : value.substring(0, MAX_STRING - 3) + "...") + '"';
    }
}
