package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;

/** Arrays of every kind (stored as BSON arrays), except {@code byte[]}, which is binary. */
@BsonRecord
public record ArrayValues(
        int[] ints,
        long[] longs,
        double[] doubles,
        float[] floats,
        short[] shorts,
        char[] chars,
        boolean[] booleans,
        String[] names,
        Integer[] boxedInts,
        Instant[] timestamps,
        GeoPoint[] points,
        Priority[] priorities,
        byte[][] chunks,
        int[][] grid) {
}
