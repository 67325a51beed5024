package io.github.bsonrecords.benchmarks.e2e;

import org.bson.types.ObjectId;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;

/** A reactive repository of the suite's read collection on bson-records-spring's records. */
public interface SpringCodecReactiveRepository extends ReactiveCrudRepository<SpringCodecReading, ObjectId> {
}
