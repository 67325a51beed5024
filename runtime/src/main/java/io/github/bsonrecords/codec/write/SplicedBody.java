package io.github.bsonrecords.codec.write;

import org.bson.io.BsonInput;
import org.bson.io.BsonInputMark;
import org.bson.io.BsonOutput;
import org.bson.types.ObjectId;

/**
 * The input {@link BodySplice} hands a binary writer's {@code pipe}: it answers the document size
 * the writer asks for first with the body's length plus the 4 bytes of that size, and when asked
 * to pipe the rest it takes those 4 bytes back out of the writer's output and writes the body
 * there. The writer has then written exactly the body. Nothing else may be read from it.
 */
final class SplicedBody implements BsonInput {
    private byte[] body;
    private int length;
    private boolean sizeRead;

    /** The next body to hand over; a buffer reuses its splice (and its reader) document after document. */
    SplicedBody reset(byte[] body, int length) {
        this.body = body;
        this.length = length;
        this.sizeRead = false;
        return this;
    }

    @Override
    public int readInt32() {
        if (sizeRead) {
            throw notPiped();
        }
        sizeRead = true;
        return length + 4;
    }

    /** {@code BsonInput.pipe} from bson 5.8 (not annotated: the runtime compiles against older bson too). */
    public void pipe(BsonOutput output, int numBytes) {
        if (!sizeRead || numBytes != length) {
            throw notPiped();
        }
        output.truncateToPosition(output.getPosition() - 4);
        output.writeBytes(body, 0, length);
    }

    @Override
    public int getPosition() {
        return 0;
    }

    @Override
    public byte readByte() {
        throw notPiped();
    }

    @Override
    public void readBytes(byte[] bytes) {
        throw notPiped();
    }

    @Override
    public void readBytes(byte[] bytes, int offset, int length) {
        throw notPiped();
    }

    @Override
    public long readInt64() {
        throw notPiped();
    }

    @Override
    public double readDouble() {
        throw notPiped();
    }

    @Override
    public String readString() {
        throw notPiped();
    }

    @Override
    public ObjectId readObjectId() {
        throw notPiped();
    }

    @Override
    public String readCString() {
        throw notPiped();
    }

    @Override
    public void skipCString() {
        throw notPiped();
    }

    @Override
    public void skip(int numBytes) {
        throw notPiped();
    }

    @Override
    public BsonInputMark getMark(int readLimit) {
        throw notPiped();
    }

    @Override
    public boolean hasRemaining() {
        return !sizeRead;
    }

    @Override
    public void close() {
    }

    private static IllegalStateException notPiped() {
        return new IllegalStateException("a spliced record body was read other than by BsonBinaryWriter.pipe;"
                + " this is a bug in bson-records, please report it with the driver version");
    }
}
