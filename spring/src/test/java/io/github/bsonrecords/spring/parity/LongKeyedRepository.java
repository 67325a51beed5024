package io.github.bsonrecords.spring.parity;

import org.springframework.data.mongodb.repository.MongoRepository;

public interface LongKeyedRepository extends MongoRepository<LongKeyed, Long> {
}
