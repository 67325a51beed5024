package io.github.bsonrecords.spring.parity;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.bson.Document;
import org.bson.types.ObjectId;
import org.springframework.data.domain.Page;
import org.springframework.data.domain.Pageable;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Slice;
import org.springframework.data.domain.Sort;
import org.springframework.data.domain.Window;
import org.springframework.data.mongodb.repository.Aggregation;
import org.springframework.data.mongodb.repository.MongoRepository;
import org.springframework.data.mongodb.repository.Query;
import org.springframework.data.mongodb.repository.Update;

public interface PersonRepository extends MongoRepository<Person, ObjectId> {
    List<Person> findByAddressCity(String city);

    List<Person> findByAddressCityAndAddressZipGreaterThan(String city, int zip);

    List<Person> findByAddressGeoCountry(String country, Sort sort);

    List<Person> findByTagsLabel(String label);

    long countByAddressGeoFloorGreaterThan(int floor);

    boolean existsByTagsWeight(int weight);

    List<Person> findByTierOrderByAddressGeoCountryDescNameAsc(String tier);

    long deleteByAddressCity(String city);

    List<Person> findByNameAndAge(String name, int age);

    List<Person> findByNameOrTier(String name, String tier);

    List<Person> findByAgeBetweenOrderByAgeAsc(int from, int to);

    List<Person> findByTierIn(List<String> tiers);

    List<Person> findByTierNotIn(List<String> tiers);

    List<Person> findByAddressIsNull();

    List<Person> findByNameLike(String pattern);

    List<Person> findByNameStartingWith(String prefix);

    List<Person> findByNameRegex(String regex);

    Optional<Person> findFirstByTierOrderByAgeDesc(String tier);

    List<Person> findTop2ByOrderByAgeAsc();

    long countByTier(String tier);

    boolean existsByName(String name);

    Stream<Person> streamByTierOrderByNameAsc(String tier);

    Page<Person> findByTier(String tier, Pageable page);

    Slice<Person> findSliceByTier(String tier, Pageable page);

    Window<Person> findFirst2ByTierOrderByAgeAsc(String tier, ScrollPosition position);

    @Query("{ 'addr.c': ?0, 'age': { $gt: ?1 } }")
    List<Person> storedNames(String city, int age);

    @Query(value = "{ 't': ?0 }", fields = "{ 'name': 1, 'age': 1 }", sort = "{ 'name': 1 }")
    List<Person> namesAndAges(String tier);

    @Update("{ '$inc': { 'age': ?1 } }")
    long findAndIncrementAgeByName(String name, int by);

    @Aggregation({"{ $match: { 'addr.g.cc': ?0 } }", "{ $group: { _id: '$t', n: { $sum: 1 } } }", "{ $sort: { _id: 1 } }"})
    List<Document> tiersIn(String country);

    List<NameOnly> findNameOnlyByTier(String tier);

    List<NameAndAge> findNameAndAgeByTier(String tier);

    /** A closed interface projection. */
    interface NameOnly {
        String getName();
    }

    /** A DTO projection. */
    record NameAndAge(String name, int age) {
    }
}
