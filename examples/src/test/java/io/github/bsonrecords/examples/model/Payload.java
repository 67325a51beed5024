package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.util.ArrayList;
import java.util.List;

/** A document of a chosen size, for the memory tests: an id and lines of 100 ASCII characters. */
@BsonRecord
public record Payload(String id, List<String> lines) {
    /** About {@code bytes} bytes of BSON. */
    public static Payload ofSize(String id, int bytes) {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < bytes / 110; i++) {
            lines.add(String.valueOf(i % 10).repeat(100));
        }
        return new Payload(id, lines);
    }
}
