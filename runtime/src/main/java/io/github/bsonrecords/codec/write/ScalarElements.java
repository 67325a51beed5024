package io.github.bsonrecords.codec.write;

import io.github.bsonrecords.codec.FieldRef;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.Date;
import java.util.List;
import java.util.Map;
import java.util.RandomAccess;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.bson.BsonWriter;
import org.bson.types.Binary;
import org.bson.types.Decimal128;
import org.bson.types.ObjectId;

/**
 * The walk over a collection of scalars (a BSON array) or a {@code Map<String, scalar>} (a BSON
 * document), the same for every record: generated code calls it in one line instead of a loop of
 * its own, {@code ScalarElements.STRING.putArray(buffer, tags, TAGS)}. A null element or value is
 * written as BSON null, as the driver's collection and map codecs write it.
 *
 * <p>One constant per entry of the processor's scalar table, named as the entry, writing with the
 * entry's {@code ByteWrites} and {@code Writes} methods. Each constant is its own class, so where
 * a walk is inlined into the generated caller (which names the constant) the call per element is
 * bound directly.
 *
 * @param <T> the elements' Java type (boxed where the scalar is a primitive)
 */
public abstract class ScalarElements<T> {
    public static final ScalarElements<Boolean> BOOLEAN = new ScalarElements<>(0x08) {
        @Override
        void put(BsonBuffer buffer, Boolean value, FieldRef field) {
            ByteWrites.booleanValue(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Boolean value, FieldRef field) {
            Writes.booleanValue(writer, value, field);
        }
    };

    public static final ScalarElements<Integer> INT = new ScalarElements<>(0x10) {
        @Override
        void put(BsonBuffer buffer, Integer value, FieldRef field) {
            ByteWrites.intValue(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Integer value, FieldRef field) {
            Writes.intValue(writer, value, field);
        }
    };

    public static final ScalarElements<Long> LONG = new ScalarElements<>(0x12) {
        @Override
        void put(BsonBuffer buffer, Long value, FieldRef field) {
            ByteWrites.longValue(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Long value, FieldRef field) {
            Writes.longValue(writer, value, field);
        }
    };

    public static final ScalarElements<Double> DOUBLE = new ScalarElements<>(0x01) {
        @Override
        void put(BsonBuffer buffer, Double value, FieldRef field) {
            ByteWrites.doubleValue(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Double value, FieldRef field) {
            Writes.doubleValue(writer, value, field);
        }
    };

    public static final ScalarElements<Float> FLOAT = new ScalarElements<>(0x01) {
        @Override
        void put(BsonBuffer buffer, Float value, FieldRef field) {
            ByteWrites.floatValue(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Float value, FieldRef field) {
            Writes.floatValue(writer, value, field);
        }
    };

    public static final ScalarElements<Short> SHORT = new ScalarElements<>(0x10) {
        @Override
        void put(BsonBuffer buffer, Short value, FieldRef field) {
            ByteWrites.shortValue(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Short value, FieldRef field) {
            Writes.shortValue(writer, value, field);
        }
    };

    public static final ScalarElements<Byte> BYTE = new ScalarElements<>(0x10) {
        @Override
        void put(BsonBuffer buffer, Byte value, FieldRef field) {
            ByteWrites.byteValue(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Byte value, FieldRef field) {
            Writes.byteValue(writer, value, field);
        }
    };

    public static final ScalarElements<Character> CHAR = new ScalarElements<>(0x02) {
        @Override
        void put(BsonBuffer buffer, Character value, FieldRef field) {
            ByteWrites.charValue(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Character value, FieldRef field) {
            Writes.charValue(writer, value, field);
        }
    };

    public static final ScalarElements<String> STRING = new ScalarElements<>(0x02) {
        @Override
        void put(BsonBuffer buffer, String value, FieldRef field) {
            ByteWrites.string(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, String value, FieldRef field) {
            Writes.string(writer, value, field);
        }
    };

    public static final ScalarElements<String> OBJECT_ID_HEX = new ScalarElements<>(0x07) {
        @Override
        void put(BsonBuffer buffer, String value, FieldRef field) {
            ByteWrites.objectIdHex(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, String value, FieldRef field) {
            Writes.objectIdHex(writer, value, field);
        }
    };

    public static final ScalarElements<ObjectId> OBJECT_ID = new ScalarElements<>(0x07) {
        @Override
        void put(BsonBuffer buffer, ObjectId value, FieldRef field) {
            ByteWrites.objectId(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, ObjectId value, FieldRef field) {
            Writes.objectId(writer, value, field);
        }
    };

    public static final ScalarElements<Instant> INSTANT = new ScalarElements<>(0x09) {
        @Override
        void put(BsonBuffer buffer, Instant value, FieldRef field) {
            ByteWrites.instant(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Instant value, FieldRef field) {
            Writes.instant(writer, value, field);
        }
    };

    public static final ScalarElements<Date> DATE = new ScalarElements<>(0x09) {
        @Override
        void put(BsonBuffer buffer, Date value, FieldRef field) {
            ByteWrites.date(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Date value, FieldRef field) {
            Writes.date(writer, value, field);
        }
    };

    public static final ScalarElements<LocalDate> LOCAL_DATE = new ScalarElements<>(0x09) {
        @Override
        void put(BsonBuffer buffer, LocalDate value, FieldRef field) {
            ByteWrites.localDate(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, LocalDate value, FieldRef field) {
            Writes.localDate(writer, value, field);
        }
    };

    public static final ScalarElements<LocalDateTime> LOCAL_DATE_TIME = new ScalarElements<>(0x09) {
        @Override
        void put(BsonBuffer buffer, LocalDateTime value, FieldRef field) {
            ByteWrites.localDateTime(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, LocalDateTime value, FieldRef field) {
            Writes.localDateTime(writer, value, field);
        }
    };

    public static final ScalarElements<LocalTime> LOCAL_TIME = new ScalarElements<>(0x09) {
        @Override
        void put(BsonBuffer buffer, LocalTime value, FieldRef field) {
            ByteWrites.localTime(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, LocalTime value, FieldRef field) {
            Writes.localTime(writer, value, field);
        }
    };

    public static final ScalarElements<UUID> UUID = new ScalarElements<>(0x05) {
        @Override
        void put(BsonBuffer buffer, UUID value, FieldRef field) {
            ByteWrites.uuid(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, UUID value, FieldRef field) {
            Writes.uuid(writer, value, field);
        }
    };

    public static final ScalarElements<Decimal128> DECIMAL128 = new ScalarElements<>(0x13) {
        @Override
        void put(BsonBuffer buffer, Decimal128 value, FieldRef field) {
            ByteWrites.decimal128(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Decimal128 value, FieldRef field) {
            Writes.decimal128(writer, value, field);
        }
    };

    public static final ScalarElements<BigDecimal> BIG_DECIMAL = new ScalarElements<>(0x13) {
        @Override
        void put(BsonBuffer buffer, BigDecimal value, FieldRef field) {
            ByteWrites.bigDecimal(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, BigDecimal value, FieldRef field) {
            Writes.bigDecimal(writer, value, field);
        }
    };

    public static final ScalarElements<byte[]> BYTES = new ScalarElements<>(0x05) {
        @Override
        void put(BsonBuffer buffer, byte[] value, FieldRef field) {
            ByteWrites.bytes(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, byte[] value, FieldRef field) {
            Writes.bytes(writer, value, field);
        }
    };

    public static final ScalarElements<Binary> BINARY = new ScalarElements<>(0x05) {
        @Override
        void put(BsonBuffer buffer, Binary value, FieldRef field) {
            ByteWrites.binary(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Binary value, FieldRef field) {
            Writes.binary(writer, value, field);
        }
    };

    public static final ScalarElements<Duration> DURATION = new ScalarElements<>(0x12) {
        @Override
        void put(BsonBuffer buffer, Duration value, FieldRef field) {
            ByteWrites.duration(buffer, value, field);
        }

        @Override
        void write(BsonWriter writer, Duration value, FieldRef field) {
            Writes.duration(writer, value, field);
        }
    };

    private final int bsonType;

    private ScalarElements(int bsonType) {
        this.bsonType = bsonType;
    }

    /** A non-null value, its type and name already written. */
    abstract void put(BsonBuffer buffer, T value, FieldRef field);

    /** A non-null value, its name already written. */
    abstract void write(BsonWriter writer, T value, FieldRef field);

    /**
     * The elements as a BSON array value (its type and name already written). A random-access list
     * is walked by index: no iterator to allocate, whether or not C2 inlines this walk into its caller.
     * A {@code CopyOnWriteArrayList} keeps its iterator, the snapshot that makes it safe to write while
     * other threads change it.
     */
    public final void putArray(BsonBuffer buffer, Iterable<? extends T> values, FieldRef field) {
        int start = buffer.reserveInt();
        if (values instanceof RandomAccess && values instanceof List<? extends T> list
                && !(values instanceof CopyOnWriteArrayList)) {
            for (int index = 0, count = list.size(); index < count; index++) {
                putElement(buffer, list.get(index), index, field);
            }
        } else {
            int index = 0;
            for (T value : values) {
                putElement(buffer, value, index++, field);
            }
        }
        buffer.putByte(0);
        buffer.patchSize(start);
    }

    private void putElement(BsonBuffer buffer, T value, int index, FieldRef field) {
        if (value == null) {
            buffer.putByte(0x0A);
            buffer.putArrayIndex(index);
        } else {
            buffer.putByte(bsonType);
            buffer.putArrayIndex(index);
            put(buffer, value, field);
        }
    }

    /** The entries as a BSON document value (its type and name already written), keys checked as field names. */
    public final void putMap(BsonBuffer buffer, Map<String, ? extends T> values, FieldRef field) {
        int start = buffer.reserveInt();
        for (Map.Entry<String, ? extends T> entry : values.entrySet()) {
            T value = entry.getValue();
            if (value == null) {
                buffer.putByte(0x0A);
                ByteWrites.mapKey(buffer, entry.getKey(), field);
            } else {
                buffer.putByte(bsonType);
                ByteWrites.mapKey(buffer, entry.getKey(), field);
                put(buffer, value, field);
            }
        }
        buffer.putByte(0);
        buffer.patchSize(start);
    }

    /** {@link #putArray} through the writer API (its name already written). */
    public final void writeArray(BsonWriter writer, Iterable<? extends T> values, FieldRef field) {
        writer.writeStartArray();
        for (T value : values) {
            if (value == null) {
                writer.writeNull();
            } else {
                write(writer, value, field);
            }
        }
        writer.writeEndArray();
    }

    /** {@link #putMap} through the writer API (its name already written). */
    public final void writeMap(BsonWriter writer, Map<String, ? extends T> values, FieldRef field) {
        writer.writeStartDocument();
        for (Map.Entry<String, ? extends T> entry : values.entrySet()) {
            T value = entry.getValue();
            Writes.mapKey(writer, entry.getKey(), field);
            if (value == null) {
                writer.writeNull();
            } else {
                write(writer, value, field);
            }
        }
        writer.writeEndDocument();
    }
}
