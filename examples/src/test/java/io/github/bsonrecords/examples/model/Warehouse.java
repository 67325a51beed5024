package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;

/** Not a record itself: holds records nested in a class, whose codecs are named {@code Warehouse_...BsonCodec}. */
public final class Warehouse {
    private Warehouse() {
    }

    /** A storage bin. */
    @BsonRecord
    public record Bin(String code, int capacity, Shelf shelf) {
    }

    /** A nested record referring to a sibling nested record. */
    @BsonRecord
    public record Shelf(String aisle, int level) {
    }
}
