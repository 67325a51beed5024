package io.github.bsonrecords.spring.parity;

import java.util.UUID;
import org.springframework.data.mongodb.repository.MongoRepository;

public interface UuidKeyedRepository extends MongoRepository<UuidKeyed, UUID> {
}
