package io.github.bsonrecords.examples.model;

import io.github.bsonrecords.BsonRecord;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.UUID;

/** Each collection interface, with elements of several kinds. */
@BsonRecord
public record CollectionValues(
        List<String> tags,
        Collection<Integer> quantities,
        Set<String> labels,
        List<GeoPoint> route,
        Set<Priority> priorities,
        List<Instant> checkpoints,
        List<UUID> relatedRequests) {
}
