package io.github.bsonrecords.survey;

import io.github.bsonrecords.SurveyReport.Mapping;
import io.github.bsonrecords.codec.read.BsonBytes;
import io.github.bsonrecords.codec.shape.FieldShape;
import io.github.bsonrecords.codec.shape.RecordShape;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
    private final List<Name> names = new ArrayList<>();
    private int unmapped;

    /** One name the node has met or expects, and what it counts into. */
    private record Name(byte[] bytes, int field, PathStats stats) {
    }

    private RecordNode(RecordShape shape, String path, PathStats parent, PathTable table) {
        this.shape = shape;
        this.path = path;
        this.parent = parent;
        this.table = table;
        this.fields = new ValueNode[shape.fields().size()];
        for (int i = 0; i < fields.length; i++) {
            FieldShape field = shape.fields().get(i);
            fields[i] = new ValueNode(table.add(child(field.name()), parent, Mapping.MAPPED, field, field.value()),
                    field.value(), table);
            for (String name : field.names()) {
                names.add(new Name(name.getBytes(StandardCharsets.UTF_8), i, null));
            }
        }
        if (shape.discriminatorKey() != null) {
            names.add(new Name(shape.discriminatorKey().getBytes(StandardCharsets.UTF_8), -1,
                    table.add(child(shape.discriminatorKey()), parent, Mapping.DISCRIMINATOR, null, null)));
        }
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
        long[] seen = new long[(fields.length + 63) >>> 6];
        int limit = end - 1;
        int position = start + 4;
        int hint = 0;
        while (position < limit) {
            int type = bytes[position] & 0xFF;
            int nameStart = position + 1;
            int nameEnd = BsonBytes.nameEnd(bytes, nameStart, limit);
            int valueStart = nameEnd + 1;
            int valueEnd = BsonBytes.valueEnd(bytes, type, valueStart, limit);
            int index = find(bytes, nameStart, nameEnd, hint);
            if (index < 0) {
                index = unmapped(bytes, nameStart, nameEnd, depth);
            }
            if (index >= 0) {
                hint = index + 1;
                Name name = names.get(index);
                if (name.field() >= 0) {
                    seen[name.field() >>> 6] |= 1L << name.field();
                    fields[name.field()].walk(bytes, type, valueStart, valueEnd, depth);
                } else if (name.stats() != null) {
                    name.stats().seen(type);
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

    /** The index of the name at {@code [from, to)}, tried from {@code hint} on (the next name in the usual order), or -1. */
    private int find(byte[] bytes, int from, int to, int hint) {
        int count = names.size();
        int length = to - from;
        for (int n = 0; n < count; n++) {
            int i = hint + n < count ? hint + n : hint + n - count;
            byte[] name = names.get(i).bytes();
            if (name.length == length && Arrays.equals(bytes, from, to, name, 0, length)) {
                return i;
            }
        }
        return -1;
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
        names.add(new Name(Arrays.copyOfRange(bytes, from, to), -1, stats));
        return names.size() - 1;
    }
}
