package io.github.bsonrecords.codec.read;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import org.bson.BsonBinaryReader;
import org.bson.BsonReader;

/**
 * The slow path of the byte-level readers: a {@link BsonBinaryReader} positioned on a copy of one
 * value, so that {@link Reads} decides every case the fast path does not decide itself (type
 * mismatches, lossy conversions, out-of-range values). Errors are then identical to the portable
 * path's by construction, message included. Only failing or rare reads come here.
 */
final class PortableReads {
    private PortableReads() {
    }

    /**
     * A reader on the value of BSON type {@code type} at {@code pos} (already checked by
     * {@link BsonBytes#valueEnd}), after {@code readBsonType()} and {@code readName()}, as
     * generated code calls {@link Reads}.
     */
    static BsonReader readerAt(byte[] b, int type, int pos) {
        int valueLength = BsonBytes.valueEnd(b, type, pos, b.length) - pos;
        // int32 size, type, empty name's 0, the value, terminating 0
        byte[] document = new byte[4 + 1 + 1 + valueLength + 1];
        ByteBuffer.wrap(document).order(ByteOrder.LITTLE_ENDIAN).putInt(document.length);
        document[4] = (byte) type;
        System.arraycopy(b, pos, document, 6, valueLength);
        BsonBinaryReader reader = new BsonBinaryReader(ByteBuffer.wrap(document));
        reader.readStartDocument();
        reader.readBsonType();
        reader.readName();
        return reader;
    }
}
