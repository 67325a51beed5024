package io.github.bsonrecords.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Every multi-byte load and store of the runtime, in one place: BSON is little-endian (numbers,
 * sizes, lengths); a UUID's 16 bytes are big-endian. The array-view VarHandles compile to single
 * unaligned loads and stores, with the array's bounds checked.
 */
public final class Endian {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle DOUBLE = MethodHandles.byteArrayViewVarHandle(double[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG_BIG_ENDIAN = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private Endian() {
    }

    public static int getInt(byte[] b, int pos) {
        return (int) INT.get(b, pos);
    }

    public static long getLong(byte[] b, int pos) {
        return (long) LONG.get(b, pos);
    }

    /** The raw IEEE 754 bits (NaN payloads kept). */
    public static double getDouble(byte[] b, int pos) {
        return (double) DOUBLE.get(b, pos);
    }

    public static void putInt(byte[] b, int pos, int value) {
        INT.set(b, pos, value);
    }

    public static void putLong(byte[] b, int pos, long value) {
        LONG.set(b, pos, value);
    }

    public static void putDouble(byte[] b, int pos, double value) {
        DOUBLE.set(b, pos, value);
    }

    public static long getLongBigEndian(byte[] b, int pos) {
        return (long) LONG_BIG_ENDIAN.get(b, pos);
    }

    public static void putLongBigEndian(byte[] b, int pos, long value) {
        LONG_BIG_ENDIAN.set(b, pos, value);
    }
}
