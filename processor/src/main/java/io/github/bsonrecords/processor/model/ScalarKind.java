package io.github.bsonrecords.processor.model;

import static io.github.bsonrecords.processor.model.ScalarKind.Arithmetic.NUMERIC;
import static io.github.bsonrecords.processor.model.ScalarKind.Arithmetic.OTHER;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The scalar mappings: Java types that map to one BSON value with no nested structure. This
 * table is the one place a scalar type is described; the analysis maps types through it, the
 * emitters call the runtime through it, and a test checks the runtime against it.
 *
 * <p>Each entry names one runtime method, present with that name in each of the four runtime
 * classes with these signatures (for {@code T} the entry's Java type):
 * <ul>
 *   <li>{@code Reads.name(BsonReader, FieldRef) -> T} and
 *       {@code ByteReads.name(byte[] bytes, int type, int start, int end, FieldRef) -> T};</li>
 *   <li>{@code Writes.name(BsonWriter, T, FieldRef)} and {@code ByteWrites.name(BsonBuffer, T, FieldRef)}.</li>
 * </ul>
 * Adding a scalar type is one entry here plus those four methods (see CONTRIBUTING.md).
 */
public enum ScalarKind {
    //         method          writes                     reads (widening: lossless values only)      metamodel  Java type(s)
    BOOLEAN("booleanValue", BsonTypeCode.BOOLEAN, List.of(BsonTypeCode.BOOLEAN), OTHER, "boolean", "java.lang.Boolean"),
    INT("intValue", BsonTypeCode.INT32, BsonTypeCode.NUMBERS, NUMERIC, "int", "java.lang.Integer"),
    LONG("longValue", BsonTypeCode.INT64, BsonTypeCode.NUMBERS, NUMERIC, "long", "java.lang.Long"),
    DOUBLE("doubleValue", BsonTypeCode.DOUBLE, BsonTypeCode.NUMBERS, NUMERIC, "double", "java.lang.Double"),
    FLOAT("floatValue", BsonTypeCode.DOUBLE, BsonTypeCode.NUMBERS, NUMERIC, "float", "java.lang.Float"),
    SHORT("shortValue", BsonTypeCode.INT32, BsonTypeCode.NUMBERS, NUMERIC, "short", "java.lang.Short"),
    BYTE("byteValue", BsonTypeCode.INT32, BsonTypeCode.NUMBERS, NUMERIC, "byte", "java.lang.Byte"),
    /** A string of length 1. */
    CHAR("charValue", BsonTypeCode.STRING, List.of(BsonTypeCode.STRING), OTHER, "char", "java.lang.Character"),
    STRING("string", BsonTypeCode.STRING, List.of(BsonTypeCode.STRING, BsonTypeCode.SYMBOL), OTHER, null, "java.lang.String"),
    /** A {@code String} stored as an ObjectId ({@code @BsonRepresentation(OBJECT_ID)}): chosen by the annotation, not the type. */
    OBJECT_ID_HEX("objectIdHex", BsonTypeCode.OBJECT_ID, List.of(BsonTypeCode.OBJECT_ID), OTHER, null, "java.lang.String"),
    OBJECT_ID("objectId", BsonTypeCode.OBJECT_ID, List.of(BsonTypeCode.OBJECT_ID), OTHER, null, "org.bson.types.ObjectId"),
    INSTANT("instant", BsonTypeCode.DATE_TIME, List.of(BsonTypeCode.DATE_TIME), OTHER, null, "java.time.Instant"),
    DATE("date", BsonTypeCode.DATE_TIME, List.of(BsonTypeCode.DATE_TIME), OTHER, null, "java.util.Date"),
    /** Midnight UTC, as the driver's {@code LocalDateCodec}. */
    LOCAL_DATE("localDate", BsonTypeCode.DATE_TIME, List.of(BsonTypeCode.DATE_TIME), OTHER, null, "java.time.LocalDate"),
    LOCAL_DATE_TIME("localDateTime", BsonTypeCode.DATE_TIME, List.of(BsonTypeCode.DATE_TIME), OTHER, null, "java.time.LocalDateTime"),
    /** On 1970-01-01 UTC, as the driver's {@code LocalTimeCodec}. */
    LOCAL_TIME("localTime", BsonTypeCode.DATE_TIME, List.of(BsonTypeCode.DATE_TIME), OTHER, null, "java.time.LocalTime"),
    /** Binary subtype 4, the standard representation, with no registry setting needed. */
    UUID("uuid", BsonTypeCode.BINARY, List.of(BsonTypeCode.BINARY), OTHER, null, "java.util.UUID"),
    DECIMAL128("decimal128", BsonTypeCode.DECIMAL128, BsonTypeCode.EXACT_NUMBERS, NUMERIC, null, "org.bson.types.Decimal128"),
    BIG_DECIMAL("bigDecimal", BsonTypeCode.DECIMAL128, BsonTypeCode.EXACT_NUMBERS, NUMERIC, null, "java.math.BigDecimal"),
    /** {@code byte[]}: BSON binary, as the driver's {@code ByteArrayCodec} writes it. */
    BYTES("bytes", BsonTypeCode.BINARY, List.of(BsonTypeCode.BINARY), OTHER, null, "byte[]"),
    BINARY("binary", BsonTypeCode.BINARY, List.of(BsonTypeCode.BINARY), OTHER, null, "org.bson.types.Binary"),
    /** int64 nanoseconds (the driver has no codec for it): exact, and ordered as the durations are. */
    DURATION("duration", BsonTypeCode.INT64, BsonTypeCode.NUMBERS, OTHER, null, "java.time.Duration");

    private final String method;
    private final int bsonType;
    private final List<Integer> readsFrom;
    private final boolean numeric;
    private final String primitive;
    private final String declaredType;

    ScalarKind(String method, int bsonType, List<Integer> readsFrom, Arithmetic arithmetic, String primitive,
            String declaredType) {
        this.method = method;
        this.bsonType = bsonType;
        this.readsFrom = readsFrom;
        this.numeric = arithmetic == Arithmetic.NUMERIC;
        this.primitive = primitive;
        this.declaredType = declaredType;
    }

    /** The name of the kind's method in {@code Reads}, {@code ByteReads}, {@code Writes} and {@code ByteWrites}. */
    public String method() {
        return method;
    }

    /** The BSON type code a value is written with. */
    public int bsonType() {
        return bsonType;
    }

    /** The BSON types a value decodes from (numbers only when no precision is lost); BSON null aside. */
    public List<Integer> readsFrom() {
        return readsFrom;
    }

    /**
     * Whether the metamodel's field reference is a {@code NumberField} ({@code inc}, {@code mul}):
     * the Java type is a {@code Number}. {@link #DURATION} is not, though stored as int64: a
     * {@code Duration} factor for {@code $mul} has no meaning, and its comparisons are on every field.
     */
    public boolean numeric() {
        return numeric;
    }

    /** The primitive type ({@code int}), if the kind has one. */
    public Optional<String> primitive() {
        return Optional.ofNullable(primitive);
    }

    /** The declared type the kind maps ({@code java.lang.Integer}, {@code java.time.Instant}, {@code byte[]}). */
    public String declaredType() {
        return declaredType;
    }

    /** The type of the runtime methods' values: the primitive where there is one, else the declared type. */
    public String runtimeType() {
        return primitive != null ? primitive : declaredType;
    }

    /**
     * The kind a primitive type ({@code int}) or declared type ({@code java.time.Instant},
     * {@code byte[]}) maps to; {@link #OBJECT_ID_HEX} is chosen by annotation, never by type.
     */
    public static Optional<ScalarKind> forType(String name) {
        return Arrays.stream(values())
                .filter(kind -> kind != OBJECT_ID_HEX)
                .filter(kind -> name.equals(kind.primitive) || name.equals(kind.declaredType))
                .findFirst();
    }

    /** The primitive's zero, the value of a missing field (Java source). */
    public String zero() {
        return switch (primitive == null ? "" : primitive) {
            case "boolean" -> "false";
            case "char" -> "'\\0'";
            case "long" -> "0L";
            case "double" -> "0.0";
            case "float" -> "0.0f";
            case "" -> "null";
            default -> "0";
        };
    }

    /** The table's metamodel column: whether the kind's values take arithmetic updates. */
    enum Arithmetic {
        NUMERIC, OTHER
    }

    /** BSON type codes the table uses. */
    public static final class BsonTypeCode {
        public static final int DOUBLE = 0x01;
        public static final int STRING = 0x02;
        public static final int DOCUMENT = 0x03;
        public static final int ARRAY = 0x04;
        public static final int BINARY = 0x05;
        public static final int OBJECT_ID = 0x07;
        public static final int BOOLEAN = 0x08;
        public static final int DATE_TIME = 0x09;
        public static final int NULL = 0x0A;
        public static final int SYMBOL = 0x0E;
        public static final int INT32 = 0x10;
        public static final int INT64 = 0x12;
        public static final int DECIMAL128 = 0x13;
        static final List<Integer> NUMBERS = List.of(INT32, INT64, DOUBLE, DECIMAL128);
        static final List<Integer> EXACT_NUMBERS = List.of(DECIMAL128, INT32, INT64);

        private BsonTypeCode() {
        }
    }
}
