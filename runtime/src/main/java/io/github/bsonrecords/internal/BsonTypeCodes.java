package io.github.bsonrecords.internal;

import java.util.Locale;
import org.bson.BsonSerializationException;
import org.bson.BsonType;

/**
 * The BSON type codes the byte paths switch on, as {@code int} constants (the type byte is read
 * as {@code bytes[i] & 0xFF}), and how errors name a type.
 */
public final class BsonTypeCodes {
    public static final int END_OF_DOCUMENT = 0x00;
    public static final int DOUBLE = 0x01;
    public static final int STRING = 0x02;
    public static final int DOCUMENT = 0x03;
    public static final int ARRAY = 0x04;
    public static final int BINARY = 0x05;
    public static final int UNDEFINED = 0x06;
    public static final int OBJECT_ID = 0x07;
    public static final int BOOLEAN = 0x08;
    public static final int DATE_TIME = 0x09;
    public static final int NULL = 0x0A;
    public static final int REGULAR_EXPRESSION = 0x0B;
    public static final int DB_POINTER = 0x0C;
    public static final int JAVASCRIPT = 0x0D;
    public static final int SYMBOL = 0x0E;
    public static final int JAVASCRIPT_WITH_SCOPE = 0x0F;
    public static final int INT32 = 0x10;
    public static final int TIMESTAMP = 0x11;
    public static final int INT64 = 0x12;
    public static final int DECIMAL128 = 0x13;
    public static final int MIN_KEY = 0xFF;
    public static final int MAX_KEY = 0x7F;

    /** Binary subtype 2, which repeats its length inside the payload. */
    public static final byte OLD_BINARY_SUBTYPE = 0x02;
    /** Binary subtype 4, the standard representation of a UUID. */
    public static final byte UUID_SUBTYPE = 0x04;

    private BsonTypeCodes() {
    }

    /** The BsonType of a type code, for messages; an unknown code is malformed input. */
    public static BsonType bsonType(int code) {
        BsonType bsonType = BsonType.findByValue(code);
        if (bsonType == null) {
            throw new BsonSerializationException(String.format("Unknown BSON type 0x%02x", code & 0xFF));
        }
        return bsonType;
    }

    /** How decode errors name a BSON type: {@code int32}, {@code BSON null}. */
    public static String describe(BsonType type) {
        return switch (type) {
            case NULL -> "BSON null";
            case END_OF_DOCUMENT -> "the end of the document";
            default -> type.name().toLowerCase(Locale.ROOT);
        };
    }
}
