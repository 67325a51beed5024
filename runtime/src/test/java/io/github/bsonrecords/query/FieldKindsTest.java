package io.github.bsonrecords.query;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecordEncodingException;
import io.github.bsonrecords.codec.FieldRef;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.bson.BsonDocument;
import org.bson.BsonReader;
import org.bson.BsonWriter;
import org.bson.codecs.Codec;
import org.bson.codecs.DecoderContext;
import org.bson.codecs.EncoderContext;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.Test;

/**
 * The runtime side of a generated metamodel: a component declared with {@code component(name, kind)}
 * is at its BSON name under the record's path, and writes (and reports errors) as the kind's
 * {@link ValueWriters} would for that component; containers compose their element's kind.
 */
class FieldKindsTest {
    private static final FieldRef REF = new FieldRef("p.Rec", "tags", "t");

    /** What a generated {@code Embedded} is: a record field declaring its components. */
    private static final class Embedded extends RecordField<Object> {
        final StringField name = component("name", FieldKinds.STRING);
        final Field<String> id = component("id", "_id", FieldKinds.OBJECT_ID_HEX);
        final ArrayField<List<Long>, Long, NumberField<Long>> counts = component("counts",
                FieldKinds.array(FieldKinds.LONG_VALUE));
        final MapField<Map<String, Integer>, Integer, NumberField<Integer>> scores = component("scores",
                FieldKinds.map(FieldKinds.INT_VALUE));
        final TypedKeyMapField<Map<UUID, String>, UUID, String, StringField> byId = component("byId",
                FieldKinds.map(UUID::toString, FieldKinds.STRING));

        Embedded(String path) {
            super(path, "p.Rec");
        }

        @Override
        protected Codec<Object> codec(CodecRegistry registry) {
            CODECS_BUILT.incrementAndGet();
            return new Codec<>() {
                @Override
                public void encode(BsonWriter writer, Object value, EncoderContext context) {
                    writer.writeString("record " + value);
                }

                @Override
                public Class<Object> getEncoderClass() {
                    return Object.class;
                }

                @Override
                public Object decode(BsonReader reader, DecoderContext context) {
                    throw new UnsupportedOperationException();
                }
            };
        }
    }

    private static final AtomicInteger CODECS_BUILT = new AtomicInteger();

    private static BsonDocument json(Bson bson) {
        return bson.toBsonDocument(BsonDocument.class, null);
    }

    private static void assertRenders(String expected, Bson bson) {
        assertEquals(BsonDocument.parse(expected), json(bson));
    }

    @Test
    void componentsAreAtTheirBsonNamesUnderTheRecordsPath() {
        Embedded root = new Embedded("");
        assertEquals("name", root.name.path());
        assertEquals("_id", root.id.path());
        Embedded nested = new Embedded("customer");
        assertEquals("customer.name", nested.name.path());
        assertEquals("customer._id", nested.id.path());
        assertEquals("customer.counts.$", nested.counts.matched().path());
        assertEquals("customer.scores.gold", nested.scores.key("gold").path());
    }

    @Test
    void eachKindWritesItsValuesAsItsWriter() {
        Embedded root = new Embedded("");
        assertRenders("{\"_id\": {\"$oid\": \"64b7f0c2a1b2c3d4e5f60718\"}}", root.id.eq("64b7f0c2a1b2c3d4e5f60718"));
        assertRenders("{\"counts\": [{\"$numberLong\": \"1\"}]}", root.counts.eq(List.of(1L)));
        assertRenders("{\"counts\": {\"$numberLong\": \"2\"}}", root.counts.contains(2L));
        assertRenders("{\"$inc\": {\"counts.$\": {\"$numberLong\": \"3\"}}}", root.counts.matched().inc(3L));
        assertRenders("{\"$set\": {\"scores\": {\"a\": 1}}}", root.scores.set(Map.of("a", 1)));
        UUID key = new UUID(0, 1);
        assertRenders("{\"byId." + key + "\": \"x\"}", root.byId.key(key).eq("x"));
        assertRenders("{\"byId\": {\"" + key + "\": \"x\"}}", root.byId.eq(Map.of(key, "x")));
    }

    @Test
    void errorsNameTheRecordAndTheComponent() {
        Embedded root = new Embedded("");
        BsonRecordEncodingException error = assertThrows(BsonRecordEncodingException.class,
                () -> json(root.id.eq("not an ObjectId")));
        assertTrue(error.getMessage().contains("p.Rec") && error.getMessage().contains("id"), error.getMessage());
        BsonRecordEncodingException badKey = assertThrows(BsonRecordEncodingException.class,
                () -> json(root.scores.eq(Map.of("a\0b", 1))));
        assertTrue(badKey.getMessage().contains("p.Rec") && badKey.getMessage().contains("scores"), badKey.getMessage());
    }

    /** As an enclosing codec builds a nested record's: once per registry, whichever reference, at whatever path. */
    @Test
    void theRecordIsWrittenByItsCodecBuiltOncePerRegistryForAllItsReferences() {
        int before = CODECS_BUILT.get();
        CodecRegistry registry = CodecRegistries.fromCodecs();
        Bson atRoot = new Embedded("").eq("a");
        Bson nested = new Embedded("x").set("b");
        assertEquals(BsonDocument.parse("{\"\": \"record a\"}"), atRoot.toBsonDocument(BsonDocument.class, registry));
        assertEquals(BsonDocument.parse("{$set: {x: \"record b\"}}"), nested.toBsonDocument(BsonDocument.class, registry));
        assertEquals(before + 1, CODECS_BUILT.get());
        nested.toBsonDocument(BsonDocument.class, CodecRegistries.fromCodecs());
        assertEquals(before + 2, CODECS_BUILT.get());
    }

    @Test
    void aRootReferenceIsTheKindAtTheBsonName() {
        NumberField<Integer> total = FieldKinds.field("t", REF, FieldKinds.INT_VALUE);
        assertRenders("{\"t\": {\"$gt\": 1}}", total.gt(1));
        ArrayField<List<String>, String, StringField> tags = FieldKinds.field("t", REF,
                FieldKinds.array(FieldKinds.STRING));
        assertInstanceOf(StringField.class, tags.each());
        assertEquals("t.$[]", tags.each().path());
    }

    @Test
    void anArrayWithoutElementFieldMustBuildItsElements() {
        ArrayField<List<String>, String, StringField> bare = new ArrayField<>("t", ValueWriters.string(REF)) {
        };
        assertThrows(IllegalStateException.class, bare::matched);
    }
}
