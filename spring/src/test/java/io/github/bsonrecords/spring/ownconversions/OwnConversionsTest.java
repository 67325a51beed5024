package io.github.bsonrecords.spring.ownconversions;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import de.bwaldvogel.mongo.MongoServer;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.BsonRecordsMongoTemplate;
import io.github.bsonrecords.spring.CodecExtendedConversions;
import io.github.bsonrecords.spring.app.Measured;
import io.github.bsonrecords.spring.app.Reading;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import org.bson.RawBsonDocument;
import org.bson.types.ObjectId;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.data.mongodb.core.MongoTemplate;
import org.springframework.data.mongodb.core.convert.MongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * An application's own {@code MongoCustomConversions} is extended with the codec converters, not
 * replaced and not left without them: Spring's own write path stores the codec's bytes for a record,
 * and the application's converter still converts its type.
 */
@SpringBootTest(classes = OwnConversionsApplication.class)
class OwnConversionsTest {
    private static final MongoServer SERVER = new MongoServer(new MemoryBackend());
    private static final String URI;

    static {
        SERVER.bind("127.0.0.1", 0);
        URI = "mongodb://127.0.0.1:" + SERVER.getLocalAddress().getPort() + "/own-conversions";
    }

    @DynamicPropertySource
    static void mongo(DynamicPropertyRegistry properties) {
        properties.add("spring.data.mongodb.uri", () -> URI); // Boot 3
        properties.add("spring.mongodb.uri", () -> URI); // Boot 4
    }

    @AfterAll
    static void stop() {
        SERVER.shutdownNow();
    }

    @Autowired
    MongoCustomConversions conversions;
    @Autowired
    MongoTemplate template;
    @Autowired
    MongoConverter converter;

    @Test
    void theApplicationsConversionsGetTheCodecConvertersAndKeepTheirOwn() {
        CodecExtendedConversions extended = assertInstanceOf(CodecExtendedConversions.class, conversions);
        assertSame(conversions, ((org.springframework.data.mongodb.core.convert.MappingMongoConverter) converter)
                .getCustomConversions());
        assertTrue(extended.extended().hasCustomWriteTarget(OwnConversionsApplication.Code.class));
        assertTrue(conversions.hasCustomWriteTarget(OwnConversionsApplication.Code.class));
        assertTrue(conversions.hasCustomReadTarget(org.bson.Document.class, Reading.class));
        assertEquals("code:x", converter.getConversionService().convert(new OwnConversionsApplication.Code("x"),
                String.class));
        assertEquals(new OwnConversionsApplication.Code("y"), converter.getConversionService().convert("code:y",
                OwnConversionsApplication.Code.class));
    }

    /** A type Spring maps itself (no {@code @BsonRecord}) holding a record. */
    record Holder(String id, Measured measured) {
    }

    @Test
    void aRecordInsideATypeSpringMapsConvertsThroughTheCodec() {
        // components Spring cannot map by itself: only the codec converter writes and reads them as stored
        Measured measured = new Measured(new ObjectId(), OptionalDouble.of(2.5), Optional.of("n"));
        org.bson.Document expected = new org.bson.codecs.DocumentCodec().decode(
                BsonRecords.toRawBson(measured).asBsonReader(), org.bson.codecs.DecoderContext.builder().build());
        org.bson.Document written = new org.bson.Document();
        converter.write(new Holder("h", measured), written);
        assertEquals(expected, written.get("measured"));
        assertEquals(new Holder("h", measured), converter.read(Holder.class, written));
    }

    @Test
    void springsSaveOfARecordStoresTheCodecsBytes() {
        BsonRecordsMongoTemplate codecTemplate = assertInstanceOf(BsonRecordsMongoTemplate.class, template);
        codecTemplate.setCodecReadsEnabled(false);
        try {
            template.dropCollection(Reading.class);
            Reading reading = new Reading(new ObjectId(), "s-1", Instant.ofEpochMilli(1_700_000_000_000L), 20.5,
                    Reading.Status.FAULTY, List.of("x"));
            template.save(reading); // Spring's path: the converter writes the record
            RawBsonDocument stored = template.getCollection("readings").withDocumentClass(RawBsonDocument.class).find()
                    .first();
            byte[] bytes = new byte[stored.getByteBuffer().remaining()];
            stored.getByteBuffer().get(bytes);
            assertArrayEquals(BsonRecords.toBson(reading), bytes);
            assertEquals(List.of(reading), template.findAll(Reading.class)); // Spring's read through the converter
        } finally {
            codecTemplate.setCodecReadsEnabled(true);
        }
    }
}
