package io.github.bsonrecords.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.bson.ByteBuf;
import org.bson.RawBsonDocument;

/**
 * Copies a {@code RawBsonDocument}'s bytes out with one {@code arraycopy}: from its backing array
 * through the accessors bson 5.8 added ({@code getBackingArray}, {@code getByteOffset},
 * {@code getByteLength}), looked up once; older versions copy through {@code getByteBuffer()}.
 */
public final class RawDocumentBytes {
    private static final MethodHandle ARRAY;
    private static final MethodHandle OFFSET;
    private static final MethodHandle LENGTH;
    private static final boolean BACKING_ARRAY;

    static {
        MethodHandles.Lookup lookup = MethodHandles.publicLookup();
        MethodHandle array = null;
        MethodHandle offset = null;
        MethodHandle length = null;
        try {
            array = lookup.findVirtual(RawBsonDocument.class, "getBackingArray", MethodType.methodType(byte[].class));
            offset = lookup.findVirtual(RawBsonDocument.class, "getByteOffset", MethodType.methodType(int.class));
            length = lookup.findVirtual(RawBsonDocument.class, "getByteLength", MethodType.methodType(int.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            array = null;
        }
        ARRAY = array;
        OFFSET = offset;
        LENGTH = length;
        BACKING_ARRAY = array != null;
    }

    private RawDocumentBytes() {
    }

    /** The document's size in bytes. */
    public static int length(RawBsonDocument document) {
        if (!BACKING_ARRAY) {
            return document.getByteBuffer().remaining();
        }
        try {
            return (int) LENGTH.invokeExact(document);
        } catch (Throwable e) {
            throw rethrow(e);
        }
    }

    /** Copies the document's {@code length} bytes (see {@link #length}) into {@code into} at {@code at}. */
    public static void copy(RawBsonDocument document, byte[] into, int at, int length) {
        if (!BACKING_ARRAY) {
            ByteBuf bytes = document.getByteBuffer();
            bytes.get(into, at, length);
            return;
        }
        try {
            byte[] array = (byte[]) ARRAY.invokeExact(document);
            int offset = (int) OFFSET.invokeExact(document);
            System.arraycopy(array, offset, into, at, length);
        } catch (Throwable e) {
            throw rethrow(e);
        }
    }

    private static RuntimeException rethrow(Throwable e) {
        if (e instanceof RuntimeException runtime) {
            return runtime;
        }
        if (e instanceof Error error) {
            throw error;
        }
        return new IllegalStateException(e);
    }
}
