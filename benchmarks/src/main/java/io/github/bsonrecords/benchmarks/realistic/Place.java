package io.github.bsonrecords.benchmarks.realistic;

import io.github.bsonrecords.BsonRecord;
import io.micronaut.serde.annotation.Serdeable;
import java.util.List;
import org.bson.codecs.pojo.annotations.BsonId;

/**
 * A place (a restaurant of a city guide): an int id, an address document of five strings holding a GeoJSON point
 * with a list of doubles, nested three deep.
 */
@BsonRecord
@Serdeable
public record Place(
        @BsonId int id,
        String name,
        String cuisine,
        Address address) {

    @BsonRecord
    @Serdeable
    public record Address(String building, String street, String zipcode, String borough, String city, Point location) {
    }

    @BsonRecord
    @Serdeable
    public record Point(String type, List<Double> coordinates) {
    }
}
