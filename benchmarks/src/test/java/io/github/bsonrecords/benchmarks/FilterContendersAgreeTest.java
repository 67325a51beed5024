package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.bsonrecords.benchmarks.filter.FilterSubject;
import io.github.bsonrecords.benchmarks.shapes.DeepLevel6;
import java.time.Instant;
import org.bson.BsonDocument;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.Test;

/** The filter suite's contenders send the same documents (the benchmark's setup checks it too), and not trivially. */
class FilterContendersAgreeTest {
    private final FilterSubject driver = FilterSubject.of(Contender.DRIVER_BUILDERS);
    private final FilterSubject generated = FilterSubject.of(Contender.GENERATED);

    private static BsonDocument render(Bson filter) {
        return filter.toBsonDocument(BsonDocument.class, CodecLookup.GENERATED_FIRST);
    }

    @Test
    void bothSendTheSameFilters() {
        assertEquals(render(driver.eqString("s-1")), render(generated.eqString("s-1")));
        assertEquals(render(driver.eqDouble(21.5)), render(generated.eqDouble(21.5)));
        Instant at = Instant.parse("2024-03-01T08:00:00Z");
        assertEquals(render(driver.eqInstant(at)), render(generated.eqInstant(at)));
        assertEquals(render(driver.eqNestedRecord(new DeepLevel6("a", "b"))),
                render(generated.eqNestedRecord(new DeepLevel6("a", "b"))));
        assertEquals(render(driver.range(1.0, 2.0)), render(generated.range(1.0, 2.0)));
        assertNotEquals(render(generated.eqDouble(21.5)), render(generated.eqDouble(21.75)));
        assertEquals(BsonDocument.parse("{ts: {$date: '2024-03-01T08:00:00Z'}}"), render(generated.eqInstant(at)));
    }
}
