package io.github.bsonrecords.internal;

/**
 * Loads the JDK class in the signature of {@code HeapByteBuffer}'s constructor before decoding starts.
 *
 * <p>The driver's {@code ObjectId} can only be built from a {@code ByteBuffer} (or an array it wraps in
 * one). Once C2 inlines {@code ByteBuffer.wrap} and the constructor into a decode method, the buffer
 * never exists. But C2 does not inline a call whose signature names a class not yet loaded ("unloaded
 * signature classes"), and the class {@code HeapByteBuffer}'s constructor names (JDK 17:
 * {@code jdk.internal.access.foreign.MemorySegmentProxy}; JDK 21 and later:
 * {@code java.lang.foreign.MemorySegment}) is loaded only by what else the application has done:
 * measured on the realistic movies and orders, a generated decode method compiled before it was
 * loaded allocated a 48-byte buffer for every ObjectId it read, for the life of the process. Loading
 * a class initialises nothing and reads no member: no reflection is involved.
 */
public final class InlinableByteBuffers {
    static final String[] SIGNATURE_CLASSES = {
        "jdk.internal.access.foreign.MemorySegmentProxy", "java.lang.foreign.MemorySegment"};

    private InlinableByteBuffers() {
    }

    /** Loads whichever of the classes this JDK has; the others, and any failure, change nothing. */
    public static void load() {
        for (String name : SIGNATURE_CLASSES) {
            try {
                Class.forName(name, false, null);
            } catch (ClassNotFoundException | LinkageError | SecurityException absent) {
                // another JDK: its constructor names another class, or none
            }
        }
    }
}
