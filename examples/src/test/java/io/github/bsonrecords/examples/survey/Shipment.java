package io.github.bsonrecords.examples.survey;

import io.github.bsonrecords.BsonRecord;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;

/**
 * A record surveyed over stored documents: primitives, an Optional, an array of
 * records, a map of records holding arrays, and a nested record two levels down.
 */
@BsonRecord
public record Shipment(
        @BsonId String id,
        String carrier,
        long weightGrams,
        Optional<String> note,
        List<Parcel> parcels,
        Map<String, Tier> tiers,
        Stop destination,
        @BsonProperty("v") int version) {

    /** One parcel of a shipment. */
    @BsonRecord
    public record Parcel(String sku, int quantity, double price) {
    }

    /** A service tier, by name in the shipment's map. */
    @BsonRecord
    public record Tier(String name, List<Integer> limits) {
    }

    /** Where the shipment goes, with the place two levels down. */
    @BsonRecord
    public record Stop(String label, Place place) {
    }

    /** A place, with a short code. */
    @BsonRecord
    public record Place(String city, short zone) {
    }
}
