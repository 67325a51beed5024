package io.github.bsonrecords.spring.reactive;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.spring.parity.Address;
import io.github.bsonrecords.spring.parity.Geo;
import io.github.bsonrecords.spring.parity.Person;
import io.github.bsonrecords.spring.parity.Tag;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.dao.IncorrectResultSizeDataAccessException;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.Sort;
import reactor.core.publisher.Mono;

/**
 * A reactive repository's CRUD, derived, {@code @Query}, {@code @Update} and {@code @Aggregation} methods,
 * nested renamed paths and projections, through the module and through plain reactive Spring Data.
 */
class ReactiveRepositorySurfaceTest extends ReactiveSideBySide {
    static final String PEOPLE = "people";
    final List<Person> people = new ArrayList<>();

    @Override
    List<String> collections() {
        return List.of(PEOPLE);
    }

    @BeforeEach
    void people() {
        people.clear();
        for (int i = 0; i < 9; i++) {
            people.add(new Person(new ObjectId(), (i % 2 == 0 ? "Ann" : "Bob") + i, i % 3 == 0 ? "GOLD" : "SILVER", 30 + i,
                    i == 4 ? null : new Address(i < 5 ? "Oslo" : "Lyon", 100 + i, new Geo(i < 5 ? "NO" : "FR", i)),
                    List.of(new Tag("t" + i, i))));
        }
        // one ordered insert, so that both sides store (and answer unsorted queries) in the same order
        sameThrough(ReactivePersonRepository.class, "insert", repository -> repository.insert(people));
        sameStored(PEOPLE);
    }

    @Test
    void crud() {
        assertEquals(people, sameThrough(ReactivePersonRepository.class, "findAll", ReactivePersonRepository::findAll));
        // saveAll saves concurrently: its records in a fixed order, the stored documents by id
        List<Person> more = List.of(new Person(new ObjectId(), "Cy", "GOLD", 9, null, List.of()),
                new Person(new ObjectId(), "Di", "GOLD", 8, null, List.of()));
        sameThrough(ReactivePersonRepository.class, "saveAll", repository -> repository.saveAll(more)
                .sort(Comparator.comparing(Person::name)));
        sameStored(PEOPLE);
        ObjectId third = people.get(2).id();
        assertEquals(List.of(people.get(2)), sameThrough(ReactivePersonRepository.class, "findById", r -> r.findById(third)));
        sameThrough(ReactivePersonRepository.class, "findById missing", r -> r.findById(new ObjectId()));
        sameThrough(ReactivePersonRepository.class, "findAllById", r -> r.findAllById(List.of(third, people.get(5).id())));
        sameThrough(ReactivePersonRepository.class, "existsById", r -> r.existsById(third));
        sameThrough(ReactivePersonRepository.class, "count", ReactivePersonRepository::count);
        sameThrough(ReactivePersonRepository.class, "findAll sorted",
                r -> r.findAll(Sort.by("address.geo.floor").descending()));
        sameThrough(ReactivePersonRepository.class, "save changed",
                r -> r.save(new Person(third, "changed", "GOLD", 1, null, List.of())));
        sameThrough(ReactivePersonRepository.class, "deleteById", r -> r.deleteById(people.get(0).id()).then(Mono.just(1)));
        sameStored(PEOPLE);
    }

    @Test
    void derivedQueries() {
        sameThrough(ReactivePersonRepository.class, "And", r -> r.findByNameAndAge("Ann2", 32));
        sameThrough(ReactivePersonRepository.class, "Or", r -> r.findByNameOrTier("Bob1", "GOLD"));
        sameThrough(ReactivePersonRepository.class, "Between", r -> r.findByAgeBetweenOrderByAgeAsc(32, 36));
        sameThrough(ReactivePersonRepository.class, "In", r -> r.findByTierIn(List.of("GOLD")));
        sameThrough(ReactivePersonRepository.class, "NotIn", r -> r.findByTierNotIn(List.of("GOLD")));
        assertEquals(1, sameThrough(ReactivePersonRepository.class, "IsNull", ReactivePersonRepository::findByAddressIsNull)
                .size());
        sameThrough(ReactivePersonRepository.class, "Like", r -> r.findByNameLike("nn"));
        sameThrough(ReactivePersonRepository.class, "StartingWith", r -> r.findByNameStartingWith("Bo"));
        sameThrough(ReactivePersonRepository.class, "Regex", r -> r.findByNameRegex("^A.*[02]$"));
        sameThrough(ReactivePersonRepository.class, "First", r -> r.findFirstByTierOrderByAgeDesc("SILVER"));
        sameThrough(ReactivePersonRepository.class, "one", r -> r.findOneByName("Bob3"));
        assertEquals(IncorrectResultSizeDataAccessException.class, sameOutcomeThrough(ReactivePersonRepository.class,
                "one of many", r -> r.findOneByTier("GOLD")).thrown());
        sameThrough(ReactivePersonRepository.class, "Top", ReactivePersonRepository::findTop2ByOrderByAgeAsc);
        sameThrough(ReactivePersonRepository.class, "countBy", r -> r.countByTier("GOLD"));
        sameThrough(ReactivePersonRepository.class, "existsBy", r -> r.existsByName("Bob3"));
        sameThrough(ReactivePersonRepository.class, "Pageable", r -> r.findByTier("SILVER", PageRequest.of(1, 2, Sort.by("age"))));
    }

    @Test
    void nestedPaths() {
        sameThrough(ReactivePersonRepository.class, "nested", r -> r.findByAddressCity("Oslo"));
        sameThrough(ReactivePersonRepository.class, "nested and", r -> r.findByAddressCityAndAddressZipGreaterThan("Oslo", 101));
        sameThrough(ReactivePersonRepository.class, "two levels, sorted",
                r -> r.findByAddressGeoCountry("FR", Sort.by(Sort.Direction.DESC, "address.geo.floor")));
        sameThrough(ReactivePersonRepository.class, "in a list", r -> r.findByTagsLabel("t3"));
        sameThrough(ReactivePersonRepository.class, "count nested", r -> r.countByAddressGeoFloorGreaterThan(2));
        sameThrough(ReactivePersonRepository.class, "exists in a list", r -> r.existsByTagsWeight(7));
        sameThrough(ReactivePersonRepository.class, "order by nested",
                r -> r.findByTierOrderByAddressGeoCountryDescNameAsc("SILVER"));
        sameThrough(ReactivePersonRepository.class, "delete nested", r -> r.deleteByAddressCity("Lyon"));
        sameStored(PEOPLE);
    }

    @Test
    void annotatedMethodsAndProjections() {
        sameThrough(ReactivePersonRepository.class, "@Query", r -> r.storedNames("Oslo", 31));
        sameThrough(ReactivePersonRepository.class, "@Query with fields of every primitive", r -> r.namesAndAges("SILVER"));
        sameThrough(ReactivePersonRepository.class, "@Update", r -> r.findAndIncrementAgeByName("Ann2", 5));
        sameStored(PEOPLE);
        sameThrough(ReactivePersonRepository.class, "@Aggregation", r -> r.tiersIn("NO"));
        sameThrough(ReactivePersonRepository.class, "DTO", r -> r.findNameAndAgeByTier("GOLD"));
    }
}
