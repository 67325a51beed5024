package io.github.bsonrecords.codec.lookup;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The generated-class name rule, from a class and from its names (the processor's copy is checked against the latter). */
class CodecClassNamesTest {
    record Flat() {
    }

    interface Outer {
        record Inner() implements Outer {
        }
    }

    /** A {@code $} in a declared name is part of the name, as javac shows it to the processor. */
    record Odd$Name() {
    }

    @Test
    void nestedTypesJoinTheirSimpleNamesWithUnderscores() {
        String prefix = "io.github.bsonrecords.codec.lookup.CodecClassNamesTest_";
        assertEquals(prefix + "FlatBsonCodec", CodecsByName.codecClassName(Flat.class));
        assertEquals(prefix + "Outer_InnerBsonCodec", CodecsByName.codecClassName(Outer.Inner.class));
        assertEquals("io.github.bsonrecords.codec.lookup.CodecsByNameBsonCodec", CodecsByName.codecClassName(CodecsByName.class));
    }

    @Test
    void aDollarInADeclaredNameStaysWhereNestingBecomesAnUnderscore() {
        assertEquals("io.github.bsonrecords.codec.lookup.CodecClassNamesTest_Odd$NameBsonCodec",
                CodecsByName.codecClassName(Odd$Name.class));
    }

    @Test
    void metamodelsFollowTheSameRule() {
        String prefix = "io.github.bsonrecords.codec.lookup.CodecClassNamesTest_";
        assertEquals(prefix + "Flat_", CodecsByName.metamodelClassName(Flat.class));
        assertEquals(prefix + "Outer_Inner_", CodecsByName.metamodelClassName(Outer.Inner.class));
        assertEquals(prefix + "Odd$Name_", CodecsByName.metamodelClassName(Odd$Name.class));
    }

    @Test
    void theUnnamedPackageHasNoPrefix() {
        assertEquals("Outer_InnerBsonCodec", CodecsByName.codecClassName("", List.of("Outer", "Inner")));
        assertEquals("BsonRecordCodecProvider", CodecsByName.providerClassName(""));
        assertEquals("p.q.BsonRecordCodecProvider", CodecsByName.providerClassName("p.q"));
    }
}
