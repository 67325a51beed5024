package io.github.bsonrecords.codec.read;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.bson.BsonReader;
import org.bson.BsonType;

/**
 * The containers that read the same in every record, on the reader path: a {@code List} (or
 * {@code Collection}) of boxed scalars and a {@code Map} from {@code String} to boxed scalars, BSON
 * null allowed for the container and for each element. Generated codecs call these from their reader
 * path instead of each carrying its own loop; the values, the errors and their paths are the same as
 * an inlined loop's. The byte path keeps a loop of each codec's own: one compiled for its element
 * alone, with no switch on the element's kind per element (measured on the realistic suite).
 */
public final class ScalarContainers {
    private ScalarContainers() {
    }

    /** The scalar an element holds, read as {@code ByteReads} and {@code Reads} read it. */
    public enum Element {
        BOOLEAN,
        INT,
        LONG,
        DOUBLE,
        STRING,
        OBJECT_ID,
        INSTANT;

        Object read(BsonReader reader, FieldRef field) {
            return switch (this) {
                case BOOLEAN -> Reads.booleanValue(reader, field);
                case INT -> Reads.intValue(reader, field);
                case LONG -> Reads.longValue(reader, field);
                case DOUBLE -> Reads.doubleValue(reader, field);
                case STRING -> Reads.string(reader, field);
                case OBJECT_ID -> Reads.objectId(reader, field);
                case INSTANT -> Reads.instant(reader, field);
            };
        }
    }

    /** The array at the reader's current value as a list of {@code element}s, or null for BSON null. */
    @SuppressWarnings("unchecked")
    public static <T> List<T> list(BsonReader reader, Element element, FieldRef field) {
        if (Reads.consumeNull(reader)) {
            return null;
        }
        Reads.expect(reader, BsonType.ARRAY, field);
        ArrayList<Object> list = new ArrayList<>();
        reader.readStartArray();
        int index = 0;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                list.add(Reads.consumeNull(reader) ? null : element.read(reader, field));
                index++;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.index(e, index);
        }
        reader.readEndArray();
        return (List<T>) list;
    }

    /** The document at the reader's current value as a map from its names to {@code element}s in their order, or null for BSON null. */
    @SuppressWarnings("unchecked")
    public static <V> Map<String, V> map(BsonReader reader, Element element, FieldRef field) {
        if (Reads.consumeNull(reader)) {
            return null;
        }
        Reads.expect(reader, BsonType.DOCUMENT, field);
        LinkedHashMap<String, Object> map = new LinkedHashMap<>();
        reader.readStartDocument();
        String name = null;
        try {
            while (reader.readBsonType() != BsonType.END_OF_DOCUMENT) {
                String key = name = reader.readName();
                map.put(key, Reads.consumeNull(reader) ? null : element.read(reader, field));
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.key(e, name);
        }
        reader.readEndDocument();
        return (Map<String, V>) map;
    }
}
