package io.github.bsonrecords.spring;

import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.bson.AbstractBsonWriter;
import org.bson.BsonBinary;
import org.bson.BsonBinarySubType;
import org.bson.BsonContextType;
import org.bson.BsonDbPointer;
import org.bson.BsonRegularExpression;
import org.bson.BsonTimestamp;
import org.bson.BsonWriterSettings;
import org.bson.Document;
import org.bson.types.Binary;
import org.bson.types.Code;
import org.bson.types.Decimal128;
import org.bson.types.MaxKey;
import org.bson.types.MinKey;
import org.bson.types.ObjectId;
import org.bson.types.Symbol;

/**
 * Writes what a codec encodes straight into an {@code org.bson.Document}, holding each value as the
 * driver's {@code DocumentCodec} (default type map) decodes that BSON type: the document Spring gets
 * is the one encoding to bytes and decoding them would give, without the bytes. The mirror of
 * {@link DocumentReader}. A value whose decoded form depends on settings or is rare (a UUID binary,
 * whose form depends on the UUID representation; code with scope; a DBPointer; undefined) is not
 * guessed at: writing stops with {@link Unmapped} and the caller goes through the bytes instead.
 */
final class DocumentWriter extends AbstractBsonWriter {
    private final Document root = new Document();
    private boolean unmapped;

    DocumentWriter() {
        super(new BsonWriterSettings());
        setContext(new Level(null, BsonContextType.TOP_LEVEL, null));
    }

    /** Whether writing stopped at a value this writer does not map (the caller then writes bytes). */
    boolean unmapped() {
        return unmapped;
    }

    private Unmapped stop() {
        unmapped = true;
        return Unmapped.INSTANCE;
    }

    /** The document written, once the codec has ended it. */
    Document document() {
        return root;
    }

    @Override
    protected void doWriteStartDocument() {
        Document document = getState() == State.INITIAL ? root : new Document();
        setContext(new Level(getContext(), BsonContextType.DOCUMENT, document));
    }

    @Override
    protected void doWriteEndDocument() {
        Object document = getContext().container;
        setContext(getContext().getParentContext());
        if (getContext().getContextType() != BsonContextType.TOP_LEVEL) {
            add(document);
        }
    }

    @Override
    protected void doWriteStartArray() {
        setContext(new Level(getContext(), BsonContextType.ARRAY, new ArrayList<>()));
    }

    @Override
    protected void doWriteEndArray() {
        Object array = getContext().container;
        setContext(getContext().getParentContext());
        add(array);
    }

    @Override
    protected void doWriteBinaryData(BsonBinary value) {
        byte type = value.getType();
        if ((type == BsonBinarySubType.UUID_LEGACY.getValue() || type == BsonBinarySubType.UUID_STANDARD.getValue())
                && value.getData().length == 16) {
            throw stop();
        }
        add(new Binary(type, value.getData()));
    }

    @Override
    protected void doWriteBoolean(boolean value) {
        add(value);
    }

    @Override
    protected void doWriteDateTime(long value) {
        add(new Date(value));
    }

    @Override
    protected void doWriteDBPointer(BsonDbPointer value) {
        throw stop();
    }

    @Override
    protected void doWriteDouble(double value) {
        add(value);
    }

    @Override
    protected void doWriteInt32(int value) {
        add(value);
    }

    @Override
    protected void doWriteInt64(long value) {
        add(value);
    }

    @Override
    protected void doWriteDecimal128(Decimal128 value) {
        add(value);
    }

    @Override
    protected void doWriteJavaScript(String value) {
        add(new Code(value));
    }

    @Override
    protected void doWriteJavaScriptWithScope(String value) {
        throw stop();
    }

    @Override
    protected void doWriteMaxKey() {
        add(new MaxKey());
    }

    @Override
    protected void doWriteMinKey() {
        add(new MinKey());
    }

    @Override
    protected void doWriteNull() {
        add(null);
    }

    @Override
    protected void doWriteObjectId(ObjectId value) {
        add(value);
    }

    @Override
    protected void doWriteRegularExpression(BsonRegularExpression value) {
        add(value);
    }

    @Override
    protected void doWriteString(String value) {
        add(value);
    }

    @Override
    protected void doWriteSymbol(String value) {
        add(new Symbol(value));
    }

    @Override
    protected void doWriteTimestamp(BsonTimestamp value) {
        add(value);
    }

    @Override
    protected void doWriteUndefined() {
        throw stop();
    }

    @Override
    public void flush() {
    }

    @Override
    protected Level getContext() {
        return (Level) super.getContext();
    }

    @SuppressWarnings("unchecked")
    private void add(Object value) {
        Level level = getContext();
        if (level.getContextType() == BsonContextType.ARRAY) {
            ((List<Object>) level.container).add(value);
        } else {
            ((Document) level.container).put(getName(), value);
        }
    }

    /** A document or array being written, with the value that holds it. */
    private final class Level extends Context {
        private final Object container;

        Level(Level parent, BsonContextType type, Object container) {
            super(parent, type);
            this.container = container;
        }

        @Override
        public Level getParentContext() {
            return (Level) super.getParentContext();
        }
    }

    /** A value this writer does not map; the caller writes through the bytes. Thrown without a stack trace. */
    static final class Unmapped extends RuntimeException {
        private static final long serialVersionUID = 1L;
        static final Unmapped INSTANCE = new Unmapped();

        private Unmapped() {
            super("a value DocumentWriter does not map", null, false, false);
        }
    }
}
