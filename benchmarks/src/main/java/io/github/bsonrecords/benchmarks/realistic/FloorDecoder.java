package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.internal.Decimal128Bits;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.bson.types.ObjectId;

/**
 * The floor: the least work any decoder must do to hand a family's records to the application. It is handed
 * every value's offset in advance ({@link Offsets}, computed before the clock starts) and only builds the values
 * (Strings, ObjectIds, dates, lists, maps, nested records), with no parsing and no checks, into the same types the
 * generated codec builds (presized {@code ArrayList}s, {@code LinkedHashMap}s). A loose floor: a decoder cannot
 * know the offsets for free, so the true least work is a little above it.
 *
 * <p>One instance decodes one batch at a time; each family's subclass reads its record's values in its
 * {@link Slot} order.
 */
abstract class FloorDecoder<T> {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class,
            ByteOrder.LITTLE_ENDIAN);
    private static final String[] ASCII = new String[128];

    static {
        for (int c = 0; c < ASCII.length; c++) {
            ASCII[c] = String.valueOf((char) c);
        }
    }

    private byte[] b;
    private int[] o;
    private int at;

    /** What the offsets record of each document: the shape this decoder reads. */
    abstract Slot.Document shape();

    /** One document's record, reading its offsets from the cursor. */
    abstract T record();

    /** Every document of the batch the offsets were taken from, into {@code out}. */
    final void decodeBatch(byte[] batch, int[] offsets, int documents, List<Object> out) {
        b = batch;
        o = offsets;
        at = 0;
        for (int i = 0; i < documents; i++) {
            out.add(record());
        }
    }

    /** Whether the nested document whose start marker is next is present (its fields follow when it is). */
    final boolean present() {
        return o[at++] >= 0;
    }

    /** Past a document's start marker where the document is always there (a record, a list's element). */
    final void enter() {
        at++;
    }

    /** The size of the list or map whose offsets follow, or -1 when it is absent. */
    final int count() {
        return o[at++];
    }

    /** The constant whose name is the string value next, matched on the bytes as the generated codec matches it. */
    final <E extends Enum<E>> E constant(E[] constants, byte[][] names) {
        int start = o[at++];
        int length = o[at++];
        for (int i = 0; i < names.length; i++) {
            if (java.util.Arrays.equals(b, start, start + length, names[i], 0, names[i].length)) {
                return constants[i];
            }
        }
        throw new IllegalStateException("no constant at " + start);
    }

    final String string() {
        int start = o[at++];
        int length = o[at++];
        if (start < 0) {
            return null;
        }
        if (length <= 1) {
            return length == 0 ? "" : b[start] >= 0 ? ASCII[b[start]] : new String(b, start, 1, StandardCharsets.UTF_8);
        }
        return new String(b, start, length, StandardCharsets.UTF_8);
    }

    final ObjectId objectId() {
        int start = o[at++];
        return start < 0 ? null : new ObjectId(ByteBuffer.wrap(b, start, 12));
    }

    final int int32() {
        return (int) INT.get(b, o[at++]);
    }

    final Integer boxedInt32() {
        int start = o[at++];
        return start < 0 ? null : (Integer) (int) INT.get(b, start);
    }

    final double float64() {
        return (double) DOUBLE.get(b, o[at++]);
    }

    final boolean bool() {
        return b[o[at++]] != 0;
    }

    final Boolean boxedBool() {
        int start = o[at++];
        return start < 0 ? null : b[start] != 0;
    }

    final Instant instant() {
        int start = o[at++];
        return start < 0 ? null : Instant.ofEpochMilli((long) LONG.get(b, start));
    }

    final BigDecimal decimal() {
        int start = o[at++];
        // the cheapest construction known (one BigDecimal from a long where the significand fits), not the driver's
        return start < 0 ? null : Decimal128Bits.bigDecimal((long) LONG.get(b, start + 8), (long) LONG.get(b, start));
    }

    final List<String> strings() {
        int count = o[at++];
        if (count < 0) {
            return null;
        }
        ArrayList<String> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add(string());
        }
        return list;
    }

    final List<Integer> ints() {
        int count = o[at++];
        if (count < 0) {
            return null;
        }
        ArrayList<Integer> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add((int) INT.get(b, o[at++]));
        }
        return list;
    }

    final List<Double> doubles() {
        int count = o[at++];
        if (count < 0) {
            return null;
        }
        ArrayList<Double> list = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            list.add((double) DOUBLE.get(b, o[at++]));
        }
        return list;
    }

    /** The capacity a hash map of {@code size} entries needs to never resize (as Java 19's {@code newHashMap}). */
    static int capacity(int size) {
        return (int) Math.ceil(size / 0.75);
    }
}
