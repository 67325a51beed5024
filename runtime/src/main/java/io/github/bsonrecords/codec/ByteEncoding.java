package io.github.bsonrecords.codec;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.UUID;
import org.bson.BsonBinaryWriter;
import org.bson.codecs.Encoder;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;

/**
 * What the byte path writes beyond plain numbers and strings: {@link EncodedValues}' conversions
 * (shared with {@link Writes}, so both paths write the same bytes and fail alike), nested records'
 * documents, and registry codecs' values.
 */
public final class ByteEncoding {
    private ByteEncoding() {
    }

    public static void instant(BsonBuffer buffer, Instant value, FieldRef field) {
        buffer.putLong(EncodedValues.epochMillis(value, field));
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

    public static void character(BsonBuffer buffer, char value) {
        buffer.putString(String.valueOf(value));
    }

    public static void objectIdHex(BsonBuffer buffer, String value, FieldRef field) {
        buffer.putObjectId(EncodedValues.objectId(value, field));
    }

    public static void uuid(BsonBuffer buffer, UUID value) {
        buffer.putBinary(4, EncodedValues.uuidBytes(value));
    }

    public static void bigDecimal(BsonBuffer buffer, BigDecimal value, FieldRef field) {
        buffer.putDecimal128(EncodedValues.decimal128(value, field));
    }

    public static void mapKey(BsonBuffer buffer, String key, FieldRef field) {
        buffer.putCString(EncodedValues.checkedMapKey(key, field));
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
     * document: returns its BSON type code followed by the value's bytes.
     */
    public static <T> byte[] encode(Encoder<T> encoder, T value, EncoderContext context) {
        BasicOutputBuffer output = new BasicOutputBuffer(64);
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
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
}
