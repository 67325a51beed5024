package io.github.bsonrecords.processor.model;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.codec.FieldRef;
import io.github.bsonrecords.codec.read.ByteReads;
import io.github.bsonrecords.codec.read.Reads;
import io.github.bsonrecords.codec.write.BsonBuffer;
import io.github.bsonrecords.codec.write.ByteWrites;
import io.github.bsonrecords.codec.write.ScalarElements;
import io.github.bsonrecords.codec.write.Writes;
import io.github.bsonrecords.processor.emit.Constants;
import io.github.bsonrecords.query.FieldKind;
import io.github.bsonrecords.query.FieldKinds;
import io.github.bsonrecords.query.NumberField;
import io.github.bsonrecords.query.StringField;
import io.github.bsonrecords.query.ValueWriter;
import io.github.bsonrecords.query.ValueWriters;
import java.lang.invoke.MethodType;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Date;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.bson.BsonArray;
import org.bson.BsonBinary;
import org.bson.BsonBinaryReader;
import org.bson.BsonBinaryWriter;
import org.bson.BsonBoolean;
import org.bson.BsonDateTime;
import org.bson.BsonDecimal128;
import org.bson.BsonDocument;
import org.bson.BsonDouble;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonObjectId;
import org.bson.BsonReader;
import org.bson.BsonString;
import org.bson.BsonSymbol;
import org.bson.BsonValue;
import org.bson.BsonWriter;
import org.bson.RawBsonDocument;
import org.bson.codecs.BsonDocumentCodec;
import org.bson.codecs.EncoderContext;
import org.bson.io.BasicOutputBuffer;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The scalar table ({@link ScalarKind}) against the runtime: every entry's four methods exist
 * with the signatures the emitters call, both writers write the entry's BSON type and the same
 * bytes, both readers read the values back, and both readers accept exactly the BSON types the
 * entry lists. Adding a scalar type means adding samples here too; the first test says so.
 */
class ScalarTableTest {
    private static final FieldRef FIELD = new FieldRef("test.Sample", "value", "v");

    /** Values of each kind's runtime type, edge cases included. */
    private static final Map<ScalarKind, List<Object>> SAMPLES = new EnumMap<>(ScalarKind.class);

    static {
        SAMPLES.put(ScalarKind.BOOLEAN, List.of(true, false));
        SAMPLES.put(ScalarKind.INT, List.of(0, -7, Integer.MAX_VALUE, Integer.MIN_VALUE));
        SAMPLES.put(ScalarKind.LONG, List.of(0L, Long.MAX_VALUE, Long.MIN_VALUE));
        SAMPLES.put(ScalarKind.DOUBLE, List.of(0.0, -0.0, 1.5e300, Double.NaN, Double.NEGATIVE_INFINITY));
        SAMPLES.put(ScalarKind.FLOAT, List.of(0.0f, 3.25f, Float.MAX_VALUE));
        SAMPLES.put(ScalarKind.SHORT, List.of((short) 0, Short.MIN_VALUE, Short.MAX_VALUE));
        SAMPLES.put(ScalarKind.BYTE, List.of((byte) 0, Byte.MIN_VALUE, Byte.MAX_VALUE));
        SAMPLES.put(ScalarKind.CHAR, List.of('a', '\u00e9', '\u65e5'));
        SAMPLES.put(ScalarKind.STRING, List.of("", "ascii", "h\u00e9llo \u65e5\u672c \uD83D\uDE00"));
        SAMPLES.put(ScalarKind.OBJECT_ID_HEX, List.of("5f43a1b2c3d4e5f601020304"));
        SAMPLES.put(ScalarKind.OBJECT_ID, List.of(new ObjectId("5f43a1b2c3d4e5f601020304")));
        SAMPLES.put(ScalarKind.INSTANT, List.of(Instant.parse("2024-05-01T12:00:00.123Z"), Instant.EPOCH));
        SAMPLES.put(ScalarKind.DATE, List.of(new Date(1714564800123L), new Date(-1L)));
        SAMPLES.put(ScalarKind.LOCAL_DATE, List.of(LocalDate.of(2024, 5, 1), LocalDate.of(1901, 12, 31)));
        SAMPLES.put(ScalarKind.LOCAL_DATE_TIME, List.of(LocalDateTime.of(2024, 5, 1, 12, 0, 0, 123_000_000)));
        SAMPLES.put(ScalarKind.LOCAL_TIME, List.of(LocalTime.of(23, 59, 59, 999_000_000), LocalTime.MIDNIGHT));
        SAMPLES.put(ScalarKind.UUID, List.of(UUID.fromString("123e4567-e89b-12d3-a456-426614174000")));
        SAMPLES.put(ScalarKind.DECIMAL128, List.of(Decimal128.parse("12.345"), Decimal128.NEGATIVE_ZERO));
        SAMPLES.put(ScalarKind.BIG_DECIMAL, List.of(new BigDecimal("12.345"), new BigDecimal("-1E+10")));
        SAMPLES.put(ScalarKind.BYTES, List.of(new byte[0], new byte[] {1, 2, 3}));
        SAMPLES.put(ScalarKind.DURATION, List.of(Duration.ofSeconds(5400, 7), Duration.ZERO, Duration.ofNanos(Long.MIN_VALUE)));
        SAMPLES.put(ScalarKind.BINARY, List.of(new Binary((byte) 0x80, new byte[] {9}), new Binary((byte) 2, new byte[] {1, 2})));
    }

    /** One value of each BSON type a scalar may be read from, each convertible without loss where a number. */
    private static final List<BsonValue> CANDIDATES = List.of(
            new BsonDouble(7.0), new BsonString("x"), new BsonDocument("a", new BsonInt32(1)),
            new BsonArray(List.of(new BsonInt32(1))), new BsonBinary(UUID.fromString("123e4567-e89b-12d3-a456-426614174000")),
            new BsonObjectId(new ObjectId()), BsonBoolean.TRUE, new BsonDateTime(0), new BsonSymbol("x"),
            new BsonInt32(7), new BsonInt64(7), new BsonDecimal128(Decimal128.parse("7")));

    @Test
    void everyKindHasSamples() {
        assertEquals(EnumSet.allOf(ScalarKind.class), EnumSet.copyOf(SAMPLES.keySet()),
                "a new ScalarKind needs sample values here");
    }

    @ParameterizedTest
    @EnumSource(ScalarKind.class)
    void theRuntimeHasTheFourMethodsTheTableNames(ScalarKind kind) throws Exception {
        Class<?> type = runtimeType(kind);
        assertStatic(Reads.class.getMethod(kind.method(), BsonReader.class, FieldRef.class), type);
        assertStatic(ByteReads.class.getMethod(kind.method(), byte[].class, int.class, int.class, int.class,
                FieldRef.class), type);
        assertStatic(Writes.class.getMethod(kind.method(), BsonWriter.class, type, FieldRef.class), void.class);
        assertStatic(ByteWrites.class.getMethod(kind.method(), BsonBuffer.class, type, FieldRef.class), void.class);
    }

    @ParameterizedTest
    @EnumSource(ScalarKind.class)
    void bothPathsWriteTheTablesTypeAndTheSameBytesAndReadTheValueBack(ScalarKind kind) throws Exception {
        for (Object sample : SAMPLES.get(kind)) {
            byte[] viaWriter = viaWriter(kind, sample);
            byte[] viaBuffer = viaBuffer(kind, sample);
            assertArrayEquals(viaWriter, viaBuffer, kind + " " + sample);
            assertEquals(kind.bsonType(), viaWriter[4] & 0xFF, kind + " writes BSON type " + kind.bsonType());
            assertSameValue(sample, readWithReader(kind, viaWriter), kind + " Reads");
            assertSameValue(sample, readBytes(kind, viaWriter), kind + " ByteReads");
        }
    }

    @ParameterizedTest
    @EnumSource(ScalarKind.class)
    void bothReadersAcceptExactlyTheBsonTypesTheTableLists(ScalarKind kind) throws Exception {
        for (BsonValue candidate : CANDIDATES) {
            byte[] bytes = document(candidate);
            boolean listed = kind.readsFrom().contains(candidate.getBsonType().getValue());
            Object byReader = outcome(() -> readWithReader(kind, bytes));
            Object byBytes = outcome(() -> readBytes(kind, bytes));
            String what = kind + " from " + candidate.getBsonType();
            assertEquals(listed, !(byReader instanceof Throwable), what + ": " + byReader);
            assertEquals(describe(byReader), describe(byBytes), what);
        }
    }

    /**
     * A metamodel declares a component of each kind with the {@code FieldKinds} constant named after
     * its writer method ({@code intValue} is {@code INT_VALUE}): a {@code StringField} for strings, a
     * {@code NumberField} exactly for the numeric kinds, a plain {@code Field} else, whose filters
     * write each sample as the codec writes it.
     */
    @ParameterizedTest
    @EnumSource(ScalarKind.class)
    void theMetamodelDeclaresEachKindWithItsFieldKindsConstant(ScalarKind kind) throws Exception {
        java.lang.reflect.Field constant = FieldKinds.class.getField(Constants.constantName(kind.method()));
        assertTrue(Modifier.isStatic(constant.getModifiers()) && Modifier.isFinal(constant.getModifiers()),
                constant.toString());
        @SuppressWarnings("unchecked")
        FieldKind<Object, ?> fieldKind = (FieldKind<Object, ?>) constant.get(null);
        io.github.bsonrecords.query.Field<Object> reference = fieldKind.at("v", FIELD);
        Class<?> expected = kind == ScalarKind.STRING ? StringField.class
                : kind.numeric() ? NumberField.class : io.github.bsonrecords.query.Field.class;
        assertEquals(expected, reference.getClass(), kind.toString());
        assertEquals("v", reference.path());
        for (Object sample : SAMPLES.get(kind)) {
            BsonDocument filter = reference.eq(sample).toBsonDocument(BsonDocument.class, null); // a scalar needs no codec
            assertEquals(new RawBsonDocument(viaWriter(kind, sample)).get("v"), filter.get("v"), kind + " " + sample);
        }
    }

    /** The metamodel's writer of each kind is a method of the same name, and writes what the codec writes. */
    @ParameterizedTest
    @EnumSource(ScalarKind.class)
    void theMetamodelWritesEachKindAsTheCodecDoes(ScalarKind kind) throws Exception {
        Method method = ValueWriters.class.getMethod(kind.method(), FieldRef.class);
        assertStatic(method, ValueWriter.class);
        @SuppressWarnings("unchecked")
        ValueWriter<Object> valueWriter = (ValueWriter<Object>) invoke(method, FIELD);
        for (Object sample : SAMPLES.get(kind)) {
            BasicOutputBuffer output = new BasicOutputBuffer();
            try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
                writer.writeStartDocument();
                writer.writeName("v");
                valueWriter.write(writer, sample, EncoderContext.builder().build(), null); // a scalar needs no codec
                writer.writeEndDocument();
            }
            assertArrayEquals(viaWriter(kind, sample), output.toByteArray(), kind + " " + sample);
        }
    }

    /**
     * A kind's metamodel field is a {@code NumberField} ({@code inc}, {@code mul}) exactly when its
     * Java type is a {@code Number}: a {@code Duration}, stored as int64 nanoseconds, is compared
     * ({@code gt}, {@code min}) as every field is, but is no factor for {@code $mul}.
     */
    @ParameterizedTest
    @EnumSource(ScalarKind.class)
    void numericKindsAreTheNumbers(ScalarKind kind) throws Exception {
        Class<?> type = runtimeType(kind);
        Class<?> boxed = type.isPrimitive() ? MethodType.methodType(type).wrap().returnType() : type;
        assertEquals(Number.class.isAssignableFrom(boxed), kind.numeric(), kind.toString());
    }

    private static void assertStatic(Method method, Class<?> returns) {
        assertTrue(Modifier.isStatic(method.getModifiers()) && Modifier.isPublic(method.getModifiers()), method.toString());
        assertEquals(returns, method.getReturnType(), method.toString());
    }

    /**
     * The runtime's walks over a collection and a {@code String}-keyed map of each kind, which codecs
     * call instead of loops of their own: through the buffer and through the writer, the bytes the
     * writer API gives element by element with the table's {@code Writes} method, BSON null for null.
     */
    @ParameterizedTest
    @EnumSource(ScalarKind.class)
    @SuppressWarnings("unchecked")
    void scalarElementsWriteWhatTheWriterApiWritesElementByElement(ScalarKind kind) throws Exception {
        ScalarElements<Object> elements = (ScalarElements<Object>) ScalarElements.class.getField(kind.name()).get(null);
        List<Object> values = new ArrayList<>(SAMPLES.get(kind));
        values.add(null);
        Map<String, Object> entries = new LinkedHashMap<>();
        for (int i = 0; i < values.size(); i++) {
            entries.put("k" + i, values.get(i));
        }
        Method write = Writes.class.getMethod(kind.method(), BsonWriter.class, runtimeType(kind), FieldRef.class);
        BasicOutputBuffer expected = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(expected)) {
            writer.writeStartDocument();
            writer.writeStartArray("a");
            for (Object value : values) {
                if (value == null) {
                    writer.writeNull();
                } else {
                    invoke(write, writer, value, FIELD);
                }
            }
            writer.writeEndArray();
            writer.writeStartDocument("m");
            for (Map.Entry<String, Object> entry : entries.entrySet()) {
                writer.writeName(entry.getKey());
                if (entry.getValue() == null) {
                    writer.writeNull();
                } else {
                    invoke(write, writer, entry.getValue(), FIELD);
                }
            }
            writer.writeEndDocument();
            writer.writeEndDocument();
        }
        BasicOutputBuffer viaWriter = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(viaWriter)) {
            writer.writeStartDocument();
            writer.writeName("a");
            elements.writeArray(writer, values, FIELD);
            writer.writeName("m");
            elements.writeMap(writer, entries, FIELD);
            writer.writeEndDocument();
        }
        BsonBuffer buffer = BsonBuffer.unpooled();
        int size = buffer.reserveDocumentSize();
        buffer.putByte(0x04);
        buffer.putCString("a");
        elements.putArray(buffer, values, FIELD);
        buffer.putByte(0x03);
        buffer.putCString("m");
        elements.putMap(buffer, entries, FIELD);
        buffer.putByte(0);
        buffer.patchDocumentSize(size);
        assertArrayEquals(expected.toByteArray(), viaWriter.toByteArray(), kind + " through the writer");
        assertArrayEquals(expected.toByteArray(), buffer.toByteArray(), kind + " into the buffer");
    }

    private static byte[] viaWriter(ScalarKind kind, Object sample) throws Exception {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            writer.writeStartDocument();
            writer.writeName("v");
            invoke(Writes.class.getMethod(kind.method(), BsonWriter.class, runtimeType(kind), FieldRef.class),
                    writer, sample, FIELD);
            writer.writeEndDocument();
        }
        return output.toByteArray();
    }

    private static byte[] viaBuffer(ScalarKind kind, Object sample) throws Exception {
        BsonBuffer buffer = BsonBuffer.unpooled();
        int size = buffer.reserveDocumentSize();
        buffer.putByte(kind.bsonType());
        buffer.putCString("v");
        invoke(ByteWrites.class.getMethod(kind.method(), BsonBuffer.class, runtimeType(kind), FieldRef.class),
                buffer, sample, FIELD);
        buffer.putByte(0);
        buffer.patchDocumentSize(size);
        return buffer.toByteArray();
    }

    private static Object readWithReader(ScalarKind kind, byte[] document) throws Exception {
        BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(document));
        reader.readStartDocument();
        reader.readBsonType();
        reader.readName();
        return invoke(Reads.class.getMethod(kind.method(), BsonReader.class, FieldRef.class), reader, FIELD);
    }

    /** The single field {@code v} of {@code document}: type code at 4, name "v\0" at 5, value from 7. */
    private static Object readBytes(ScalarKind kind, byte[] document) throws Exception {
        return invoke(ByteReads.class.getMethod(kind.method(), byte[].class, int.class, int.class, int.class,
                FieldRef.class), document, (int) document[4], 7, document.length - 1, FIELD);
    }

    private static byte[] document(BsonValue value) {
        BasicOutputBuffer output = new BasicOutputBuffer();
        try (BsonBinaryWriter writer = new BsonBinaryWriter(output)) {
            new BsonDocumentCodec().encode(writer, new BsonDocument("v", value), EncoderContext.builder().build());
        }
        return output.toByteArray();
    }

    private static Object invoke(Method method, Object... arguments) throws Exception {
        try {
            return method.invoke(null, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    @FunctionalInterface
    private interface Read {
        Object run() throws Exception;
    }

    private static Object outcome(Read read) {
        try {
            return read.run();
        } catch (Exception e) {
            return e;
        }
    }

    private static String describe(Object outcome) {
        if (outcome instanceof Throwable e) {
            return e.getClass().getName() + ": " + e.getMessage();
        }
        return outcome instanceof byte[] bytes ? Arrays.toString(bytes) : String.valueOf(outcome);
    }

    private static void assertSameValue(Object expected, Object actual, String what) {
        if (expected instanceof byte[] bytes) {
            assertArrayEquals(bytes, (byte[]) actual, what);
        } else if (expected instanceof Double || expected instanceof Float) {
            assertEquals(expected.toString(), Objects.toString(actual), what); // NaN and -0.0 compare by text
        } else {
            assertEquals(expected, actual, what);
        }
    }

    private static Class<?> runtimeType(ScalarKind kind) throws ClassNotFoundException {
        String name = kind.runtimeType();
        List<Class<?>> primitives = new ArrayList<>(List.of(boolean.class, int.class, long.class, double.class,
                float.class, short.class, byte.class, char.class));
        for (Class<?> primitive : primitives) {
            if (primitive.getName().equals(name)) {
                return primitive;
            }
        }
        return name.equals("byte[]") ? byte[].class : Class.forName(name);
    }
}
