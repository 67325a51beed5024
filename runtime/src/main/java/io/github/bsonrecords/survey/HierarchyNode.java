package io.github.bsonrecords.survey;

import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.codec.shape.CodecShape;
import io.github.bsonrecords.codec.shape.HierarchyShape;
import io.github.bsonrecords.internal.Endian;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A sealed interface's documents at one path, told apart by the string of their discriminator
 * field: each record's documents counted at {@code path(value)} and walked by that record's node. A
 * document without a known value is left to decoding, which reports it.
 */
final class HierarchyNode implements DocumentNode {
    private static final int STRING = 0x02;

    private final HierarchyShape shape;
    private final String path;
    private final PathStats parent;
    private final PathTable table;
    private final byte[] key;
    private final byte[][] values;
    private final PathStats[] counts;
    private final DocumentNode[] variants;

    HierarchyNode(HierarchyShape shape, String path, PathStats parent, PathTable table) {
        this.shape = shape;
        this.path = path;
        this.parent = parent;
        this.table = table;
        this.key = shape.key().getBytes(StandardCharsets.UTF_8);
        int size = shape.values().size();
        this.values = new byte[size][];
        this.counts = new PathStats[size];
        this.variants = new DocumentNode[size];
        for (int i = 0; i < size; i++) {
            values[i] = shape.values().get(i).getBytes(StandardCharsets.UTF_8);
        }
    }

    @Override
    public void walk(byte[] bytes, int start, int end, int depth) {
        int variant = variant(bytes, start, end);
        if (variant < 0) {
            return;
        }
        if (counts[variant] == null) {
            String at = path + "(" + shape.values().get(variant) + ")";
            counts[variant] = table.add(at, parent, Mapping.VARIANT, null, null);
            if (counts[variant] == null) {
                return;
            }
            CodecShape record = table.shapeOf(shape.codecs().get(variant));
            variants[variant] = record == null ? null : DocumentNode.of(record, at, counts[variant], table);
        }
        counts[variant].seen();
        if (variants[variant] != null) {
            variants[variant].walk(bytes, start, end, depth);
        }
    }

    /** The index of the value of the document's discriminator, or -1 without a known one. */
    private int variant(byte[] bytes, int start, int end) {
        int limit = end - 1;
        int position = start + 4;
        while (position < limit) {
            int type = bytes[position] & 0xFF;
            int nameStart = position + 1;
            int nameEnd = BsonBytes.nameEnd(bytes, nameStart, limit);
            int valueStart = nameEnd + 1;
            int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
            if (nameEnd - nameStart == key.length && Arrays.equals(bytes, nameStart, nameEnd, key, 0, key.length)) {
                return type == STRING ? valueIndex(bytes, valueStart, valueEnd) : -1;
            }
            position = valueEnd;
        }
        return -1;
    }

    /** The string at {@code start} (its length checked by {@code valueEnd}) among the values. */
    private int valueIndex(byte[] bytes, int start, int end) {
        int length = Endian.getInt(bytes, start) - 1;
        int from = start + 4;
        for (int i = 0; i < values.length; i++) {
            if (values[i].length == length && from + length <= end
                    && Arrays.equals(bytes, from, from + length, values[i], 0, length)) {
                return i;
            }
        }
        return -1;
    }
}
