package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.MapKeys;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Date;
import java.util.UUID;
import org.bson.BsonBinary;
import org.bson.BsonBinarySubType;
import org.bson.BsonWriter;
import org.bson.RawBsonDocument;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.RawBsonDocumentCodec;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * The writer path: writes one value of a record component to a {@link BsonWriter} whose name (or
 * array slot) has been written. One method per scalar mapping, named as in {@code Reads},
 * {@code ByteReads} and {@link ByteWrites}, each with the signature {@code (BsonWriter, T,
 * FieldRef)}, so that generated code calls them all alike. The BSON written is the same, byte for
 * byte, as the driver's codec for the type writes; conversions that can fail report the component.
 */
public final class Writes {
    private static final RawBsonDocumentCodec RAW_DOCUMENT_CODEC = new RawBsonDocumentCodec();

    private Writes() {
    }

    public static void booleanValue(BsonWriter writer, boolean value, FieldRef field) {
        writer.writeBoolean(value);
    }

    public static void intValue(BsonWriter writer, int value, FieldRef field) {
        writer.writeInt32(value);
    }

    public static void longValue(BsonWriter writer, long value, FieldRef field) {
        writer.writeInt64(value);
    }

    public static void doubleValue(BsonWriter writer, double value, FieldRef field) {
        writer.writeDouble(value);
    }

    public static void floatValue(BsonWriter writer, float value, FieldRef field) {
        writer.writeDouble(value);
    }

    public static void shortValue(BsonWriter writer, short value, FieldRef field) {
        writer.writeInt32(value);
    }

    public static void byteValue(BsonWriter writer, byte value, FieldRef field) {
        writer.writeInt32(value);
    }

    public static void charValue(BsonWriter writer, char value, FieldRef field) {
        writer.writeString(String.valueOf(value));
    }

    public static void string(BsonWriter writer, String value, FieldRef field) {
        writer.writeString(value);
    }

    /** A {@code String} component with {@code @BsonRepresentation(OBJECT_ID)}. */
    public static void objectIdHex(BsonWriter writer, String value, FieldRef field) {
        writer.writeObjectId(EncodedValues.objectId(value, field));
    }

    public static void objectId(BsonWriter writer, ObjectId value, FieldRef field) {
        writer.writeObjectId(value);
    }

    public static void instant(BsonWriter writer, Instant value, FieldRef field) {
        writer.writeDateTime(EncodedValues.epochMillis(value, field));
    }

    public static void date(BsonWriter writer, Date value, FieldRef field) {
        writer.writeDateTime(value.getTime());
    }

    public static void localDate(BsonWriter writer, LocalDate value, FieldRef field) {
        writer.writeDateTime(EncodedValues.epochMillis(value, field));
    }

    public static void localDateTime(BsonWriter writer, LocalDateTime value, FieldRef field) {
        writer.writeDateTime(EncodedValues.epochMillis(value, field));
    }

    public static void localTime(BsonWriter writer, LocalTime value, FieldRef field) {
        writer.writeDateTime(EncodedValues.epochMillis(value, field));
    }

    public static void duration(BsonWriter writer, Duration value, FieldRef field) {
        writer.writeInt64(EncodedValues.nanos(value, field));
    }

    /** Binary subtype 4 (the standard UUID representation), as the driver's codec writes it. */
    public static void uuid(BsonWriter writer, UUID value, FieldRef field) {
        writer.writeBinaryData(new BsonBinary(BsonBinarySubType.UUID_STANDARD, EncodedValues.uuidBytes(value)));
    }

    public static void decimal128(BsonWriter writer, Decimal128 value, FieldRef field) {
        writer.writeDecimal128(value);
    }

    public static void bigDecimal(BsonWriter writer, BigDecimal value, FieldRef field) {
        writer.writeDecimal128(EncodedValues.decimal128(value, field));
    }

    public static void bytes(BsonWriter writer, byte[] value, FieldRef field) {
        writer.writeBinaryData(new BsonBinary(value));
    }

    public static void binary(BsonWriter writer, Binary value, FieldRef field) {
        writer.writeBinaryData(new BsonBinary(value.getType(), value.getData()));
    }

    /** Pipes the document's bytes; never decodes and re-encodes them. */
    public static void rawDocument(BsonWriter writer, RawBsonDocument value, EncoderContext context) {
        RAW_DOCUMENT_CODEC.encode(writer, value, context);
    }

    /** A map key: BSON field names cannot be null or hold a NUL character. */
    public static void mapKey(BsonWriter writer, String key, FieldRef field) {
        writer.writeName(EncodedValues.checkedMapKey(key, field));
    }

    public static void mapKey(BsonWriter writer, Integer key, FieldRef field) {
        mapKey(writer, key == null ? null : MapKeys.name(key), field);
    }

    public static void mapKey(BsonWriter writer, Long key, FieldRef field) {
        mapKey(writer, key == null ? null : MapKeys.name(key), field);
    }

    public static void mapKey(BsonWriter writer, UUID key, FieldRef field) {
        mapKey(writer, key == null ? null : MapKeys.name(key), field);
    }

    /** An enum key: the string its constant is stored as, checked as a String key is. */
    public static <E extends Enum<E>> void mapKey(BsonWriter writer, E key, EnumNames<E> names, FieldRef field) {
        mapKey(writer, key == null ? null : names.value(key), field);
    }
}
