package io.github.bsonrecords.benchmarks;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.bsonrecords.benchmarks.micronaut.MicronautBson;
import io.github.bsonrecords.benchmarks.micronaut.MicronautTelemetryReading;
import io.github.bsonrecords.benchmarks.telemetry.TelemetryWorkload;
import io.micronaut.core.type.Argument;
import io.micronaut.serde.bson.BsonBinaryMapper;
import java.io.IOException;
import java.util.List;
import org.bson.BsonDocument;
import org.bson.BsonObjectId;
import org.bson.RawBsonDocument;
import org.bson.codecs.Codec;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.Test;

/**
 * The Micronaut contender is Micronaut's own mapping: its codec writes and reads what {@link BsonBinaryMapper}'s
 * entry points do, which are the telemetry documents every other contender reads and writes
 * ({@code ContendersAgreeTest} runs it through the benchmark's operations).
 */
class MicronautContenderTest {
    private static final Argument<MicronautTelemetryReading> TYPE = Argument.of(MicronautTelemetryReading.class);

    private final TelemetryWorkload workload = new TelemetryWorkload();
    private final BsonBinaryMapper mapper = MicronautBson.mapper();

    @Test
    void theMapperWritesAndReadsTheTelemetryDocuments() throws IOException {
        List<MicronautTelemetryReading> readings = workload.asMicronautReadings();
        for (int i = 0; i < readings.size(); i++) {
            byte[] document = workload.documents().get(i);
            assertArrayEquals(document, mapper.writeValueAsBytes(TYPE, readings.get(i)), "document " + i);
            assertEquals(readings.get(i), mapper.readValue(document, TYPE), "document " + i);
        }
    }

    @Test
    void theCodecDoesWhatTheMapperDoes() throws IOException {
        Codec<MicronautTelemetryReading> codec = MicronautBson.codec(MicronautTelemetryReading.class);
        MicronautTelemetryReading reading = workload.asMicronautReadings().get(7);
        byte[] encoded = BsonOps.encode(codec, reading);
        assertArrayEquals(mapper.writeValueAsBytes(TYPE, reading), encoded);
        assertEquals(mapper.readValue(encoded, TYPE), BsonOps.decode(codec, encoded));
    }

    @Test
    void theCodecReadsADocumentAsFindReturnsIt() {
        // the server's _id first: Micronaut skips what the record does not map
        BsonDocument stored = new BsonDocument("_id", new BsonObjectId(new ObjectId()));
        stored.putAll(new RawBsonDocument(workload.documents().get(3)));
        byte[] document = BsonOps.encode(new org.bson.codecs.BsonDocumentCodec(), stored);
        assertEquals(workload.asMicronautReadings().get(3),
                BsonOps.decode(MicronautBson.codec(MicronautTelemetryReading.class), document));
    }
}
