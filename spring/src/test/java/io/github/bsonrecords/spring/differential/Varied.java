package io.github.bsonrecords.spring.differential;

import io.github.bsonrecords.BsonRecord;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.bson.codecs.pojo.annotations.BsonId;
import org.bson.codecs.pojo.annotations.BsonProperty;
import org.bson.types.ObjectId;

/** One of each kind of component, for reading records from Spring's Documents against reading bytes. */
@BsonRecord
public record Varied(@BsonId ObjectId id, @BsonProperty("s") String text, int small, long large, double real,
        boolean flag, Instant at, BigDecimal amount, byte[] blob, UUID uuid, Inner inner, List<Inner> inners,
        Map<String, Integer> counts, Optional<String> note, Integer boxed, List<List<String>> nested,
        Part part, List<Part> parts) {

    @BsonRecord
    public record Inner(String name, List<Long> values) {
    }
}
