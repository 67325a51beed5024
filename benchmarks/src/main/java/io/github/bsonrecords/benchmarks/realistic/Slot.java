package io.github.bsonrecords.benchmarks.realistic;

import java.util.List;

/**
 * What the floor's offset index records of one value, in the order its decoder reads them (see {@link Offsets}).
 * Every slot writes a fixed number of ints when its value is absent or null (-1 first), so that a decoder never
 * searches: strings give their bytes' start and length, fixed-size values their start, a list or map its size and
 * then its elements (a map: each key's start and length, then the value), a document its start and then its fields.
 */
sealed interface Slot {
    Slot STRING = new Scalar(2);
    /** An ObjectId, int32, int64, double, boolean, date-time or decimal128: where its bytes start. */
    Slot FIXED = new Scalar(1);

    record Scalar(int ints) implements Slot {
    }

    record ListOf(Slot element) implements Slot {
    }

    record MapOf(Slot value) implements Slot {
    }

    record Document(List<Field> fields) implements Slot {
    }

    record Field(String name, Slot slot) {
    }

    static Field field(String name, Slot slot) {
        return new Field(name, slot);
    }

    static Document document(Field... fields) {
        return new Document(List.of(fields));
    }

    static ListOf listOf(Slot element) {
        return new ListOf(element);
    }

    static MapOf mapOf(Slot value) {
        return new MapOf(value);
    }
}
