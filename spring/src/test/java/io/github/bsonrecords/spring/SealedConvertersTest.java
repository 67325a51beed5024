package io.github.bsonrecords.spring;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.mongodb.MongoClientSettings;
import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.spring.differential.Part;
import java.util.List;
import org.bson.Document;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.DocumentCodec;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Test;
import org.springframework.data.mongodb.core.convert.MappingMongoConverter;
import org.springframework.data.mongodb.core.convert.MongoCustomConversions;
import org.springframework.data.mongodb.core.convert.NoOpDbRefResolver;

/**
 * A sealed interface of generated records gets a read converter: a type Spring maps itself, with
 * components typed with the interface, writes each record as the codec does and reads it back
 * (Spring alone cannot build an interface).
 */
class SealedConvertersTest {
    /** Spring maps it (no {@code @BsonRecord}). */
    record Box(String id, Part part, List<Part> parts) {
    }

    private final CodecRegistry registry = BsonRecords.registry(MongoClientSettings.getDefaultCodecRegistry());

    @Test
    void theGeneratedSealedInterfacesAreFoundAndGenericRecordsAreNot() {
        assertTrue(CodecConverters.generatedSealedTypes().contains(Part.class));
        assertTrue(CodecConverters.generatedRecords().contains(Part.Bolt.class));
        assertFalse(CodecConverters.generatedRecords().contains(Part.class));
    }

    @Test
    void aComponentTypedWithASealedInterfaceWritesAndReadsThroughTheCodec() {
        CodecConverters converters = new CodecConverters(new RecordDocuments(() -> registry),
                CodecConverters.generatedRecords(), CodecConverters.generatedSealedTypes());
        MongoCustomConversions conversions = new MongoCustomConversions(List.of(converters));
        CodecMappingContext context = new CodecMappingContext();
        context.setSimpleTypeHolder(conversions.getSimpleTypeHolder());
        context.afterPropertiesSet();
        MappingMongoConverter converter = new MappingMongoConverter(NoOpDbRefResolver.INSTANCE, context);
        converter.setCustomConversions(conversions);
        converter.afterPropertiesSet();

        Part.Bolt bolt = new Part.Bolt("M8", 40);
        Part.Nut nut = new Part.Nut("M6");
        Box box = new Box("b", bolt, List.of(nut, bolt));
        Document written = new Document();
        converter.write(box, written);
        DocumentCodec documents = new DocumentCodec(registry);
        Document boltAsStored = documents.decode(BsonRecords.toRawBson(bolt, registry).asBsonReader(),
                DecoderContext.builder().build());
        assertEquals(boltAsStored, written.get("part"));
        assertEquals(List.of(documents.decode(BsonRecords.toRawBson(nut, registry).asBsonReader(),
                DecoderContext.builder().build()), boltAsStored), written.get("parts"));
        assertEquals(box, converter.read(Box.class, written));
    }
}
