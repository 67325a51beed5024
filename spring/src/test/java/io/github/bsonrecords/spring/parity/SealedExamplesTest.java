package io.github.bsonrecords.spring.parity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;
import org.springframework.data.domain.Example;
import org.springframework.data.domain.ExampleMatcher;
import org.springframework.data.domain.Sort;
import org.springframework.data.mongodb.core.query.Criteria;
import org.springframework.data.mongodb.core.query.Query;
import org.springframework.data.mongodb.core.query.UntypedExampleMatcher;

/**
 * An example of a record of a sealed interface, in a collection it shares with the interface's other
 * record: typed, the module finds what plain Spring Data finds through {@code _class}, by the
 * discriminator the codec writes into the example instead; untyped too, where plain Spring Data, with no
 * type to go by, matches the other record's documents as well.
 */
class SealedExamplesTest extends SideBySide {
    @Override
    List<String> collections() {
        return List.of("fasteners");
    }

    @Test
    void anExampleOfOneRecordOfASealedInterfaceFindsThatRecordOnly() {
        Fastener.Rivet rivet = new Fastener.Rivet(new ObjectId(), "M4");
        Fastener.Rivet otherRivet = new Fastener.Rivet(new ObjectId(), "M4");
        Fastener.Screw screw = new Fastener.Screw(new ObjectId(), "M4", 10);
        Fastener.Screw otherScrew = new Fastener.Screw(new ObjectId(), "M4", 12);
        same("insert", operations -> List.of(operations.insert(screw), operations.insert(rivet),
                operations.insert(otherScrew), operations.insert(otherRivet)));
        Example<Fastener.Rivet> typed = Example.of(new Fastener.Rivet(null, "M4"), ExampleMatcher.matching());
        Query typedQuery = new Query(Criteria.byExample(typed)).with(Sort.by("_id"));
        assertEquals(List.of(rivet, otherRivet),
                same("typed", operations -> operations.find(typedQuery, Fastener.Rivet.class)));
        same("typed count", operations -> operations.count(typedQuery, Fastener.Rivet.class));

        Example<Fastener.Rivet> untyped = Example.of(new Fastener.Rivet(null, "M4"), UntypedExampleMatcher.matching());
        Query untypedQuery = new Query(Criteria.byExample(untyped)).with(Sort.by("_id"));
        assertEquals(List.of(rivet, otherRivet), module.find(untypedQuery, Fastener.Rivet.class));
        assertEquals(4, plain.template.count(untypedQuery, Fastener.Rivet.class));
    }
}
