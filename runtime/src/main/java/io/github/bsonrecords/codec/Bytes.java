package io.github.bsonrecords.codec;

/** Byte-order helpers shared by the readers and writers. */
final class Bytes {
    private Bytes() {
    }

    static long longBigEndian(byte[] data, int offset) {
        long value = 0;
        for (int i = 0; i < 8; i++) {
            value = (value << 8) | (data[offset + i] & 0xFF);
        }
        return value;
    }

    static void putLongBigEndian(byte[] data, int offset, long value) {
        for (int i = 7; i >= 0; i--) {
            data[offset + i] = (byte) value;
            value >>>= 8;
        }
    }
}
