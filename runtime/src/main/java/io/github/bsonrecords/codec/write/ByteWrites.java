package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.codec.EnumNames;
import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.MapKeys;
import io.github.bsonrecords.internal.Decimal128Bits;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Date;
import java.util.UUID;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBinaryWriterSettings;
import org.bson.BsonWriterSettings;
import org.bson.codecs.Encoder;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * The byte path: writes one value of a record component into a {@link BsonBuffer}, the bytes
 * {@link Writes}' method of the same name writes, with the same errors (both take their
 * conversions from {@link EncodedValues}). Each scalar method has the signature
 * {@code (BsonBuffer, T, FieldRef)}. Also nested records' documents and registry codecs' values.
 */
public final class ByteWrites {
    private ByteWrites() {
    }

    public static void booleanValue(BsonBuffer buffer, boolean value, FieldRef field) {
        buffer.putBoolean(value);
    }

    public static void intValue(BsonBuffer buffer, int value, FieldRef field) {
        buffer.putInt(value);
    }

    public static void longValue(BsonBuffer buffer, long value, FieldRef field) {
        buffer.putLong(value);
    }

    public static void doubleValue(BsonBuffer buffer, double value, FieldRef field) {
        buffer.putDouble(value);
    }

    public static void floatValue(BsonBuffer buffer, float value, FieldRef field) {
        buffer.putDouble(value);
    }

    public static void shortValue(BsonBuffer buffer, short value, FieldRef field) {
        buffer.putInt(value);
    }

    public static void byteValue(BsonBuffer buffer, byte value, FieldRef field) {
        buffer.putInt(value);
    }

    public static void charValue(BsonBuffer buffer, char value, FieldRef field) {
        buffer.putString(String.valueOf(value));
    }

    public static void string(BsonBuffer buffer, String value, FieldRef field) {
        buffer.putString(value);
    }

    public static void objectIdHex(BsonBuffer buffer, String value, FieldRef field) {
        buffer.putObjectId(EncodedValues.objectId(value, field));
    }

    public static void objectId(BsonBuffer buffer, ObjectId value, FieldRef field) {
        buffer.putObjectId(value);
    }

    public static void instant(BsonBuffer buffer, Instant value, FieldRef field) {
        buffer.putLong(EncodedValues.epochMillis(value, field));
    }

    public static void date(BsonBuffer buffer, Date value, FieldRef field) {
        buffer.putLong(value.getTime());
    }

    public static void localDate(BsonBuffer buffer, LocalDate value, FieldRef field) {
        buffer.putLong(EncodedValues.epochMillis(value, field));
    }

    public static void localDateTime(BsonBuffer buffer, LocalDateTime value, FieldRef field) {
        buffer.putLong(EncodedValues.epochMillis(value, field));
    }

    public static void localTime(BsonBuffer buffer, LocalTime value, FieldRef field) {
        buffer.putLong(EncodedValues.epochMillis(value, field));
    }

    public static void duration(BsonBuffer buffer, Duration value, FieldRef field) {
        buffer.putLong(EncodedValues.nanos(value, field));
    }

    public static void uuid(BsonBuffer buffer, UUID value, FieldRef field) {
        buffer.putBinary(4, EncodedValues.uuidBytes(value));
    }

    public static void decimal128(BsonBuffer buffer, Decimal128 value, FieldRef field) {
        buffer.putDecimal128(value);
    }

    public static void bigDecimal(BsonBuffer buffer, BigDecimal value, FieldRef field) {
        if (Decimal128Bits.fitsLong(value)) {
            long unscaled = Decimal128Bits.unscaled(value);
            buffer.putDecimal128(Decimal128Bits.high(value, unscaled), Decimal128Bits.low(unscaled));
        } else {
            buffer.putDecimal128(EncodedValues.decimal128(value, field));
        }
    }

    public static void bytes(BsonBuffer buffer, byte[] value, FieldRef field) {
        buffer.putBinary(0, value);
    }

    public static void binary(BsonBuffer buffer, Binary value, FieldRef field) {
        buffer.putBinary(value.getType(), value.getData());
    }

    public static void mapKey(BsonBuffer buffer, String key, FieldRef field) {
        buffer.putCString(EncodedValues.checkedMapKey(key, field));
    }

    public static void mapKey(BsonBuffer buffer, Integer key, FieldRef field) {
        mapKey(buffer, key == null ? null : MapKeys.name(key), field);
    }

    public static void mapKey(BsonBuffer buffer, Long key, FieldRef field) {
        mapKey(buffer, key == null ? null : MapKeys.name(key), field);
    }

    public static void mapKey(BsonBuffer buffer, UUID key, FieldRef field) {
        mapKey(buffer, key == null ? null : MapKeys.name(key), field);
    }

    /** An enum key: the string its constant is stored as, checked as a String key is. */
    public static <E extends Enum<E>> void mapKey(BsonBuffer buffer, E key, EnumNames<E> names, FieldRef field) {
        mapKey(buffer, key == null ? null : names.value(key), field);
    }

    /** A nested record's document: size, fields, terminator. */
    public static <T> void nested(BinaryCodec<T> codec, BsonBuffer buffer, T value, EncoderContext context) {
        int start = buffer.reserveInt();
        codec.encode(buffer, value, context);
        buffer.putByte(0);
        buffer.patchSize(start);
    }

    /**
     * A registry codec's value, written through a {@code BsonBinaryWriter} into a one-field
     * document: returns its BSON type code followed by the value's bytes. The writer refuses to
     * nest deeper than the depth {@code buffer} is at leaves (the driver writer's maximum counts
     * the whole document), and is a subclass, so that a generated codec it reaches (a record held
     * in an {@code Object}) writes through its API and that limit.
     */
    public static <T> byte[] encode(BsonBuffer buffer, Encoder<T> encoder, T value, EncoderContext context) {
        BasicOutputBuffer output = new BasicOutputBuffer(64);
        // the wrapping document is level 1 here, the value's document level 2: it sits at buffer.depth + 1
        int remaining = BsonBuffer.MAX_SERIALIZATION_DEPTH - buffer.depth + 1;
        try (BsonBinaryWriter writer = new NestedValueWriter(output, remaining)) {
            writer.writeStartDocument();
            writer.writeName("v");
            context.encodeWithChildContext(encoder, writer, value);
            writer.writeEndDocument();
        }
        byte[] document = output.toByteArray();
        // [size:4][type:1]['v' 0:2][value ...][0:1]
        byte[] encoded = new byte[document.length - 4 - 2 - 1];
        encoded[0] = document[4];
        System.arraycopy(document, 7, encoded, 1, encoded.length - 1);
        return encoded;
    }

    /** A binary writer for one registry value inside a buffer's document: see {@link #encode}. */
    private static final class NestedValueWriter extends BsonBinaryWriter {
        NestedValueWriter(BasicOutputBuffer output, int maxSerializationDepth) {
            super(new BsonWriterSettings(maxSerializationDepth), new BsonBinaryWriterSettings(), output);
        }
    }
}
