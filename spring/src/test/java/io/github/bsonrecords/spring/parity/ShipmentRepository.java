package io.github.bsonrecords.spring.parity;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.MongoRepository;

public interface ShipmentRepository extends MongoRepository<Shipment, ObjectId> {
    List<Shipment> findByToGeoCountryOrderByRefAsc(String country);

    List<Shipment> findByTagsLabel(String label);
}
