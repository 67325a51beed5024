package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;

/** A record that nests itself once per level: the depth tests' document. */
@BsonRecord
public record Chain(int n, Chain next) {
    /** {@code levels} documents, the top one included. */
    public static Chain ofLevels(int levels) {
        Chain chain = null;
        for (int n = levels - 1; n >= 0; n--) {
            chain = new Chain(n, chain);
        }
        return chain;
    }
}
