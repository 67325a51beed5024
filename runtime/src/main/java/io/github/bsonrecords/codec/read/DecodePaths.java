package io.github.bsonrecords.codec.read;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import io.github.bsonrecords.codec.FieldRef;
import java.nio.charset.StandardCharsets;
import org.bson.BsonSerializationException;

/**
 * Adds where a decode failed to its exception, level by level, as it leaves each generated
 * decode loop: the field, array index or map key being read there. Called only from the catch
 * blocks of generated code, so decoding that succeeds pays nothing for it.
 */
public final class DecodePaths {
    private DecodePaths() {
    }

    /** A record's field, named by the element at {@code nameStart} (byte path); {@code id} is the record's _id, if read. */
    public static BsonRecordDecodingException field(BsonRecordDecodingException e, byte[] bytes, int nameStart, Object id) {
        return field(e, name(bytes, nameStart), id);
    }

    /** A record's field (reader path); {@code id} is the record's _id, if read. */
    public static BsonRecordDecodingException field(BsonRecordDecodingException e, String name, Object id) {
        return e.enclosedBy(name == null ? "?" : name).inDocument(id);
    }

    /**
     * Malformed BSON met while decoding a record (a size, length or terminator that does not hold,
     * an unknown type, a skipped value the driver would refuse): reported as a decoding error of
     * the record, with the input's own problem as the cause, so that the enclosing levels add
     * where it is.
     */
    public static BsonRecordDecodingException malformed(BsonSerializationException e, String recordName, Object id) {
        return new BsonRecordDecodingException(Kind.MALFORMED, recordName, "the BSON is malformed: " + e.getMessage(), e)
                .inDocument(id);
    }

    /**
     * A required component whose field the document does not hold ({@code @BsonRequired}, or a
     * primitive under {@code MissingPrimitives.FAIL}); the path starts at that field.
     */
    public static BsonRecordDecodingException missing(FieldRef field, Object id) {
        return field.decodingError(Kind.MISSING_REQUIRED, "the document has no such field, and the component is required"
                + " (@BsonRequired, or a primitive under MissingPrimitives.FAIL)").enclosedBy(field.bsonName()).inDocument(id);
    }

    /** An element of an array or a value of a map, named by its element at {@code nameStart} (byte path). */
    public static BsonRecordDecodingException element(BsonRecordDecodingException e, byte[] bytes, int nameStart,
            boolean mapValue) {
        String name = name(bytes, nameStart);
        return mapValue ? key(e, name) : e.enclosedBy("[" + name + "]");
    }

    /** An array element (reader path). */
    public static BsonRecordDecodingException index(BsonRecordDecodingException e, int index) {
        return e.enclosedBy("[" + index + "]");
    }

    /** A map value (reader path). */
    public static BsonRecordDecodingException key(BsonRecordDecodingException e, String key) {
        return e.enclosedBy("[\"" + (key == null ? "?" : key) + "\"]");
    }

    /** The NUL-terminated name at {@code start}, already checked by the decode loop that failed. */
    private static String name(byte[] bytes, int start) {
        int end = start;
        while (end < bytes.length && bytes[end] != 0) {
            end++;
        }
        return new String(bytes, start, end - start, StandardCharsets.UTF_8);
    }
}
