package io.github.bsonrecords.codec;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The names of an enum's constants as BSON bytes, built once per enum (at class init of a
 * generated codec), for generated code: decoding matches a string value's bytes against them
 * without a String, {@code values()} or {@code valueOf}; encoding copies a constant's
 * pre-encoded string value.
 *
 * @param <E> the enum
 */
public final class EnumNames<E extends Enum<E>> {
    private static final int STRING = 0x02;
    private static final int SYMBOL = 0x0E;
    private static final int[] NONE = new int[0];

    private final Class<E> type;
    private final E[] constants;
    /** Each constant's name in UTF-8, by ordinal. */
    private final byte[][] names;
    /** Each constant's name as a BSON string value (int32 length, UTF-8, 0), by ordinal. */
    private final byte[][] encoded;
    /** The ordinals of the constants whose names have each UTF-8 length. */
    private final int[][] ordinalsByLength;

    private EnumNames(Class<E> type, E[] constants) {
        this.type = type;
        this.constants = constants;
        this.names = new byte[constants.length][];
        this.encoded = new byte[constants.length][];
        int longest = 0;
        for (E constant : constants) {
            byte[] name = constant.name().getBytes(StandardCharsets.UTF_8);
            names[constant.ordinal()] = name;
            BsonBuffer value = BsonBuffer.unpooled();
            value.putString(constant.name());
            encoded[constant.ordinal()] = value.toByteArray();
            longest = Math.max(longest, name.length);
        }
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
        E[] constants = type.getEnumConstants();
        if (constants == null) {
            throw new IllegalArgumentException(type.getName() + " is not an enum class");
        }
        return new EnumNames<>(type, constants);
    }

    /**
     * The constant named by the string (or symbol) value in {@code [pos, end)} (see
     * {@link FastReads}); anything else fails as {@link Reads#enumValue} fails.
     */
    public E match(byte[] b, int type, int pos, int end, FieldRef field) {
        int code = type & 0xFF;
        if (code == STRING || code == SYMBOL) {
            int length = end - pos - 5;
            if (length < ordinalsByLength.length) {
                int from = pos + 4;
                for (int ordinal : ordinalsByLength[length]) {
                    if (Arrays.equals(b, from, from + length, names[ordinal], 0, length)) {
                        return constants[ordinal];
                    }
                }
            }
        }
        return Reads.enumValue(PortableReads.readerAt(b, type, pos), this.type, field);
    }

    /**
     * The constant's name as an encoded BSON string value (int32 length, UTF-8, 0), the bytes the
     * driver writes for {@code writeString(constant.name())}; shared, never to be modified.
     */
    public byte[] nameBytes(E constant) {
        return encoded[constant.ordinal()];
    }
}
