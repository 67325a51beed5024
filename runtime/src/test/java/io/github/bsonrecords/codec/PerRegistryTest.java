package io.github.bsonrecords.codec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.ArrayList;
import java.util.List;
import org.bson.codecs.configuration.CodecRegistries;
import org.bson.codecs.configuration.CodecRegistry;
import org.bson.conversions.Bson;
import org.junit.jupiter.api.Test;

class PerRegistryTest {
    private final List<CodecRegistry> builtFrom = new ArrayList<>();
    private final PerRegistry<Object> perRegistry = new PerRegistry<>(registry -> {
        builtFrom.add(registry);
        return new Object();
    });

    @Test
    void buildsOncePerRegistry() {
        CodecRegistry registry = Bson.DEFAULT_CODEC_REGISTRY;
        Object first = perRegistry.get(registry);
        for (int i = 0; i < 10; i++) {
            assertSame(first, perRegistry.get(registry));
        }
        assertEquals(List.of(registry), builtFrom);
    }

    @Test
    void anotherRegistryBuildsAgainAndIsThenKept() {
        CodecRegistry one = Bson.DEFAULT_CODEC_REGISTRY;
        CodecRegistry other = CodecRegistries.fromRegistries(one);
        Object fromOne = perRegistry.get(one);
        Object fromOther = perRegistry.get(other);
        assertSame(fromOther, perRegistry.get(other));
        Object fromOneAgain = perRegistry.get(one);
        assertEquals(List.of(one, other, one), builtFrom);
        assertEquals(false, fromOne == fromOther || fromOneAgain == fromOne);
    }

    @Test
    void pathsJoinWithDotsBelowTheRoot() {
        assertEquals("sku", FieldPaths.child("", "sku"));
        assertEquals("lines.$.sku", FieldPaths.child("lines.$", "sku"));
    }
}
