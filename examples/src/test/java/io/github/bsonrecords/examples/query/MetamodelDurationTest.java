package io.github.bsonrecords.examples.query;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.mongodb.MongoClientSettings;
import com.mongodb.client.model.Filters;
import com.mongodb.client.model.Updates;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.examples.model.Timeouts;
import io.github.bsonrecords.examples.model.Timeouts_;
import io.github.bsonrecords.query.ArrayField;
import io.github.bsonrecords.query.Field;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.bson.BsonDocument;
import org.bson.BsonInt64;
import org.bson.RawBsonDocument;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.Test;

/**
 * {@code Duration} fields, stored as int64 nanoseconds: a plain {@code Field<Duration>} (compared,
 * set, {@code $min}/{@code $max}, as the nanoseconds are ordered as the durations), not a
 * {@code NumberField}, since a {@code Duration} is no factor for {@code $mul}; every operand is
 * encoded as the codec stores the component.
 */
class MetamodelDurationTest {
    private static final CodecRegistry REGISTRY = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());

    private static void assertSame(Bson expected, Bson metamodel) {
        assertEquals(expected.toBsonDocument(BsonDocument.class, REGISTRY),
                metamodel.toBsonDocument(BsonDocument.class, REGISTRY));
    }

    @Test
    void durationFieldsArePlainFields() throws ReflectiveOperationException {
        assertEquals(Field.class, Timeouts_.class.getField("connect").getType());
        assertEquals(Field.class, Timeouts_.class.getField("idle").getType());
        assertEquals(ArrayField.class, Timeouts_.class.getField("retries").getType());
        // and typed with Duration: these compile only so
        Field<Duration> connect = Timeouts_.connect;
        Field<Duration> idle = Timeouts_.idle;
        ArrayField<List<Duration>, Duration, Field<Duration>> retries = Timeouts_.retries;
        assertEquals("retries.0", retries.at(0).path());
        assertEquals(List.of("connect", "idle"), List.of(connect.path(), idle.path()));
    }

    @Test
    void operandsAreTheStoredNanoseconds() {
        Duration twoSeconds = Duration.ofSeconds(2);
        BsonInt64 nanos = new BsonInt64(2_000_000_000L);
        assertSame(Filters.gt("connect", nanos), Timeouts_.connect.gt(twoSeconds));
        assertSame(Filters.lte("idle", nanos), Timeouts_.idle.lte(twoSeconds));
        assertSame(Filters.eq("retries", nanos), Timeouts_.retries.contains(twoSeconds));
        assertSame(Updates.max("read", nanos), Timeouts_.read.max(twoSeconds));
        assertSame(Filters.eq("retries.1", nanos), Timeouts_.retries.at(1).eq(twoSeconds));
    }

    @Test
    void aFilterMatchesTheStoredValue() {
        Timeouts value = new Timeouts("api", Duration.ofMillis(1500), Duration.ofNanos(7),
                List.of(Duration.ZERO, Duration.ofHours(1)), Optional.of(Duration.ofMinutes(3)));
        RawBsonDocument stored = new RawBsonDocument(BsonRecords.toBson(value, REGISTRY));
        assertEquals(new BsonDocument("connect", stored.get("connect")),
                Timeouts_.connect.eq(value.connect()).toBsonDocument(BsonDocument.class, REGISTRY));
        assertEquals(new BsonDocument("retries", stored.get("retries")),
                Timeouts_.retries.eq(value.retries()).toBsonDocument(BsonDocument.class, REGISTRY));
        assertEquals(new BsonDocument("idle", stored.get("idle")),
                Timeouts_.idle.eq(value.idle().orElseThrow()).toBsonDocument(BsonDocument.class, REGISTRY));
    }
}
