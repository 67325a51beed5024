package io.github.bsonrecords.examples.model.generics;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A recursive bound: {@code T} stands for {@code Comparable<?>} where the record is not generic. */
@BsonRecord
public record Ranked<T extends Comparable<T>>(T best, List<T> ranking, Map<String, List<T>> byGroup,
        Optional<T> runnerUp) {
}
