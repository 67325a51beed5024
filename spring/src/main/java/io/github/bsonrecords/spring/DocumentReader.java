package io.github.bsonrecords.spring;

import java.util.Date;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.bson.AbstractBsonReader;
import org.bson.BsonBinary;
import org.bson.BsonContextType;
import org.bson.BsonDbPointer;
import org.bson.BsonReaderMark;
import org.bson.BsonRegularExpression;
import org.bson.BsonTimestamp;
import org.bson.BsonType;
import org.bson.BsonUndefined;
import org.bson.Document;
import org.bson.types.Binary;
import org.bson.types.Code;
import org.bson.types.Decimal128;
import org.bson.types.MaxKey;
import org.bson.types.MinKey;
import org.bson.types.ObjectId;
import org.bson.types.Symbol;

/**
 * Reads an {@code org.bson.Document}, as the driver's {@code DocumentCodec} decodes it, as the BSON it
 * was decoded from, so a generated codec can read a record straight from the document Spring holds
 * without encoding it to bytes first. Each Java value stands for the BSON type {@code DocumentCodec}
 * decodes into it. A value of any other type (a {@code UUID} under a configured UUID representation,
 * code with scope, a DBPointer, a map that is not a {@code Document}) is not guessed at: the reader
 * stops, {@link #unmapped()} turns true, and the caller reads the document's bytes instead.
 */
final class DocumentReader extends AbstractBsonReader {
    private final Document root;
    private Object currentValue;
    private String unmapped;

    DocumentReader(Document root) {
        this.root = root;
        this.currentValue = root;
        // AbstractBsonReader sets its state after the outermost document from the level around it
        setContext(new Level(null, BsonContextType.TOP_LEVEL, List.of()));
    }

    /** Whether reading stopped at a value this reader does not map (the caller then reads bytes). */
    boolean unmapped() {
        return unmapped != null;
    }

    @Override
    public BsonType readBsonType() {
        State state = getState();
        if (state == State.INITIAL || state == State.DONE || state == State.SCOPE_DOCUMENT) {
            setCurrentBsonType(BsonType.DOCUMENT);
            setState(State.VALUE);
            currentValue = root;
            return BsonType.DOCUMENT;
        }
        if (state != State.TYPE) {
            throwInvalidState("readBsonType", State.TYPE);
        }
        Level level = getContext();
        if (!level.advance()) {
            setState(level.array() ? State.END_OF_ARRAY : State.END_OF_DOCUMENT);
            setCurrentBsonType(BsonType.END_OF_DOCUMENT);
            return BsonType.END_OF_DOCUMENT;
        }
        currentValue = level.value;
        if (level.array()) {
            setState(State.VALUE);
        } else {
            setCurrentName(level.name);
            setState(State.NAME);
        }
        BsonType type = typeOf(currentValue);
        setCurrentBsonType(type);
        return type;
    }

    /** The BSON type {@code DocumentCodec} decodes into {@code value}'s class (default BsonTypeClassMap). */
    private BsonType typeOf(Object value) {
        if (value == null) {
            return BsonType.NULL;
        } else if (value instanceof String) {
            return BsonType.STRING;
        } else if (value instanceof Integer) {
            return BsonType.INT32;
        } else if (value instanceof Long) {
            return BsonType.INT64;
        } else if (value instanceof Double) {
            return BsonType.DOUBLE;
        } else if (value instanceof Boolean) {
            return BsonType.BOOLEAN;
        } else if (value instanceof Document) {
            return BsonType.DOCUMENT;
        } else if (value instanceof List) {
            return BsonType.ARRAY;
        } else if (value instanceof ObjectId) {
            return BsonType.OBJECT_ID;
        } else if (value instanceof Date) {
            return BsonType.DATE_TIME;
        } else if (value instanceof Decimal128) {
            return BsonType.DECIMAL128;
        } else if (value instanceof Binary) {
            return BsonType.BINARY;
        } else if (value instanceof BsonTimestamp) {
            return BsonType.TIMESTAMP;
        } else if (value instanceof BsonRegularExpression) {
            return BsonType.REGULAR_EXPRESSION;
        } else if (value instanceof Symbol) {
            return BsonType.SYMBOL;
        } else if (value.getClass() == Code.class) {
            return BsonType.JAVASCRIPT;
        } else if (value instanceof MinKey) {
            return BsonType.MIN_KEY;
        } else if (value instanceof MaxKey) {
            return BsonType.MAX_KEY;
        } else if (value instanceof BsonUndefined) {
            return BsonType.UNDEFINED;
        }
        throw stop(value.getClass().getName());
    }

    private UnmappedValue stop(String what) {
        unmapped = what;
        return new UnmappedValue(what);
    }

    /*
     * The reads a record's fields mostly make: when the reader is at a value of the type asked for,
     * the value without AbstractBsonReader's general checks; anything else (the wrong type, the wrong
     * state) through them, so it fails as it fails there.
     */

    private boolean at(BsonType type) {
        return getState() == State.VALUE && getCurrentBsonType() == type && !isClosed();
    }

    @Override
    public double readDouble() {
        if (at(BsonType.DOUBLE)) {
            setState(getNextState());
            return (Double) currentValue;
        }
        return super.readDouble();
    }

    @Override
    public String readString() {
        if (at(BsonType.STRING)) {
            setState(getNextState());
            return (String) currentValue;
        }
        return super.readString();
    }

    @Override
    public int readInt32() {
        if (at(BsonType.INT32)) {
            setState(getNextState());
            return (Integer) currentValue;
        }
        return super.readInt32();
    }

    @Override
    public long readInt64() {
        if (at(BsonType.INT64)) {
            setState(getNextState());
            return (Long) currentValue;
        }
        return super.readInt64();
    }

    @Override
    public boolean readBoolean() {
        if (at(BsonType.BOOLEAN)) {
            setState(getNextState());
            return (Boolean) currentValue;
        }
        return super.readBoolean();
    }

    @Override
    public long readDateTime() {
        if (at(BsonType.DATE_TIME)) {
            setState(getNextState());
            return ((Date) currentValue).getTime();
        }
        return super.readDateTime();
    }

    @Override
    public ObjectId readObjectId() {
        if (at(BsonType.OBJECT_ID)) {
            setState(getNextState());
            return (ObjectId) currentValue;
        }
        return super.readObjectId();
    }

    @Override
    protected void doReadStartDocument() {
        setContext(new Level(getContext(), BsonContextType.DOCUMENT, ((Document) currentValue).entrySet()));
    }

    @Override
    protected void doReadEndDocument() {
        setContext(getContext().parent());
    }

    @Override
    protected void doReadStartArray() {
        setContext(new Level(getContext(), BsonContextType.ARRAY, (List<?>) currentValue));
    }

    @Override
    protected void doReadEndArray() {
        setContext(getContext().parent());
    }

    @Override
    protected Level getContext() {
        return (Level) super.getContext();
    }

    @Override
    protected BsonBinary doReadBinaryData() {
        Binary binary = (Binary) currentValue;
        return new BsonBinary(binary.getType(), binary.getData());
    }

    @Override
    protected byte doPeekBinarySubType() {
        return ((Binary) currentValue).getType();
    }

    @Override
    protected int doPeekBinarySize() {
        return ((Binary) currentValue).length();
    }

    @Override
    protected boolean doReadBoolean() {
        return (Boolean) currentValue;
    }

    @Override
    protected long doReadDateTime() {
        return ((Date) currentValue).getTime();
    }

    @Override
    protected double doReadDouble() {
        return (Double) currentValue;
    }

    @Override
    protected int doReadInt32() {
        return (Integer) currentValue;
    }

    @Override
    protected long doReadInt64() {
        return (Long) currentValue;
    }

    @Override
    protected Decimal128 doReadDecimal128() {
        return (Decimal128) currentValue;
    }

    @Override
    protected String doReadJavaScript() {
        return ((Code) currentValue).getCode();
    }

    @Override
    protected String doReadJavaScriptWithScope() {
        throw stop("code with scope");
    }

    @Override
    protected void doReadMaxKey() {
    }

    @Override
    protected void doReadMinKey() {
    }

    @Override
    protected void doReadNull() {
    }

    @Override
    protected ObjectId doReadObjectId() {
        return (ObjectId) currentValue;
    }

    @Override
    protected BsonRegularExpression doReadRegularExpression() {
        return (BsonRegularExpression) currentValue;
    }

    @Override
    protected BsonDbPointer doReadDBPointer() {
        throw stop("DBPointer");
    }

    @Override
    protected String doReadString() {
        return (String) currentValue;
    }

    @Override
    protected String doReadSymbol() {
        return ((Symbol) currentValue).getSymbol();
    }

    @Override
    protected BsonTimestamp doReadTimestamp() {
        return (BsonTimestamp) currentValue;
    }

    @Override
    protected void doReadUndefined() {
    }

    @Override
    protected void doSkipName() {
    }

    @Override
    protected void doSkipValue() {
    }

    @Override
    public BsonReaderMark getMark() {
        return new Mark();
    }

    /** A position to come back to: each open level's count of consumed values, and the reader's state. */
    private final class Mark implements BsonReaderMark {
        private final Level level = getContext();
        private final int[] consumed;
        private final State state = getState();
        private final BsonType type = getCurrentBsonType();
        private final String name = getState() == State.INITIAL ? null : getCurrentName();
        private final Object value = currentValue;

        Mark() {
            int depth = 0;
            for (Level l = level; l != null; l = l.parent()) {
                depth++;
            }
            consumed = new int[depth];
            int i = 0;
            for (Level l = level; l != null; l = l.parent()) {
                consumed[i++] = l.consumed;
            }
        }

        @Override
        public void reset() {
            int i = 0;
            for (Level l = level; l != null; l = l.parent()) {
                l.rewind(consumed[i++]);
            }
            setContext(level);
            setState(state);
            setCurrentBsonType(type);
            setCurrentName(name);
            currentValue = value;
        }
    }

    /** One open document or array: its values in order, with how many were read (for marks). */
    private final class Level extends Context {
        private final Iterable<?> values;
        private Iterator<?> iterator;
        private int consumed;
        private String name;
        private Object value;

        Level(Level parent, BsonContextType type, Iterable<?> values) {
            super(parent, type);
            this.values = values;
            this.iterator = values.iterator();
        }

        boolean array() {
            return getContextType() == BsonContextType.ARRAY;
        }

        Level parent() {
            return (Level) getParentContext();
        }

        boolean advance() {
            if (!iterator.hasNext()) {
                return false;
            }
            Object next = iterator.next();
            consumed++;
            if (getContextType() == BsonContextType.ARRAY) {
                value = next;
            } else {
                Map.Entry<?, ?> entry = (Map.Entry<?, ?>) next;
                name = (String) entry.getKey();
                value = entry.getValue();
            }
            return true;
        }

        void rewind(int count) {
            iterator = values.iterator();
            consumed = 0;
            while (consumed < count) {
                advance();
            }
        }
    }

    /** Stops reading at a value the reader does not map; the caller reads the document's bytes. */
    static final class UnmappedValue extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UnmappedValue(String what) {
            super("not read from the Document: " + what, null, false, false);
        }
    }
}
