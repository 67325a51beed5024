package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.PageRequest;
import org.springframework.data.domain.ScrollPosition;
import org.springframework.data.domain.Sort;
import org.springframework.data.domain.Window;

/** Derived, {@code @Query}, {@code @Update} and {@code @Aggregation} methods, pages, slices, scrolls and projections. */
class RepositorySurfaceTest extends SideBySide {
    @Override
    List<String> collections() {
        return List.of(NestedPathsTest.PEOPLE);
    }

    @BeforeEach
    void people() {
        List<Person> people = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            people.add(new Person(new ObjectId(), (i % 2 == 0 ? "Ann" : "Bob") + i, i % 3 == 0 ? "GOLD" : "SILVER", 30 + i,
                    i == 4 ? null : new Address(i < 5 ? "Oslo" : "Lyon", 100 + i, new Geo(i < 5 ? "NO" : "FR", i)),
                    List.of(new Tag("t" + i, i))));
        }
        sameThrough(PersonRepository.class, "saveAll", repository -> repository.saveAll(people));
        sameStored(NestedPathsTest.PEOPLE);
    }

    @Test
    void derivedQueries() {
        sameThrough(PersonRepository.class, "And", r -> r.findByNameAndAge("Ann2", 32));
        sameThrough(PersonRepository.class, "Or", r -> r.findByNameOrTier("Bob1", "GOLD"));
        sameThrough(PersonRepository.class, "Between", r -> r.findByAgeBetweenOrderByAgeAsc(32, 36));
        sameThrough(PersonRepository.class, "In", r -> r.findByTierIn(List.of("GOLD")));
        sameThrough(PersonRepository.class, "NotIn", r -> r.findByTierNotIn(List.of("GOLD")));
        assertEquals(1, this.<PersonRepository, List<Person>>sameThrough(PersonRepository.class, "IsNull",
                PersonRepository::findByAddressIsNull).size());
        sameThrough(PersonRepository.class, "Like", r -> r.findByNameLike("nn"));
        sameThrough(PersonRepository.class, "StartingWith", r -> r.findByNameStartingWith("Bo"));
        sameThrough(PersonRepository.class, "Regex", r -> r.findByNameRegex("^A.*[02]$"));
        sameThrough(PersonRepository.class, "First", r -> r.findFirstByTierOrderByAgeDesc("SILVER"));
        sameThrough(PersonRepository.class, "Top", PersonRepository::findTop2ByOrderByAgeAsc);
        sameThrough(PersonRepository.class, "countBy", r -> r.countByTier("GOLD"));
        sameThrough(PersonRepository.class, "existsBy", r -> r.existsByName("Bob3"));
        sameThrough(PersonRepository.class, "stream", r -> r.streamByTierOrderByNameAsc("SILVER").toList());
        sameThrough(PersonRepository.class, "findAll sorted", r -> r.findAll(Sort.by("address.geo.floor").descending()));
    }

    @Test
    void pagesSlicesAndScrolls() {
        sameThrough(PersonRepository.class, "page", r -> {
            var page = r.findByTier("SILVER", PageRequest.of(1, 2, Sort.by("age")));
            return List.of(page.getContent(), page.getTotalElements(), page.getTotalPages());
        });
        sameThrough(PersonRepository.class, "slice", r -> {
            var slice = r.findSliceByTier("SILVER", PageRequest.of(0, 4, Sort.by("name")));
            return List.of(slice.getContent(), slice.hasNext());
        });
        for (ScrollPosition start : List.of(ScrollPosition.offset(), ScrollPosition.keyset())) {
            sameThrough(PersonRepository.class, "scroll " + start, r -> {
                List<List<Person>> windows = new ArrayList<>();
                Window<Person> window = r.findFirst2ByTierOrderByAgeAsc("SILVER", start);
                windows.add(window.getContent());
                while (window.hasNext()) {
                    window = r.findFirst2ByTierOrderByAgeAsc("SILVER", window.positionAt(window.size() - 1));
                    windows.add(window.getContent());
                }
                return windows;
            });
        }
    }

    @Test
    void annotatedMethods() {
        sameThrough(PersonRepository.class, "@Query", r -> r.storedNames("Oslo", 31));
        sameThrough(PersonRepository.class, "@Query with fields of every primitive", r -> r.namesAndAges("SILVER"));
        sameThrough(PersonRepository.class, "@Update", r -> r.findAndIncrementAgeByName("Ann2", 5));
        sameStored(NestedPathsTest.PEOPLE);
        sameThrough(PersonRepository.class, "@Aggregation", r -> r.tiersIn("NO"));
    }

    /** A closed interface projection that leaves out a primitive differs: see {@link ProjectionsTest}. */
    @Test
    void dtoProjections() {
        sameThrough(PersonRepository.class, "DTO", r -> r.findNameAndAgeByTier("GOLD"));
    }
}
