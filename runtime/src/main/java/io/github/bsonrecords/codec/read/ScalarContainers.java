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
 * The containers that read the same in every record: a {@code List} (or {@code Collection}) of
 * boxed scalars and a {@code Map} from {@code String} to boxed scalars, BSON null allowed for the
 * container and for each element. Generated codecs call these instead of each carrying its own
 * loop; the values, the errors and their paths are the same as an inlined loop's.
 */
public final class ScalarContainers {
    private ScalarContainers() {
    }

    /** The scalar an element holds, read as {@code ByteReads} and {@code Reads} read it. */
    public enum Element {
        BOOLEAN(1),
        INT(4),
        LONG(8),
        DOUBLE(8),
        STRING(-1),
        OBJECT_ID(12),
        INSTANT(8);

        /** The size of each value, for the count an array's byte length gives; -1 when it varies. */
        private final int size;

        Element(int size) {
            this.size = size;
        }

        Object read(byte[] b, int type, int pos, int end, FieldRef field) {
            return switch (this) {
                case BOOLEAN -> ByteReads.booleanValue(b, type, pos, end, field);
                case INT -> ByteReads.intValue(b, type, pos, end, field);
                case LONG -> ByteReads.longValue(b, type, pos, end, field);
                case DOUBLE -> ByteReads.doubleValue(b, type, pos, end, field);
                case STRING -> ByteReads.string(b, type, pos, end, field);
                case OBJECT_ID -> ByteReads.objectId(b, type, pos, end, field);
                case INSTANT -> ByteReads.instant(b, type, pos, end, field);
            };
        }

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

    /**
     * The array of type {@code type} whose value is {@code [start, end)} in {@code b} as a list of
     * {@code element}s, or null for BSON null.
     */
    @SuppressWarnings("unchecked")
    public static <T> List<T> list(byte[] b, int type, int start, int end, Element element, FieldRef field) {
        if (ByteReads.isNull(type)) {
            return null;
        }
        ByteReads.expect(b, type, start, BsonType.ARRAY, field);
        ArrayList<Object> list = element.size < 0 ? new ArrayList<>()
                : new ArrayList<>(BsonBytes.fixedElementCount(start, end, element.size));
        int limit = end - 1;
        int position = start + 4;
        try {
            while (position < limit) {
                int elementType = b[position] & 0xFF;
                int nameEnd = BsonBytes.nameEnd(b, position + 1, limit);
                int valueStart = nameEnd + 1;
                int valueEnd = BsonBytes.valueEnd(b, elementType, valueStart, limit);
                list.add(ByteReads.isNull(elementType) ? null : element.read(b, elementType, valueStart, valueEnd, field));
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.element(e, b, position + 1, false);
        }
        return (List<T>) list;
    }

    /**
     * The document of type {@code type} whose value is {@code [start, end)} in {@code b} as a map
     * from its names to {@code element}s in their order, or null for BSON null.
     */
    @SuppressWarnings("unchecked")
    public static <V> Map<String, V> map(byte[] b, int type, int start, int end, Element element, FieldRef field) {
        if (ByteReads.isNull(type)) {
            return null;
        }
        ByteReads.expect(b, type, start, BsonType.DOCUMENT, field);
        LinkedHashMap<String, Object> map = new LinkedHashMap<>();
        int limit = end - 1;
        int position = start + 4;
        try {
            while (position < limit) {
                int valueType = b[position] & 0xFF;
                int nameEnd = BsonBytes.nameEnd(b, position + 1, limit);
                int valueStart = nameEnd + 1;
                int valueEnd = BsonBytes.valueEnd(b, valueType, valueStart, limit);
                String key = ByteReads.name(b, position + 1, nameEnd);
                map.put(key, ByteReads.isNull(valueType) ? null : element.read(b, valueType, valueStart, valueEnd, field));
                position = valueEnd;
            }
        } catch (BsonRecordDecodingException e) {
            throw DecodePaths.element(e, b, position + 1, true);
        }
        return (Map<String, V>) map;
    }

    /** {@link #list(byte[], int, int, int, Element, FieldRef)} from the reader's current value. */
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

    /** {@link #map(byte[], int, int, int, Element, FieldRef)} from the reader's current value. */
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
