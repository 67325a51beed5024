package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Collections and maps inside each other. */
@BsonRecord
public record NestedCollections(
        List<List<Integer>> matrix,
        Map<String, List<String>> tagsByCategory,
        List<Map<String, Double>> rows,
        Map<String, Map<String, Integer>> countsByRegion,
        List<Set<String>> groups,
        List<List<GeoPoint>> polygons) {
}
