package io.github.bsonrecords.internal;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.bson.io.BsonInput;
import org.bson.io.BsonOutput;
import org.bson.io.ByteBufferBsonInput;

/**
 * {@code BsonInput.pipe(BsonOutput, int)}, added in bson 5.8 and looked up once: the runtime
 * compiles against bson 4.11 too, where it does not exist. {@code ByteBufferBsonInput}, the
 * input of every {@code BsonBinaryReader} over a buffer (the driver's replies among them),
 * implements it by handing its own backing array to {@code output.writeBytes(array, offset, n)}
 * when it has one: that is how the byte path reads a document where it lies, with public API.
 */
public final class InputPipe {
    private static final MethodHandle PIPE = lookUpPipe();

    private InputPipe() {
    }

    /** Whether {@code input} hands out its bytes through {@link #pipe}: bson 5.8+ and exactly {@code ByteBufferBsonInput}. */
    public static boolean available(BsonInput input) {
        return PIPE != null && input.getClass() == ByteBufferBsonInput.class;
    }

    /** Whether this bson version has {@code BsonInput.pipe} (5.8+), on which the driver's writers pipe through inputs. */
    public static boolean supported() {
        return PIPE != null;
    }

    /** {@code input.pipe(output, length)}; only where {@link #supported()}. */
    public static void pipe(BsonInput input, BsonOutput output, int length) {
        try {
            PIPE.invokeExact(input, output, length);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IllegalStateException(e);
        }
    }

    private static MethodHandle lookUpPipe() {
        try {
            return MethodHandles.publicLookup().findVirtual(BsonInput.class, "pipe",
                    MethodType.methodType(void.class, BsonOutput.class, int.class));
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }
}
