package io.github.bsonrecords.survey;

import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.codec.shape.CodecShape;
import io.github.bsonrecords.codec.shape.ValueShape;

/**
 * The values at one path that a record reads (a field, an array's elements, a map's values): their
 * BSON types counted, and what they hold entered when the shape says what that is (the elements of
 * an array, the values of a map, a nested record's document), through child nodes made on first use.
 */
final class ValueNode {
    private static final int DOCUMENT = 0x03;
    private static final int ARRAY = 0x04;

    private final PathStats stats;
    private final ValueShape shape;
    private final PathTable table;
    /** The elements' or values' node, for an array or a map. */
    private ValueNode inner;
    /** The nested documents' node, for a record, a sealed interface or a generated codec from the registry. */
    private DocumentNode document;
    private boolean made;

    /** {@code stats} null when the table had no room: the values are then neither counted nor entered. */
    ValueNode(PathStats stats, ValueShape shape, PathTable table) {
        this.stats = stats;
        this.shape = shape;
        this.table = table;
    }

    void absent() {
        if (stats != null) {
            stats.absent();
        }
    }

    /** Counts the value of BSON type {@code type} at {@code [start, end)}, and enters it if the shape says what it holds. */
    void walk(byte[] bytes, int type, int start, int end, int depth) {
        if (stats == null) {
            table.untracked();
            return;
        }
        stats.seen(type);
        if (type != ARRAY && type != DOCUMENT || depth >= DocumentNode.MAX_DEPTH) {
            return;
        }
        if (!made) {
            made = true;
            makeChildren();
        }
        if (inner != null && type == (shape instanceof ValueShape.Sequence ? ARRAY : DOCUMENT)) {
            walkElements(bytes, start, end, depth);
        } else if (document != null && type == DOCUMENT) {
            document.walk(bytes, start, end, depth + 1);
        }
    }

    private void makeChildren() {
        if (shape instanceof ValueShape.Sequence sequence) {
            inner = new ValueNode(table.add(stats.path() + "[]", stats, Mapping.MAPPED, null, sequence.element()),
                    sequence.element(), table);
        } else if (shape instanceof ValueShape.StringMap map) {
            inner = new ValueNode(table.add(stats.path() + ".<key>", stats, Mapping.MAPPED, null, map.value()), map.value(),
                    table);
        } else if (shape instanceof ValueShape.Nested nested) {
            document = documentOf(table.shapeOf(nested.codec()));
        } else if (shape instanceof ValueShape.FromRegistry registry) {
            document = documentOf(table.shapeOf(registry.codec()));
        }
    }

    private DocumentNode documentOf(CodecShape codecShape) {
        return codecShape == null ? null : DocumentNode.of(codecShape, stats.path(), stats, table);
    }

    /** Each element of the array, or value of the map, at {@code [start, end)}. */
    private void walkElements(byte[] bytes, int start, int end, int depth) {
        int limit = end - 1;
        int position = start + 4;
        while (position < limit) {
            int type = bytes[position] & 0xFF;
            int valueStart = BsonBytes.nameEnd(bytes, position + 1, limit) + 1;
            int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
            inner.walk(bytes, type, valueStart, valueEnd, depth);
            position = valueEnd;
        }
    }
}
