package io.github.bsonrecords.examples.hierarchy;

import io.github.bsonrecords.BsonRecord;
import io.github.bsonrecords.MissingPrimitives;
import org.bson.codecs.pojo.annotations.BsonDiscriminator;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.types.ObjectId;

/**
 * An event wide enough (71 components) to be decoded in groups of 64, with an {@code _id}, the
 * discriminator written after it, and every primitive required: the ordered pass of a wide
 * record passes over the discriminator inside its first group and marks a whole group's required
 * components at once.
 */
@BsonRecord(missing = MissingPrimitives.FAIL)
@BsonDiscriminator("readings")
public record ReadingsBatch(
        @BsonId ObjectId id,
        int count00,
        double ratio01,
        long total02,
        boolean flag03,
        String label04,
        int count05,
        double ratio06,
        long total07,
        boolean flag08,
        String label09,
        int count10,
        double ratio11,
        long total12,
        boolean flag13,
        String label14,
        int count15,
        double ratio16,
        long total17,
        boolean flag18,
        String label19,
        int count20,
        double ratio21,
        long total22,
        boolean flag23,
        String label24,
        int count25,
        double ratio26,
        long total27,
        boolean flag28,
        String label29,
        int count30,
        double ratio31,
        long total32,
        boolean flag33,
        String label34,
        int count35,
        double ratio36,
        long total37,
        boolean flag38,
        String label39,
        int count40,
        double ratio41,
        long total42,
        boolean flag43,
        String label44,
        int count45,
        double ratio46,
        long total47,
        boolean flag48,
        String label49,
        int count50,
        double ratio51,
        long total52,
        boolean flag53,
        String label54,
        int count55,
        double ratio56,
        long total57,
        boolean flag58,
        String label59,
        int count60,
        double ratio61,
        long total62,
        boolean flag63,
        String label64,
        int count65,
        double ratio66,
        long total67,
        boolean flag68,
        String label69) implements Event {
}
