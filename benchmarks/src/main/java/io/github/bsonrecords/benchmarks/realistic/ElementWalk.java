package io.github.bsonrecords.benchmarks.realistic;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The parse without the build: every element of a cursor batch visited once (its type read, its name's end and
 * its value's end found, sub-documents and arrays entered), with nothing matched, checked or built. What a decoder
 * that is not handed the offsets must at least do on top of {@link FloorDecoder}'s building, for a decoder that
 * reads every element (a strict one reads the fields it skips too). Trusts its input: benchmark documents only.
 */
final class ElementWalk {
    private static final VarHandle INT = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);

    private ElementWalk() {
    }

    /** The number of elements of the document at {@code start}, counted at every depth. */
    static int document(byte[] b, int start) {
        int end = start + (int) INT.get(b, start) - 1;
        int count = 0;
        int pos = start + 4;
        while (pos < end) {
            int type = b[pos];
            int name = pos + 1;
            while (b[name] != 0) {
                name++;
            }
            int value = name + 1;
            count++;
            pos = switch (type) {
                case 0x01, 0x09, 0x11, 0x12 -> value + 8;
                case 0x02, 0x0D, 0x0E -> value + 4 + (int) INT.get(b, value);
                case 0x03, 0x04 -> {
                    count += document(b, value);
                    yield value + (int) INT.get(b, value);
                }
                case 0x05 -> value + 5 + (int) INT.get(b, value);
                case 0x07 -> value + 12;
                case 0x08 -> value + 1;
                case 0x0A -> value;
                case 0x10 -> value + 4;
                case 0x13 -> value + 16;
                default -> throw new IllegalArgumentException("BSON type " + type + " has no place in the families");
            };
        }
        return count;
    }
}
