package io.github.bsonrecords.spring.parity;

import java.util.List;
import org.bson.types.ObjectId;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.repository.MongoRepository;

public interface PersonRepository extends MongoRepository<Person, ObjectId> {
    List<Person> findByAddressCity(String city);

    List<Person> findByAddressCityAndAddressZipGreaterThan(String city, int zip);

    List<Person> findByAddressGeoCountry(String country, Sort sort);

    List<Person> findByTagsLabel(String label);

    long countByAddressGeoFloorGreaterThan(int floor);

    boolean existsByTagsWeight(int weight);

    List<Person> findByTierOrderByAddressGeoCountryDescNameAsc(String tier);

    long deleteByAddressCity(String city);
}
