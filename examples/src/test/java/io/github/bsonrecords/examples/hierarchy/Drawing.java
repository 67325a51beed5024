package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** A sealed interface as a component: alone, in a list, in an Optional, as map values. */
@BsonRecord
public record Drawing(String title, Shape background, List<Shape> shapes, Optional<Shape> highlight,
        Map<String, Shape> byName, List<Event> history) {
}
