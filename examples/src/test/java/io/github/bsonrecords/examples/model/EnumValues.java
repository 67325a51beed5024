package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;

/** Enums as a component, as list elements and as map values. */
@BsonRecord
public record EnumValues(Priority priority, List<Priority> history, Map<String, Priority> byQueue) {
}
