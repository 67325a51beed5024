package io.github.bsonrecords.codec;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.BsonRecordEncodingException;
import org.bson.BsonType;

/**
 * One record component and the BSON field it maps to. Generated codecs hold one constant per
 * component and pass it to the readers and writers, so that every error names the record, the
 * component and the field without any per-document work.
 */
public final class FieldRef {
    private final String recordName;
    private final String componentName;
    private final String bsonName;

    public FieldRef(String recordName, String componentName, String bsonName) {
        this.recordName = recordName;
        this.componentName = componentName;
        this.bsonName = bsonName;
    }

    public String recordName() {
        return recordName;
    }

    public String componentName() {
        return componentName;
    }

    public String bsonName() {
        return bsonName;
    }

    /** A value of the wrong BSON type. */
    public BsonRecordDecodingException unexpectedType(String expected, BsonType found) {
        return unexpectedType(expected, found, "");
    }

    /** {@link #unexpectedType(String, BsonType)} followed by a short rendering of the value found (" 7", " \"warm\""). */
    public BsonRecordDecodingException unexpectedType(String expected, BsonType found, String renderedValue) {
        return decodingError(Kind.WRONG_TYPE, "expected " + expected + ", found " + describe(found) + renderedValue);
    }

    /** BSON null where the component is a primitive. */
    public BsonRecordDecodingException nullOnPrimitive(String primitive) {
        return decodingError(Kind.NULL_ON_PRIMITIVE, "expected " + primitive + ", found BSON null (a primitive component cannot hold null;"
                + " use the wrapper type or Optional to accept null)");
    }

    /** A value the component cannot hold, of kind {@link Kind#INVALID_VALUE}. */
    public BsonRecordDecodingException decodingError(String problem) {
        return decodingError(Kind.INVALID_VALUE, problem);
    }

    /** {@link #decodingError(String)} with its cause. */
    public BsonRecordDecodingException decodingError(String problem, Throwable cause) {
        return decodingError(Kind.INVALID_VALUE, problem, cause);
    }

    /** A failure of the given kind to decode the component. */
    public BsonRecordDecodingException decodingError(Kind kind, String problem) {
        return new BsonRecordDecodingException(kind, recordName, componentName, bsonName, problem, null);
    }

    /** {@link #decodingError(Kind, String)} with its cause. */
    public BsonRecordDecodingException decodingError(Kind kind, String problem, Throwable cause) {
        return new BsonRecordDecodingException(kind, recordName, componentName, bsonName, problem, cause);
    }

    public BsonRecordEncodingException encodingError(String problem, Throwable cause) {
        return new BsonRecordEncodingException(recordName, componentName, bsonName, problem, cause);
    }

    static String describe(BsonType type) {
        return switch (type) {
            case NULL -> "BSON null";
            case END_OF_DOCUMENT -> "the end of the document";
            default -> type.name().toLowerCase(java.util.Locale.ROOT);
        };
    }

    @Override
    public String toString() {
        return recordName + "." + componentName + " <-> '" + bsonName + "'";
    }
}
