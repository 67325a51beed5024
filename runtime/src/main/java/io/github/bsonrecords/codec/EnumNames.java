package io.github.bsonrecords.codec;

import io.github.bsonrecords.internal.Endian;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/**
 * The strings an enum's constants are stored as (their names, or the values
 * {@code @BsonEnumValue} gives them) as BSON bytes, built once per enum (at class init of a
 * generated codec), for generated code: decoding ({@code ByteReads.enumValue}) matches a string
 * value's bytes against them without a String, {@code values()} or {@code valueOf}; encoding
 * copies a constant's pre-encoded string value. Both paths use the same table.
 *
 * @param <E> the enum
 */
public final class EnumNames<E extends Enum<E>> {
    private static final int[] NONE = new int[0];

    private final Class<E> type;
    private final E[] constants;
    /** Whether some constant is stored as other than its name. */
    private final boolean renamed;
    /** Each constant's stored string, by ordinal. */
    private final String[] values;
    /** The reader path's lookup: the stored string to its constant. */
    private final Map<String, E> byString = new HashMap<>();
    /** Each constant's name in UTF-8, by ordinal. */
    private final byte[][] names;
    /** Each constant's name as a BSON string value (int32 length, UTF-8, 0), by ordinal. */
    private final byte[][] encoded;
    /** The ordinals of the constants whose names have each UTF-8 length. */
    private final int[][] ordinalsByLength;

    private EnumNames(Class<E> type, E[] constants, String[] values) {
        this.type = type;
        this.constants = constants;
        this.values = values;
        this.names = new byte[constants.length][];
        this.encoded = new byte[constants.length][];
        boolean anyRenamed = false;
        int longest = 0;
        for (E constant : constants) {
            String value = values[constant.ordinal()];
            anyRenamed |= !value.equals(constant.name());
            byString.put(value, constant);
            byte[] name = value.getBytes(StandardCharsets.UTF_8);
            names[constant.ordinal()] = name;
            encoded[constant.ordinal()] = stringValue(name);
            longest = Math.max(longest, name.length);
        }
        this.renamed = anyRenamed;
        this.ordinalsByLength = new int[longest + 1][];
        Arrays.fill(ordinalsByLength, NONE);
        for (E constant : constants) {
            int length = names[constant.ordinal()].length;
            int[] ordinals = Arrays.copyOf(ordinalsByLength[length], ordinalsByLength[length].length + 1);
            ordinals[ordinals.length - 1] = constant.ordinal();
            ordinalsByLength[length] = ordinals;
        }
    }

    /** The names of {@code type}'s constants. */
    public static <E extends Enum<E>> EnumNames<E> of(Class<E> type) {
        E[] constants = constants(type);
        return new EnumNames<>(type, constants, Arrays.stream(constants).map(Enum::name).toArray(String[]::new));
    }

    /**
     * The strings {@code type}'s constants are stored as, one per constant in ordinal order, as the
     * processor read them from the enum's {@code @BsonEnumValue}s at compile time.
     *
     * @throws IllegalStateException if the enum has changed since (another number of constants)
     */
    public static <E extends Enum<E>> EnumNames<E> of(Class<E> type, String... bsonValues) {
        E[] constants = constants(type);
        if (bsonValues.length != constants.length) {
            throw new IllegalStateException("the generated codec knows " + bsonValues.length + " constants of "
                    + type.getName() + ", which now has " + constants.length + ": compile the records that use it again");
        }
        return new EnumNames<>(type, constants, bsonValues.clone());
    }

    private static <E extends Enum<E>> E[] constants(Class<E> type) {
        E[] constants = type.getEnumConstants();
        if (constants == null) {
            throw new IllegalArgumentException(type.getName() + " is not an enum class");
        }
        return constants;
    }

    /** The constant stored as {@code value}, or null. */
    public E find(String value) {
        return byString.get(value);
    }

    /** What a value that matches no constant was expected to be, for decoding errors. */
    public String expectation() {
        if (!renamed) {
            return "the name of a " + type.getSimpleName() + " constant";
        }
        StringBuilder text = new StringBuilder("a ").append(type.getSimpleName()).append(" value (");
        for (int i = 0; i < names.length; i++) {
            text.append(i == 0 ? "'" : ", '").append(new String(names[i], StandardCharsets.UTF_8)).append('\'');
        }
        return text.append(')').toString();
    }

    /** The string {@code constant} is stored as: its name, or the value its {@code @BsonEnumValue} gives. */
    public String value(E constant) {
        return values[constant.ordinal()];
    }

    /** The enum class. */
    public Class<E> type() {
        return type;
    }

    /** The constant stored as the UTF-8 bytes {@code [from, from + length)}, or null. */
    public E find(byte[] b, int from, int length) {
        if (length < ordinalsByLength.length) {
            for (int ordinal : ordinalsByLength[length]) {
                if (Arrays.equals(b, from, from + length, names[ordinal], 0, length)) {
                    return constants[ordinal];
                }
            }
        }
        return null;
    }

    /**
     * The constant's stored string as an encoded BSON string value (int32 length, UTF-8, 0), the
     * bytes the driver writes for {@code writeString(value)}; shared, never to be modified.
     */
    public byte[] nameBytes(E constant) {
        return encoded[constant.ordinal()];
    }

    /** int32 length (the 0 counted), the UTF-8 bytes, 0: a BSON string value. */
    private static byte[] stringValue(byte[] utf8) {
        byte[] value = new byte[4 + utf8.length + 1];
        Endian.putInt(value, 0, utf8.length + 1);
        System.arraycopy(utf8, 0, value, 4, utf8.length);
        return value;
    }
}
