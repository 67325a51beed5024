package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import java.util.ArrayList;
import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.Update;

/**
 * Generated records inside a class Spring maps by reflection: stored by their codecs, and paths through
 * them named by their codecs, as in a record ({@link NestedPathsTest}); the fix is in the mapping context,
 * whoever owns the record.
 */
class RecordsInClassesTest extends SideBySide {
    @Override
    List<String> collections() {
        return List.of("shipments");
    }

    @Test
    void pathsThroughRecordsInAClass() {
        List<Shipment> shipments = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            shipments.add(new Shipment(new ObjectId(), "r" + i, new Address(i < 3 ? "Oslo" : "Lyon", i, new Geo(i < 3 ? "NO" : "FR", i)),
                    List.of(new Tag("t" + i % 2, i))));
        }
        sameThrough(ShipmentRepository.class, "saveAll", repository -> repository.saveAll(shipments));
        sameStored("shipments");
        Query inNorway = query(where("to.geo.country").is("NO")).with(Sort.by(Sort.Direction.DESC, "to.zip"));
        assertEquals(3, this.<List<Shipment>>same("find", operations -> operations.find(inNorway, Shipment.class)).size());
        same("distinct", operations -> operations.findDistinct(new Query(), "tags.label", Shipment.class, String.class));
        same("update", operations -> operations.updateMulti(query(where("to.city").is("Lyon")),
                Update.update("to.geo.floor", 7), Shipment.class).getModifiedCount());
        sameStored("shipments");
        sameThrough(ShipmentRepository.class, "derived two levels", r -> r.findByToGeoCountryOrderByRefAsc("FR"));
        sameThrough(ShipmentRepository.class, "derived in a list", r -> r.findByTagsLabel("t1"));
    }
}
