package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.springframework.data.mongodb.core.query.Criteria.where;
import static org.springframework.data.mongodb.core.query.Query.query;

import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.springframework.data.mapping.model.MappingInstantiationException;
import org.springframework.data.mongodb.core.query.Query;

/**
 * Projections: the same where every component is read; where a {@code fields()} projection leaves out a
 * primitive component, as a {@code fields()} projection or a closed interface projection does, the module
 * gives the primitive's zero (the codec's rule for a missing primitive) and plain Spring Data throws,
 * which the README states.
 */
class ProjectionsTest extends SideBySide {
    @Override
    List<String> collections() {
        return List.of(NestedPathsTest.PEOPLE);
    }

    private Person insertOne() {
        Person person = new Person(new ObjectId(), "Ann", "GOLD", 41, new Address("Oslo", 150, new Geo("NO", 3)),
                List.of(new Tag("a", 1)));
        same("insert", operations -> operations.insert(person));
        return person;
    }

    @Test
    void projectionsOfEveryComponentAndOfReferenceComponentsAgree() {
        Person person = insertOne();
        Query everything = query(where("name").is("Ann"));
        everything.fields().include("name", "tier", "age", "address", "tags");
        assertEquals(List.of(person), same("every component", operations -> operations.find(everything, Person.class)));
        Query noAddress = query(where("name").is("Ann"));
        noAddress.fields().include("name", "tier", "age", "tags");
        assertEquals(List.of(new Person(person.id(), "Ann", "GOLD", 41, null, person.tags())),
                same("a record component left out", operations -> operations.find(noAddress, Person.class)));
    }

    @Test
    void aProjectionLeavingOutAPrimitiveGivesItsZeroWherePlainSpringDataThrows() {
        Person person = insertOne();
        Query names = query(where("name").is("Ann"));
        names.fields().include("name");
        assertEquals(List.of(new Person(person.id(), "Ann", null, 0, null, null)), module.find(names, Person.class));
        Outcome plainOutcome = Outcome.of(() -> plain.template.find(names, Person.class));
        assertEquals(MappingInstantiationException.class, plainOutcome.thrown(), plainOutcome.toString());
    }

    @Test
    void aClosedInterfaceProjectionLeavingOutAPrimitiveReadsWherePlainSpringDataThrows() {
        insertOne();
        assertEquals(List.of("Ann"), context.getBean(PersonRepository.class).findNameOnlyByTier("GOLD").stream()
                .map(PersonRepository.NameOnly::getName).toList());
        Outcome plainOutcome = Outcome.of(() -> plain.repository(PersonRepository.class).findNameOnlyByTier("GOLD"));
        assertEquals(MappingInstantiationException.class, plainOutcome.thrown(), plainOutcome.toString());
    }
}
