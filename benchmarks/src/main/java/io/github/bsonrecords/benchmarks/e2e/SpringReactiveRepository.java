package io.github.bsonrecords.benchmarks.e2e;

import org.bson.types.ObjectId;
import org.springframework.data.repository.reactive.ReactiveCrudRepository;

/** Plain reactive Spring Data's repository of the suite's read collection. */
public interface SpringReactiveRepository extends ReactiveCrudRepository<SpringReactiveReading, ObjectId> {
}
