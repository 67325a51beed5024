package io.github.bsonrecords.benchmarks.e2e;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.MongoRepository;

/** A repository of the suite's read collection; the derived query matches every stored document. */
public interface SpringCodecRepository extends MongoRepository<SpringCodecReading, ObjectId> {
    List<SpringCodecReading> findBySensorIdNotNull();
}
