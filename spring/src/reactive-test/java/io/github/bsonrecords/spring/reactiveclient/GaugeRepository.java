package io.github.bsonrecords.spring.reactiveclient;

import org.bson.types.ObjectId;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;
import reactor.core.publisher.Flux;

public interface GaugeRepository extends ReactiveMongoRepository<Gauge, ObjectId> {
    Flux<Gauge> findByName(String name);
}
