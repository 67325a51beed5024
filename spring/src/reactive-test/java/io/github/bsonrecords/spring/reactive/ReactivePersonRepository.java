package io.github.bsonrecords.spring.reactive;

import io.github.bsonrecords.spring.parity.Person;
import java.util.List;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.repository.Aggregation;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.data.mongodb.repository.ReactiveMongoRepository;
import org.springframework.data.mongodb.repository.Update;
import reactor.core.publisher.Flux;
import reactor.core.publisher.Mono;

/** {@code parity.PersonRepository}'s surface, reactive. */
public interface ReactivePersonRepository extends ReactiveMongoRepository<Person, ObjectId> {
    Flux<Person> findByAddressCity(String city);

    Flux<Person> findByAddressCityAndAddressZipGreaterThan(String city, int zip);

    Flux<Person> findByAddressGeoCountry(String country, Sort sort);

    Flux<Person> findByTagsLabel(String label);

    Mono<Long> countByAddressGeoFloorGreaterThan(int floor);

    Mono<Boolean> existsByTagsWeight(int weight);

    Flux<Person> findByTierOrderByAddressGeoCountryDescNameAsc(String tier);

    Mono<Long> deleteByAddressCity(String city);

    Flux<Person> findByNameAndAge(String name, int age);

    Flux<Person> findByNameOrTier(String name, String tier);

    Flux<Person> findByAgeBetweenOrderByAgeAsc(int from, int to);

    Flux<Person> findByTierIn(List<String> tiers);

    Flux<Person> findByTierNotIn(List<String> tiers);

    Flux<Person> findByAddressIsNull();

    Flux<Person> findByNameLike(String pattern);

    Flux<Person> findByNameStartingWith(String prefix);

    Flux<Person> findByNameRegex(String regex);

    Mono<Person> findFirstByTierOrderByAgeDesc(String tier);

    Mono<Person> findOneByName(String name);

    Mono<Person> findOneByTier(String tier);

    Flux<Person> findTop2ByOrderByAgeAsc();

    Flux<Person> findByTier(String tier, Pageable page);

    Mono<Long> countByTier(String tier);

    Mono<Boolean> existsByName(String name);

    @Query("{ 'addr.c': ?0, 'age': { $gt: ?1 } }")
    Flux<Person> storedNames(String city, int age);

    @Query(value = "{ 't': ?0 }", fields = "{ 'name': 1, 'age': 1 }", sort = "{ 'name': 1 }")
    Flux<Person> namesAndAges(String tier);

    @Update("{ '$inc': { 'age': ?1 } }")
    Mono<Long> findAndIncrementAgeByName(String name, int by);

    @Aggregation({"{ $match: { 'addr.g.cc': ?0 } }", "{ $group: { _id: '$t', n: { $sum: 1 } } }", "{ $sort: { _id: 1 } }"})
    Flux<Document> tiersIn(String country);

    Flux<NameAndAge> findNameAndAgeByTier(String tier);

    /** A DTO projection. */
    record NameAndAge(String name, int age) {
    }
}
