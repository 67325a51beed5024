package io.github.bsonrecords;

import org.bson.BsonSerializationException;

/**
 * A BSON value could not be decoded into a record component. The message names the record, the
 * component, the BSON field, what was expected and what was found.
 */
public final class BsonRecordDecodingException extends BsonSerializationException {
    private static final long serialVersionUID = 1L;

    private final String recordName;
    private final String componentName;
    private final String bsonFieldName;

    public BsonRecordDecodingException(String recordName, String componentName, String bsonFieldName, String problem) {
        this(recordName, componentName, bsonFieldName, problem, null);
    }

    public BsonRecordDecodingException(String recordName, String componentName, String bsonFieldName, String problem,
            Throwable cause) {
        super("Cannot decode " + recordName + "." + componentName + " from BSON field '" + bsonFieldName + "': " + problem);
        this.recordName = recordName;
        this.componentName = componentName;
        this.bsonFieldName = bsonFieldName;
        if (cause != null) {
            initCause(cause);
        }
    }

    /**
     * The record's canonical constructor refused the decoded values (a compact constructor that
     * validates): there is no one component to blame.
     */
    public BsonRecordDecodingException(String recordName, String problem, Throwable cause) {
        super("Cannot decode " + recordName + ": " + problem);
        this.recordName = recordName;
        this.componentName = null;
        this.bsonFieldName = null;
        initCause(cause);
    }

    /** The record's qualified name. */
    public String getRecordName() {
        return recordName;
    }

    /** The record component being decoded, or null when the record's constructor failed. */
    public String getComponentName() {
        return componentName;
    }

    /** The BSON field name the component maps to, or null when the record's constructor failed. */
    public String getBsonFieldName() {
        return bsonFieldName;
    }
}
