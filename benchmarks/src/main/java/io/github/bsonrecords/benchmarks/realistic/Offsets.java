package io.github.bsonrecords.benchmarks.realistic;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Map;

/**
 * The floor's input: every value's offset in a cursor batch, found before the clock starts, in one flat
 * {@code int[]} in the order the family's {@link FloorDecoder} builds the values (documents in batch order, each
 * as its {@link Slot} says). Reading it costs a decoder one array read per value and no parsing or checking.
 */
final class Offsets {
    private int[] ints = new int[1024];
    private int size;

    private Offsets() {
    }

    /** The offsets of every document of {@code batch} ({@code {firstBatch: [...]}}), each read as {@code shape}. */
    static int[] of(byte[] batch, Slot.Document shape) {
        ByteBuffer buffer = ByteBuffer.wrap(batch).order(ByteOrder.LITTLE_ENDIAN);
        Offsets offsets = new Offsets();
        Map<String, int[]> top = fields(buffer, 0);
        int[] array = top.get("firstBatch");
        for (int[] element : fields(buffer, array[1]).values()) {
            offsets.document(buffer, element[1], shape);
        }
        return Arrays.copyOf(offsets.ints, offsets.size);
    }

    private void document(ByteBuffer buffer, int start, Slot.Document shape) {
        add(start);
        Map<String, int[]> fields = fields(buffer, start);
        for (Slot.Field field : shape.fields()) {
            int[] found = fields.get(field.name());
            if (found == null || found[0] == 0x0A) {
                absent(field.slot());
            } else {
                value(buffer, found[0], found[1], field.slot());
            }
        }
    }

    private void value(ByteBuffer buffer, int type, int start, Slot slot) {
        if (slot == Slot.STRING) {
            add(start + 4);
            add(buffer.getInt(start) - 1);
        } else if (slot == Slot.FIXED) {
            add(start);
        } else if (slot instanceof Slot.Document document) {
            document(buffer, start, document);
        } else if (slot instanceof Slot.ListOf list) {
            Map<String, int[]> elements = fields(buffer, start);
            add(elements.size());
            for (int[] element : elements.values()) {
                value(buffer, element[0], element[1], list.element());
            }
        } else if (slot instanceof Slot.MapOf map) {
            Map<String, int[]> entries = fields(buffer, start);
            add(entries.size());
            for (int[] entry : entries.values()) {
                add(entry[2]);
                add(entry[3]);
                value(buffer, entry[0], entry[1], map.value());
            }
        } else {
            throw new IllegalArgumentException(String.valueOf(slot));
        }
    }

    private void absent(Slot slot) {
        add(-1);
        if (slot == Slot.STRING) {
            add(0);
        }
    }

    /** The fields of the document at {@code start}, in order: name to {type, value start, name start, name length}. */
    private static Map<String, int[]> fields(ByteBuffer buffer, int start) {
        Map<String, int[]> fields = new java.util.LinkedHashMap<>();
        int position = start + 4;
        int end = start + buffer.getInt(start) - 1;
        while (position < end) {
            int type = buffer.get(position) & 0xFF;
            int nameStart = position + 1;
            int nameEnd = nameStart;
            while (buffer.get(nameEnd) != 0) {
                nameEnd++;
            }
            String name = new String(buffer.array(), nameStart, nameEnd - nameStart, StandardCharsets.UTF_8);
            int valueStart = nameEnd + 1;
            fields.put(name, new int[] {type, valueStart, nameStart, nameEnd - nameStart});
            position = valueStart + valueSize(buffer, type, valueStart);
        }
        return fields;
    }

    private static int valueSize(ByteBuffer buffer, int type, int start) {
        return switch (type) {
            case 0x01, 0x09, 0x11, 0x12 -> 8;
            case 0x02, 0x0D, 0x0E -> 4 + buffer.getInt(start);
            case 0x03, 0x04 -> buffer.getInt(start);
            case 0x05 -> 5 + buffer.getInt(start);
            case 0x07 -> 12;
            case 0x08 -> 1;
            case 0x0A -> 0;
            case 0x10 -> 4;
            case 0x13 -> 16;
            default -> throw new IllegalArgumentException("BSON type " + type + " has no place in the families");
        };
    }

    private void add(int value) {
        if (size == ints.length) {
            ints = Arrays.copyOf(ints, size * 2);
        }
        ints[size++] = value;
    }

}
