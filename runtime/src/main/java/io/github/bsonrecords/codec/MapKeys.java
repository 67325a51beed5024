package io.github.bsonrecords.codec;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.BsonRecordDecodingException.Kind;
import java.util.Map;
import java.util.UUID;

/**
 * The field names the keys of a {@code Map<K, V>} component are stored as, and the keys they
 * decode to: an {@code Integer} or a {@code Long} in decimal and a {@code UUID} in its canonical
 * form, each as its {@code toString()} writes it (an enum's keys are its stored strings, from
 * {@link EnumNames}). Shared by both decode paths, both encode paths and the metamodel's
 * {@code key(...)}, so that none can drift from the others.
 *
 * <p>A key decodes only from the string it encodes to: {@code "01"}, {@code "+1"} or an upper-case
 * UUID is refused rather than read as the key that would be written back differently. So no two
 * names of one document decode to one key, and a document read and written back keeps its names.
 */
public final class MapKeys {
    private MapKeys() {
    }

    /** The field name of an {@code Integer} key: its decimal form. */
    public static String name(Integer key) {
        return key.toString();
    }

    /** The field name of a {@code Long} key: its decimal form. */
    public static String name(Long key) {
        return key.toString();
    }

    /** The field name of a {@code UUID} key: its canonical form (36 characters, lower-case hexadecimal). */
    public static String name(UUID key) {
        return key.toString();
    }

    /** The {@code Integer} key stored as {@code name}; fails unless {@code name} is what {@link #name(Integer)} writes. */
    public static Integer intKey(String name, FieldRef field) {
        if (!isCanonicalDecimal(name)) {
            throw notAKey(name, "an Integer map key in decimal (as Integer.toString writes it)", field);
        }
        try {
            return Integer.parseInt(name);
        } catch (NumberFormatException e) {
            throw field.decodingError(Kind.OUT_OF_RANGE, "expected an Integer map key, found '" + name
                    + "', which is outside the range of an Integer");
        }
    }

    /** The {@code Long} key stored as {@code name}; fails unless {@code name} is what {@link #name(Long)} writes. */
    public static Long longKey(String name, FieldRef field) {
        if (!isCanonicalDecimal(name)) {
            throw notAKey(name, "a Long map key in decimal (as Long.toString writes it)", field);
        }
        try {
            return Long.parseLong(name);
        } catch (NumberFormatException e) {
            throw field.decodingError(Kind.OUT_OF_RANGE, "expected a Long map key, found '" + name
                    + "', which is outside the range of a Long");
        }
    }

    /** The {@code UUID} key stored as {@code name}; fails unless {@code name} is what {@link #name(UUID)} writes. */
    public static UUID uuidKey(String name, FieldRef field) {
        if (!isCanonicalUuid(name)) {
            throw notAKey(name, "a UUID map key in canonical form (as UUID.toString writes it:"
                    + " 8-4-4-4-12 lower-case hexadecimal digits)", field);
        }
        return UUID.fromString(name);
    }

    /** The enum key stored as {@code name}: a constant's name, or the value its {@code @BsonEnumValue} gives. */
    public static <E extends Enum<E>> E enumKey(String name, EnumNames<E> names, FieldRef field) {
        E constant = names.find(name);
        if (constant == null) {
            throw notAKey(name, "a map key that is " + names.expectation(), field);
        }
        return constant;
    }

    /**
     * Puts a decoded entry, failing if the map holds its key already: BSON allows a name twice in
     * a document, and keeping one of the values would drop the other.
     */
    public static <K, V> void putNew(Map<K, V> map, K key, V value, FieldRef field) {
        int size = map.size();
        map.put(key, value);
        if (map.size() == size) {
            throw field.decodingError("found a second entry for the map key " + key
                    + ": the document holds its field name twice, and a map keeps one value per key");
        }
    }

    private static BsonRecordDecodingException notAKey(String name, String expected, FieldRef field) {
        return field.decodingError("expected " + expected + ", found '" + name.replace("\0", "\\0") + "'");
    }

    /** An optional '-', then ASCII digits without a leading zero (or "0" alone): as Long.toString writes. */
    private static boolean isCanonicalDecimal(String name) {
        int first = name.startsWith("-") ? 1 : 0;
        if (name.length() == first || (name.charAt(first) == '0' && (first == 1 || name.length() > 1))) {
            return false;
        }
        for (int i = first; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }

    /** 8-4-4-4-12 lower-case hexadecimal digits: as UUID.toString writes. */
    private static boolean isCanonicalUuid(String name) {
        if (name.length() != 36) {
            return false;
        }
        for (int i = 0; i < 36; i++) {
            char c = name.charAt(i);
            boolean valid = i == 8 || i == 13 || i == 18 || i == 23 ? c == '-'
                    : (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
            if (!valid) {
                return false;
            }
        }
        return true;
    }
}
