package io.github.bsonrecords;

import java.util.Objects;
import org.bson.BsonSerializationException;

/**
 * A BSON value could not be decoded into a record component. The message names the record, the
 * component, the BSON field, what was expected and what was found; {@link #getKind()} says which
 * kind of failure it is, for code that groups failures (as {@code BsonRecords.survey} does) rather
 * than reading messages.
 */
public final class BsonRecordDecodingException extends BsonSerializationException {
    private static final long serialVersionUID = 1L;

    /**
     * What went wrong, in a few stable kinds: a message may change wording between releases, a
     * kind does not.
     */
    public enum Kind {
        /** A value of a BSON type the component does not read (a string where an int is expected). */
        WRONG_TYPE,
        /** A number of a type the component reads, that does not fit it exactly (int64 2^40 into an int, 1.5 into a long). */
        OUT_OF_RANGE,
        /** BSON null where the component is a primitive. */
        NULL_ON_PRIMITIVE,
        /** No field for a required component ({@code @BsonRequired}, or a primitive under {@code MissingPrimitives.FAIL}). */
        MISSING_REQUIRED,
        /**
         * A value of the right type the component still cannot hold: a string naming no enum constant, a
         * {@code char} of another length, a map key that is no number.
         */
        INVALID_VALUE,
        /** A sealed interface's discriminator that is missing, not a string, or names no permitted record. */
        DISCRIMINATOR,
        /** The codec of a component the registry supplies (or of extra elements) threw. */
        VALUE_CODEC_FAILED,
        /** The record's canonical constructor threw on the decoded values. */
        CONSTRUCTOR_REFUSED,
        /** Documents nested deeper than decoding goes. */
        TOO_DEEP,
        /** Bytes that are no valid BSON: a size, length or terminator that does not hold, an unknown type. */
        MALFORMED
    }

    private final Kind kind;
    private final String recordName;
    private final String componentName;
    private final String bsonFieldName;
    /** Where in the top-level document, filled in by the enclosing codecs as the exception passes them. */
    private String path;
    /** Transient: an id of any type need not be serializable (a deserialized exception no longer shows it). */
    private transient Object documentId;

    /** A component's value that cannot be decoded, of kind {@link Kind#INVALID_VALUE}. */
    public BsonRecordDecodingException(String recordName, String componentName, String bsonFieldName, String problem) {
        this(Kind.INVALID_VALUE, recordName, componentName, bsonFieldName, problem, null);
    }

    /** A component's value that cannot be decoded, of kind {@link Kind#INVALID_VALUE}, with its cause. */
    public BsonRecordDecodingException(String recordName, String componentName, String bsonFieldName, String problem,
            Throwable cause) {
        this(Kind.INVALID_VALUE, recordName, componentName, bsonFieldName, problem, cause);
    }

    /** A component's value that cannot be decoded, of the given kind; {@code cause} may be null. */
    public BsonRecordDecodingException(Kind kind, String recordName, String componentName, String bsonFieldName,
            String problem, Throwable cause) {
        super("Cannot decode " + recordName + "." + componentName + " from BSON field '" + bsonFieldName + "': " + problem);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.recordName = recordName;
        this.componentName = componentName;
        this.bsonFieldName = bsonFieldName;
        if (cause != null) {
            initCause(cause);
        }
    }

    /**
     * A problem with the document as a whole rather than one component: a sealed interface's
     * discriminator that is missing or names no subtype.
     */
    public BsonRecordDecodingException(String recordName, String problem) {
        super("Cannot decode " + recordName + ": " + problem);
        this.kind = Kind.DISCRIMINATOR;
        this.recordName = recordName;
        this.componentName = null;
        this.bsonFieldName = null;
    }

    /**
     * The record's canonical constructor refused the decoded values (a compact constructor that
     * validates): there is no one component to blame.
     */
    public BsonRecordDecodingException(String recordName, String problem, Throwable cause) {
        this(Kind.CONSTRUCTOR_REFUSED, recordName, problem, cause);
    }

    /**
     * A problem of the given kind with the document as a whole rather than one component (malformed
     * bytes, a constructor that refused the values, a discriminator); {@code cause} may be null.
     */
    public BsonRecordDecodingException(Kind kind, String recordName, String problem, Throwable cause) {
        super("Cannot decode " + recordName + ": " + problem);
        this.kind = Objects.requireNonNull(kind, "kind");
        this.recordName = recordName;
        this.componentName = null;
        this.bsonFieldName = null;
        if (cause != null) {
            initCause(cause);
        }
    }

    /**
     * Adds the segment of an enclosing level to the path: a field name, {@code [3]} for an array
     * element or {@code ["k1"]} for a map value. Called by generated codecs on the failure path only.
     */
    public BsonRecordDecodingException enclosedBy(String segment) {
        path = path == null ? segment : path.startsWith("[") ? segment + path : segment + "." + path;
        return this;
    }

    /** The {@code _id} of the document being decoded, if read; the outermost document's wins, as each level sets it. */
    public BsonRecordDecodingException inDocument(Object id) {
        documentId = id;
        return this;
    }

    /**
     * The path from the top-level document to the value that failed ({@code lines[3].sku},
     * {@code counters["k1"]}), or null if the exception did not pass through a generated codec.
     */
    public String getPath() {
        return path;
    }

    /** The top-level document's {@code _id} when its codec had read it before the failure, else null. */
    public Object getDocumentId() {
        return documentId;
    }

    @Override
    public String getMessage() {
        String message = super.getMessage();
        boolean nested = path != null && !path.equals(bsonFieldName);
        if (!nested && documentId == null) {
            return message;
        }
        StringBuilder where = new StringBuilder(message).append(" (");
        if (nested) {
            where.append("at ").append(path);
        }
        if (documentId != null) {
            where.append(nested ? " " : "").append("in the document with _id ").append(render(documentId));
        }
        return where.append(')').toString();
    }

    private static String render(Object id) {
        String text = id instanceof String string ? '"' + string + '"' : String.valueOf(id);
        return text.length() <= 64 ? text : text.substring(0, 61) + "...";
    }

    /** Which kind of failure this is; never null. */
    public Kind getKind() {
        return kind;
    }

    /** The record's (or sealed interface's) qualified name. */
    public String getRecordName() {
        return recordName;
    }

    /** The record component being decoded, or null when the record's constructor or a discriminator failed. */
    public String getComponentName() {
        return componentName;
    }

    /** The BSON field name the component maps to, or null when the record's constructor or a discriminator failed. */
    public String getBsonFieldName() {
        return bsonFieldName;
    }
}
