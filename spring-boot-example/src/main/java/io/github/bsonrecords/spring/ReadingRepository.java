package io.github.bsonrecords.spring;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.MongoRepository;

/** A Spring Data repository of records: its reads run through the generated codec. */
public interface ReadingRepository extends MongoRepository<Reading, ObjectId> {
    List<Reading> findBySensorIdOrderByAtAsc(String sensorId);
}
