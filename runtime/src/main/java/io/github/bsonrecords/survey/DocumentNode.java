package io.github.bsonrecords.survey;

import io.github.bsonrecords.codec.shape.CodecShape;
import io.github.bsonrecords.codec.shape.HierarchyShape;
import io.github.bsonrecords.codec.shape.RecordShape;

/** The statistics of the documents at one path that a codec reads: a record's, or a sealed interface's. */
interface DocumentNode {
    /**
     * Documents nested deeper than this are counted but not entered: each level costs a few frames of
     * the walk's recursion, and no report is read that deep (decoding refuses 1,024 records by default).
     */
    int MAX_DEPTH = 256;

    /**
     * Counts the document {@code [start, end)} of {@code bytes}, whose size and terminator are
     * checked; {@code depth} is 1 at the top. Malformed bytes inside end it with a
     * {@code BsonSerializationException}.
     */
    void walk(byte[] bytes, int start, int end, int depth);

    /**
     * The node for documents of {@code shape} at {@code path}, inside {@code parent} (null at the
     * top), or null past the table's limit.
     */
    static DocumentNode of(CodecShape shape, String path, PathStats parent, PathTable table) {
        if (shape instanceof RecordShape record) {
            return RecordNode.of(record, path, parent, table);
        }
        return new HierarchyNode((HierarchyShape) shape, path, parent, table);
    }
}
