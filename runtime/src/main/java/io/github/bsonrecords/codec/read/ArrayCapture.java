package io.github.bsonrecords.codec.read;

import org.bson.io.BsonOutput;
import org.bson.types.ObjectId;

/**
 * The receiving end of {@code BsonInput.pipe}: it keeps the array and offset it is handed instead
 * of copying them. {@code ByteBufferBsonInput} hands a heap buffer's own array through the
 * three-argument {@code writeBytes}; a buffer without an array (a direct one) is copied into a
 * new array first and handed through the one-argument form, which {@link #direct} reports.
 * Nothing else is ever called on it.
 */
final class ArrayCapture implements BsonOutput {
    byte[] array;
    int offset;
    boolean direct;

    @Override
    public void writeBytes(byte[] bytes, int offset, int length) {
        this.array = bytes;
        this.offset = offset;
    }

    @Override
    public void writeBytes(byte[] bytes) {
        this.array = bytes;
        this.offset = 0;
        this.direct = true;
    }

    @Override
    public int getPosition() {
        throw unexpected();
    }

    @Override
    public int getSize() {
        throw unexpected();
    }

    @Override
    public void truncateToPosition(int newPosition) {
        throw unexpected();
    }

    @Override
    public void writeByte(int value) {
        throw unexpected();
    }

    @Override
    public void writeCString(String value) {
        throw unexpected();
    }

    @Override
    public void writeString(String value) {
        throw unexpected();
    }

    @Override
    public void writeDouble(double value) {
        throw unexpected();
    }

    @Override
    public void writeInt32(int value) {
        throw unexpected();
    }

    @Override
    public void writeInt32(int position, int value) {
        throw unexpected();
    }

    @Override
    public void writeInt64(long value) {
        throw unexpected();
    }

    @Override
    public void writeObjectId(ObjectId value) {
        throw unexpected();
    }

    @Override
    public void close() {
    }

    private static IllegalStateException unexpected() {
        return new IllegalStateException("BsonInput.pipe wrote to the array capture other than with writeBytes");
    }
}
