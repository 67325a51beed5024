package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** Optionals: an empty one is omitted from the document and a missing field decodes as empty. */
@BsonRecord
public record OptionalValues(
        Optional<String> nickname,
        Optional<Integer> age,
        Optional<GeoPoint> home,
        Optional<List<String>> aliases,
        OptionalInt floor,
        OptionalLong visits,
        OptionalDouble rating) {
}
