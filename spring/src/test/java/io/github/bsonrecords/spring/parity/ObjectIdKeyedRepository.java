package io.github.bsonrecords.spring.parity;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.MongoRepository;

public interface ObjectIdKeyedRepository extends MongoRepository<ObjectIdKeyed, ObjectId> {
}
