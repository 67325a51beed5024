package io.github.bsonrecords.survey;

import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.codec.shape.FieldShape;
import io.github.bsonrecords.codec.shape.RecordShape;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * A record's documents at one path: each element's name matched on the bytes against the names the
 * record reads (its fields and aliases, its discriminator), then against the names met before that
 * it does not map, which are added as met (a few per record, to bound the table).
 */
final class RecordNode implements DocumentNode {
    /** Names the record does not map tracked at one path at most; beyond, their values are only counted. */
    private static final int MAX_UNMAPPED = 64;

    private final RecordShape shape;
    private final String path;
    private final PathStats parent;
    private final PathTable table;
    private final ValueNode[] fields;
    /**
     * The names met or expected, in parallel arrays (the hot loop reads them without a record's
     * indirection): each name's bytes, the field it reads (-1 for none) and the path it counts into.
     */
    private byte[][] names;
    private int[] fieldOf;
    private PathStats[] statsOf;
    private int count;
    private int unmapped;
    /** The name the previous document began with (the server's {@code _id}, usually): tried first for the next. */
    private int first;
    /**
     * The fields the document being walked holds. A node walks one document at a time: the documents
     * inside it are walked by their own nodes (each path has its own), so the mask is never shared.
     */
    private final long[] seen;

    private RecordNode(RecordShape shape, String path, PathStats parent, PathTable table) {
        this.shape = shape;
        this.path = path;
        this.parent = parent;
        this.table = table;
        this.fields = new ValueNode[shape.fields().size()];
        this.seen = new long[(fields.length + 63) >>> 6];
        int expected = shape.discriminatorKey() == null ? 0 : 1;
        for (FieldShape field : shape.fields()) {
            expected += field.names().size();
        }
        this.names = new byte[expected + 4][];
        this.fieldOf = new int[names.length];
        this.statsOf = new PathStats[names.length];
        for (int i = 0; i < fields.length; i++) {
            FieldShape field = shape.fields().get(i);
            fields[i] = new ValueNode(table.add(child(field.name()), parent, Mapping.MAPPED, field, field.value()),
                    field.value(), table);
            for (String name : field.names()) {
                addName(name.getBytes(StandardCharsets.UTF_8), i, null);
            }
        }
        if (shape.discriminatorKey() != null) {
            addName(shape.discriminatorKey().getBytes(StandardCharsets.UTF_8), -1,
                    table.add(child(shape.discriminatorKey()), parent, Mapping.DISCRIMINATOR, null, null));
        }
    }

    private int addName(byte[] bytes, int field, PathStats stats) {
        if (count == names.length) {
            int size = count * 2;
            names = Arrays.copyOf(names, size);
            fieldOf = Arrays.copyOf(fieldOf, size);
            statsOf = Arrays.copyOf(statsOf, size);
        }
        names[count] = bytes;
        fieldOf[count] = field;
        statsOf[count] = stats;
        return count++;
    }

    /** The node, or null when the table has no room for the record's fields. */
    static RecordNode of(RecordShape shape, String path, PathStats parent, PathTable table) {
        if (!table.hasRoom(shape.fields().size() + 1)) {
            table.untracked();
            return null;
        }
        return new RecordNode(shape, path, parent, table);
    }

    private String child(String name) {
        return path.isEmpty() ? name : path + "." + name;
    }

    @Override
    public void walk(byte[] bytes, int start, int end, int depth) {
        Arrays.fill(seen, 0L);
        int limit = end - 1;
        int position = start + 4;
        int hint = first;
        while (position < limit) {
            int type = bytes[position] & 0xFF;
            int nameStart = position + 1;
            int nameEnd = BsonBytes.nameEnd(bytes, nameStart, limit);
            int valueStart = nameEnd + 1;
            int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
            int index = find(bytes, nameStart, nameEnd - nameStart, hint);
            if (index < 0) {
                index = unmapped(bytes, nameStart, nameEnd, depth);
            }
            if (index >= 0) {
                if (position == start + 4) {
                    first = index;
                }
                hint = index + 1 == count ? 0 : index + 1;
                int field = fieldOf[index];
                if (field >= 0) {
                    seen[field >>> 6] |= 1L << field;
                    fields[field].walk(bytes, type, valueStart, valueEnd, depth);
                } else if (statsOf[index] != null) {
                    statsOf[index].seen(type);
                }
            }
            position = valueEnd;
        }
        for (int i = 0; i < fields.length; i++) {
            if ((seen[i >>> 6] & (1L << i)) == 0) {
                fields[i].absent();
            }
        }
    }

    /**
     * The index of the name of {@code length} bytes at {@code from}, tried from {@code hint} on (the name
     * after the previous one, which documents in the usual order hold), or -1.
     */
    private int find(byte[] bytes, int from, int length, int hint) {
        for (int n = 0, i = hint; n < count; n++, i = i + 1 == count ? 0 : i + 1) {
            byte[] name = names[i];
            if (name.length == length && sameBytes(bytes, from, name)) {
                return i;
            }
        }
        return -1;
    }

    /** Names are short: a plain loop beats {@code Arrays.equals}'s range checks and vectorized setup here. */
    private static boolean sameBytes(byte[] bytes, int from, byte[] name) {
        for (int k = 0; k < name.length; k++) {
            if (bytes[from + k] != name[k]) {
                return false;
            }
        }
        return true;
    }

    /**
     * A name the record does not map, added to the names; -1 past the limit (its value counted as
     * untracked). A top-level {@code _id} is kept by a replace whatever the record maps.
     */
    private int unmapped(byte[] bytes, int from, int to, int depth) {
        if (unmapped >= MAX_UNMAPPED) {
            table.untracked();
            return -1;
        }
        String name = new String(bytes, from, to - from, StandardCharsets.UTF_8);
        Mapping mapping = depth == 1 && name.equals("_id") ? Mapping.ID_KEPT
                : shape.keepsUnmapped() ? Mapping.UNMAPPED_KEPT : Mapping.UNMAPPED_LOST;
        PathStats stats = table.add(child(name), parent, mapping, null, null);
        if (stats == null) {
            return -1;
        }
        unmapped++;
        return addName(Arrays.copyOfRange(bytes, from, to), -1, stats);
    }
}
