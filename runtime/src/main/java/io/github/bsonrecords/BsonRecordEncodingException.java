package io.github.bsonrecords;

import org.bson.BsonSerializationException;

/**
 * A record component's value cannot be represented in BSON (for example an {@code Instant} beyond
 * the range of a BSON date-time, or a map with a {@code null} key). Nothing is silently dropped.
 */
public final class BsonRecordEncodingException extends BsonSerializationException {
    private static final long serialVersionUID = 1L;

    public BsonRecordEncodingException(String recordName, String componentName, String bsonFieldName, String problem,
            Throwable cause) {
        super("Cannot encode " + recordName + "." + componentName + " as BSON field '" + bsonFieldName + "': " + problem);
        if (cause != null) {
            initCause(cause);
        }
    }
}
