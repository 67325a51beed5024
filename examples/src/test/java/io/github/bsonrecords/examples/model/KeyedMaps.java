package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonId;

/**
 * Maps whose keys are not strings: each key stored as a field name, an enum's as its BSON value
 * (renamed or not), a UUID in canonical form, an Integer or a Long in decimal; at every depth.
 */
@BsonRecord
public record KeyedMaps(
        @BsonId String id,
        Map<Color, List<Integer>> countsByColor,
        Map<Priority, String> ownerByPriority,
        Map<UUID, GeoPoint> pointsById,
        Map<Integer, String> namesByNumber,
        Map<Long, Instant> seenByTick,
        List<Map<Integer, Color>> layers,
        Map<Color, Map<Long, Double>> readingsByColorAndTick,
        Map<UUID, Map<Priority, KeyedMaps.Tag>> tagsByOwner,
        Optional<Map<Long, Integer>> maybeTotals) {

    /** A record as a map value under typed keys. */
    @BsonRecord
    public record Tag(String label, int weight) {
    }
}
