package io.github.bsonrecords.jpmstest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.bsonrecords.BsonRecords;
import io.github.bsonrecords.jpmstest.declared.Sample;
import io.github.bsonrecords.jpmstest.declared.Station;
import io.github.bsonrecords.jpmstest.undeclared.Orphan;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.bson.codecs.configuration.CodecConfigurationException;
import org.bson.codecs.configuration.CodecRegistry;
import org.junit.jupiter.api.Test;

/** The runtime and generated codecs as named modules, found through {@code provides}, on the module path. */
class ModulePathTest {
    private static final Station STATION = new Station("ST-1", Instant.ofEpochMilli(1_700_000_000_000L),
            OptionalInt.of(3), List.of(new Sample("t", 21.5), new Sample("h", 0.4)), Map.of("offset", 0.25));

    @Test
    void everythingRunsAsNamedModules() {
        assertEquals("io.github.bsonrecords", BsonRecords.class.getModule().getName());
        assertEquals("io.github.bsonrecords.jpmstest", Station.class.getModule().getName());
        assertEquals("org.mongodb.bson", CodecRegistry.class.getModule().getName());
        assertTrue(BsonRecords.class.getModule().getDescriptor().requires().stream()
                .anyMatch(r -> r.name().equals("org.mongodb.bson")
                        && r.modifiers().contains(java.lang.module.ModuleDescriptor.Requires.Modifier.TRANSITIVE)));
    }

    @Test
    void theDeclaredProviderServesItsRecords() {
        CodecRegistry registry = BsonRecords.registry();
        assertEquals("io.github.bsonrecords.jpmstest.declared.StationBsonCodec", registry.get(Station.class).getClass().getName());
        assertSame(registry, BsonRecords.verify(registry));
        assertEquals(STATION, BsonRecords.fromBson(BsonRecords.toBson(STATION), Station.class));
    }

    @Test
    void aMissingProvidesLineIsNamedAsSuch() {
        String expected = "No generated codec for @BsonRecord io.github.bsonrecords.jpmstest.undeclared.Orphan: its codec"
                + " io.github.bsonrecords.jpmstest.undeclared.OrphanBsonCodec exists, but module"
                + " io.github.bsonrecords.jpmstest does not declare its provider, and on the module path ServiceLoader"
                + " reads only module-info: add 'provides io.github.bsonrecords.GeneratedCodecProvider with"
                + " io.github.bsonrecords.jpmstest.undeclared.BsonRecordCodecProvider;' to its module-info.java";
        CodecConfigurationException error = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.registry().get(Orphan.class));
        assertEquals(expected, error.getMessage());

        String report = assertThrows(CodecConfigurationException.class,
                () -> BsonRecords.verify(BsonRecords.registry(), Orphan.class)).getMessage();
        assertTrue(report.contains("\n  io.github.bsonrecords.jpmstest.undeclared.Orphan: its codec"), report);
        assertTrue(!report.contains("annotation processor did not run"), report);
    }
}
