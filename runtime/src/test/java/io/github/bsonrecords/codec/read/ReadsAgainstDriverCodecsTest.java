package io.github.bsonrecords.codec.read;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.bsonrecords.BsonRecordDecodingException;
import io.github.bsonrecords.codec.FieldRef;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiFunction;
import java.util.stream.Stream;
import org.bson.BsonBinary;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDocumentReader;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonNull;
import org.bson.BsonObjectId;
import org.bson.BsonReader;
import org.bson.BsonString;
import org.bson.BsonSymbol;
import org.bson.BsonValue;
import org.bson.codecs.BigDecimalCodec;
import org.bson.codecs.BooleanCodec;
import org.bson.codecs.ByteCodec;
import org.bson.codecs.CharacterCodec;
import org.bson.codecs.Decoder;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DoubleCodec;
import org.bson.codecs.FloatCodec;
import org.bson.codecs.IntegerCodec;
import org.bson.codecs.LongCodec;
import org.bson.codecs.ShortCodec;
import org.bson.codecs.StringCodec;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * For every scalar reader and every BSON value in a varied sample, our reader and the driver's
 * codec for the type agree: the same value when both accept it, and both refuse otherwise, ours
 * always with a {@link BsonRecordDecodingException} naming the component. (Numbers widen only
 * where the driver's number codecs widen.)
 */
class ReadsAgainstDriverCodecsTest {
    private static final FieldRef FIELD = new FieldRef("test.Sample", "value", "v");

    static List<BsonValue> samples() {
        List<BsonValue> values = new ArrayList<>(List.of(
                new BsonInt32(0), new BsonInt32(42), new BsonInt32(-7), new BsonInt32(Integer.MAX_VALUE),
                new BsonInt32(Integer.MIN_VALUE), new BsonInt32(127), new BsonInt32(128), new BsonInt32(-129),
                new BsonInt32(32767), new BsonInt32(32768),
                new BsonInt64(5L), new BsonInt64(Integer.MAX_VALUE + 1L), new BsonInt64(Long.MIN_VALUE),
                new BsonInt64((1L << 53) + 1), new BsonInt64(1L << 53),
                new BsonDouble(3.0), new BsonDouble(2.5), new BsonDouble(-0.0), new BsonDouble(1e300),
                new BsonDouble(Double.NaN), new BsonDouble(Double.POSITIVE_INFINITY), new BsonDouble(3.4e38),
                new BsonDouble(4e9), new BsonDouble(9.3e18),
                new BsonDecimal128(Decimal128.parse("12")), new BsonDecimal128(Decimal128.parse("12.5")),
                new BsonDecimal128(Decimal128.parse("1E+400")), new BsonDecimal128(Decimal128.NaN),
                new BsonDecimal128(Decimal128.parse("0.1")), new BsonDecimal128(Decimal128.parse("-0")),
                new BsonString("x"), new BsonString("xy"), new BsonString(""), new BsonSymbol("s"),
                BsonBoolean.TRUE, new BsonDateTime(1_700_000_000_000L), new BsonObjectId(new ObjectId()),
                new BsonBinary(new byte[] {1, 2}), new BsonDocument("a", new BsonInt32(1))));
        return values;
    }

    static Stream<Arguments> readersAndCodecs() {
        List<Arguments> pairs = List.of(
                Arguments.of("int", (BiFunction<BsonReader, FieldRef, Object>) Reads::intValue, new IntegerCodec()),
                Arguments.of("long", (BiFunction<BsonReader, FieldRef, Object>) Reads::longValue, new LongCodec()),
                Arguments.of("double", (BiFunction<BsonReader, FieldRef, Object>) Reads::doubleValue, new DoubleCodec()),
                Arguments.of("float", (BiFunction<BsonReader, FieldRef, Object>) Reads::floatValue, new FloatCodec()),
                Arguments.of("short", (BiFunction<BsonReader, FieldRef, Object>) Reads::shortValue, new ShortCodec()),
                Arguments.of("byte", (BiFunction<BsonReader, FieldRef, Object>) Reads::byteValue, new ByteCodec()),
                Arguments.of("char", (BiFunction<BsonReader, FieldRef, Object>) Reads::charValue, new CharacterCodec()),
                Arguments.of("boolean", (BiFunction<BsonReader, FieldRef, Object>) Reads::booleanValue, new BooleanCodec()),
                Arguments.of("String", (BiFunction<BsonReader, FieldRef, Object>) Reads::string, new StringCodec()));
        return samples().stream().flatMap(sample -> pairs.stream()
                .map(pair -> Arguments.of(pair.get()[0], pair.get()[1], pair.get()[2], sample)));
    }

    @ParameterizedTest(name = "{0} from {3}")
    @MethodSource("readersAndCodecs")
    void agreesWithDriverCodec(String type, BiFunction<BsonReader, FieldRef, Object> ours, Decoder<?> driver,
            BsonValue sample) {
        if (type.equals("float") && sample.isDouble() && Double.isInfinite(sample.asDouble().getValue())) {
            // a deliberate difference: the driver's FloatCodec refuses infinities it can write
            assertEquals((float) sample.asDouble().getValue(), ours.apply(positionedOn(sample), FIELD));
            return;
        }
        Object expected;
        try {
            expected = driver.decode(positionedOn(sample), DecoderContext.builder().build());
        } catch (RuntimeException driverRefused) {
            expected = driverRefused;
        }
        Object actual;
        try {
            actual = ours.apply(positionedOn(sample), FIELD);
        } catch (RuntimeException weRefused) {
            actual = weRefused;
        }
        Object result = actual;
        if (expected instanceof RuntimeException) {
            BsonRecordDecodingException error = assertInstanceOf(BsonRecordDecodingException.class, result,
                    () -> "the driver refuses " + sample + " as " + type + ", we returned " + result);
            assertTrue(error.getMessage().startsWith("Cannot decode test.Sample.value from BSON field 'v': "),
                    error.getMessage());
        } else {
            if (actual instanceof RuntimeException e) {
                fail("the driver reads " + sample + " as " + type + " " + expected + ", we threw " + e);
            }
            assertEquals(expected, actual, () -> type + " from " + sample);
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void bigDecimalReadsDecimal128LikeTheDriverAndIntegersExactly(BsonValue sample) {
        Object actual;
        try {
            actual = Reads.bigDecimal(positionedOn(sample), FIELD);
        } catch (BsonRecordDecodingException e) {
            actual = e;
        }
        switch (sample.getBsonType()) {
            case DECIMAL128 -> {
                Object expected;
                try {
                    expected = new BigDecimalCodec().decode(positionedOn(sample), DecoderContext.builder().build());
                } catch (RuntimeException e) {
                    expected = e;
                }
                if (expected instanceof RuntimeException) {
                    assertInstanceOf(BsonRecordDecodingException.class, actual);
                } else {
                    assertEquals(expected, actual);
                }
            }
            case INT32 -> assertEquals(BigDecimal.valueOf(sample.asInt32().getValue()), actual);
            case INT64 -> assertEquals(BigDecimal.valueOf(sample.asInt64().getValue()), actual);
            default -> assertInstanceOf(BsonRecordDecodingException.class, actual);
        }
    }

    /** A reader positioned on the value, as a codec sees it inside a document. */
    static BsonReader positionedOn(BsonValue value) {
        BsonReader reader = new BsonDocumentReader(new BsonDocument("v", value == null ? BsonNull.VALUE : value));
        reader.readStartDocument();
        reader.readBsonType();
        reader.readName();
        return reader;
    }
}
