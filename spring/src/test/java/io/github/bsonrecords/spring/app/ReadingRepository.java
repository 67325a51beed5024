package io.github.bsonrecords.spring.app;

import java.util.List;
import java.util.stream.Stream;
import org.bson.types.ObjectId;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;

public interface ReadingRepository extends MongoRepository<Reading, ObjectId> {
    List<Reading> findBySensorIdOrderByAtDesc(String sensorId);

    List<Reading> findByStatus(Reading.Status status, Sort sort);

    Page<Reading> findBySensorId(String sensorId, Pageable page);

    Stream<Reading> streamBySensorId(String sensorId);

    Reading findFirstBySensorIdOrderByAtAsc(String sensorId);

    @Query("{ 'sid': ?0, 'celsius': { $gt: ?1 } }")
    List<Reading> warmerThan(String sensorId, double celsius);

    /** An interface projection: Spring's path. */
    List<Summary> findByCelsiusGreaterThan(double celsius);

    interface Summary {
        String getSensorId();
    }
}
