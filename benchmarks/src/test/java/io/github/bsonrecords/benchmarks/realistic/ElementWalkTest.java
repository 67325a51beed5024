package io.github.bsonrecords.benchmarks.realistic;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.benchmarks.BsonOps;
import org.bson.BsonArray;
import org.bson.BsonDocument;
import org.bson.BsonValue;
import org.bson.RawBsonDocument;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The walk visits every element of a family's batch: as many as the driver's {@code BsonDocument} holds. */
class ElementWalkTest {
    @ParameterizedTest
    @EnumSource(Family.class)
    void visitsEveryElementOfTheBatch(Family family) {
        byte[] batch = BsonOps.batchOf(new RealisticWorkload(family).documents());
        BsonDocument decoded = new RawBsonDocument(batch).toBsonDocument();
        assertEquals(elements(decoded), ElementWalk.document(batch, 0), family.name());
    }

    private static int elements(BsonValue value) {
        int count = 0;
        if (value instanceof BsonDocument document) {
            for (BsonValue field : document.values()) {
                count += 1 + elements(field);
            }
        } else if (value instanceof BsonArray array) {
            for (BsonValue element : array) {
                count += 1 + elements(element);
            }
        }
        return count;
    }
}
